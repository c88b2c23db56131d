import type { NoticeType } from '@quire/contracts';
import { SiteTime } from '@quire/site';
import { Link } from 'react-router';
import { useArticlePageTexts } from '../article-page-texts';
import type { NoticeLinkView } from '../server/article.server';

/**
 * The banner at the top of an article with notices: a region headed by the weightiest of them
 * ("This article has been retracted"), a retracted article's explanation, and each notice linking
 * to its own page. Words carry the state (the heading, the RETRACTED mark); colour only repeats it.
 */
export function ArticleNotices({
  notices,
  banner,
}: {
  notices: readonly NoticeLinkView[];
  /** The weightiest kind among the notices (see `ArticleView.noticeBanner`). */
  banner: NoticeType | null;
}) {
  const texts = useArticlePageTexts();
  if (!banner || notices.length === 0) return null;
  const retracted = banner === 'retraction';
  return (
    <section
      className="q-article-notices"
      data-state={banner}
      aria-labelledby="article-notices-heading"
    >
      <h2 id="article-notices-heading" className="q-article-notices__heading">
        {retracted && <span className="q-retracted-mark">{texts.retractedMark}</span>}{' '}
        {texts.noticeBannerHeading(banner)}
      </h2>
      {retracted && <p>{texts.retractedExplanation}</p>}
      <ul className="q-article-notices__list">
        {notices.map((notice) => (
          <li key={notice.id}>
            <Link to={notice.href}>{texts.noticeLink(notice.label)}</Link>
            {notice.date && (
              <>
                {texts.noticeDated}
                <SiteTime date={notice.date} />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
