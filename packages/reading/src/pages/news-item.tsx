import { SiteTime, seoMeta } from '@quire/site';
import { Link, type MetaFunction, useLoaderData } from 'react-router';
import { RichText } from '../reading/rich-text';
import { useReadingTexts } from '../texts';
import type { newsItemLoader } from './news-item.server';

export const newsItemMeta: MetaFunction<typeof newsItemLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/** One news item. */
export function NewsItemPage() {
  const loaderData = useLoaderData<typeof newsItemLoader>();
  const texts = useReadingTexts();
  const { item } = loaderData;
  return (
    <article className="q-page q-page--reading">
      <header className="q-page__header">
        <p className="q-page__eyebrow">
          <Link to="/news">{texts.newsTitle}</Link>
        </p>
        <h1 className="q-page__title">{item.title}</h1>
        <p className="q-card__meta">
          {item.published && <SiteTime date={item.published} />}
          {item.journal && <Link to={item.journal.href}>{item.journal.title}</Link>}
        </p>
      </header>
      {item.coverUrl && <img className="q-page__cover" src={item.coverUrl} alt="" />}
      <RichText html={item.bodyHtml} />
    </article>
  );
}
