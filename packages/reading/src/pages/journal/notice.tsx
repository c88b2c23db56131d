import { SiteTime, seoMeta } from '@quire/site';
import { Link, type MetaFunction, useLoaderData } from 'react-router';
import { RichText } from '../../reading/rich-text';
import { useReadingTexts } from '../../texts';
import type { noticeLoader } from './notice.server';

export const noticeMeta: MetaFunction<typeof noticeLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/**
 * A notice's own page: what kind it is, its date and DOI, the article it updates (linked; the
 * article's page links back here), and its text.
 */
export function NoticePage() {
  const { notice } = useLoaderData<typeof noticeLoader>();
  const texts = useReadingTexts();
  return (
    <article className="q-page q-page--reading q-notice" data-state={notice.type}>
      <header className="q-page__header">
        <p className="q-card__meta">
          <span>{notice.label}</span>
          {notice.date && (
            <span>
              <SiteTime date={notice.date} sentence={texts.noticePublished} />
            </span>
          )}
          {notice.doiUrl && (
            <span>
              {`${texts.noticeDoi} `}
              <a href={notice.doiUrl}>{notice.doi}</a>
            </span>
          )}
        </p>
        <h1 className="q-page__title">{notice.title}</h1>
        <p className="q-notice__updates">
          {texts.noticeUpdates}
          <Link to={notice.article.href}>{notice.article.title}</Link>
          {notice.article.authors && <> ({notice.article.authors})</>}
        </p>
      </header>
      <RichText html={notice.textHtml} />
    </article>
  );
}
