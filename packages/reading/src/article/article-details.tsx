import { SiteTime } from '@quire/site';
import { Link } from 'react-router';
import { useArticlePageTexts } from '../article-page-texts';
import type { ArticleView } from '../server/article.server';

/**
 * The article's facts as a description list: dates, DOI, section, issue, pages, licence and
 * readership (views and PDF downloads, counted without robots and repeats).
 */
export function ArticleDetails({ article }: { article: ArticleView }) {
  const texts = useArticlePageTexts();
  return (
    <dl className="q-article-details">
      {article.published && (
        <div>
          <dt>{texts.detailPublished}</dt>
          <dd>
            <SiteTime date={article.published} />
          </dd>
        </div>
      )}
      {article.received && (
        <div>
          <dt>{texts.detailReceived}</dt>
          <dd>
            <SiteTime date={article.received} />
          </dd>
        </div>
      )}
      {article.accepted && (
        <div>
          <dt>{texts.detailAccepted}</dt>
          <dd>
            <SiteTime date={article.accepted} />
          </dd>
        </div>
      )}
      {article.doi && article.doiUrl && (
        <div>
          <dt>{texts.detailDoi}</dt>
          <dd>
            <a href={article.doiUrl}>{article.doiUrl}</a>
          </dd>
        </div>
      )}
      <div>
        <dt>{texts.detailType}</dt>
        <dd>{article.typeLabel}</dd>
      </div>
      {article.section && (
        <div>
          <dt>{texts.detailSection}</dt>
          <dd>{article.section}</dd>
        </div>
      )}
      {article.issue && (
        <div>
          <dt>{texts.detailIssue}</dt>
          <dd>
            <Link to={article.issue.href}>{article.issue.label}</Link>
          </dd>
        </div>
      )}
      {article.pages && (
        <div>
          <dt>{texts.detailPages}</dt>
          <dd>{article.pages}</dd>
        </div>
      )}
      {article.license && (
        <div>
          <dt>{texts.detailLicence}</dt>
          <dd>
            {article.creativeCommons && <CreativeCommonsMark />}
            {article.licenseUrl ? (
              <a href={article.licenseUrl} rel="license">
                {article.license}
              </a>
            ) : (
              article.license
            )}
          </dd>
        </div>
      )}
      <div>
        <dt>{texts.detailReadership}</dt>
        <dd>{texts.readership(article.usage.views, article.usage.downloads)}</dd>
      </div>
    </dl>
  );
}

/** The Creative Commons mark (drawn inline: no request to creativecommons.org). */
function CreativeCommonsMark() {
  return (
    <svg className="q-cc-mark" viewBox="0 0 32 32" width="20" height="20" aria-hidden="true">
      <circle cx="16" cy="16" r="14.5" fill="none" stroke="currentColor" strokeWidth="3" />
      <text x="16" y="21" textAnchor="middle" fontSize="13" fontWeight="700" fill="currentColor">
        cc
      </text>
    </svg>
  );
}
