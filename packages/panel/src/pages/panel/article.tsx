import { SiteTime, siteTitle, useJournalSite } from '@quire/site';
import { useCopyToClipboard } from '@quire/ui';
import { Link, type MetaArgs, useLoaderData } from 'react-router';
import { UsageChart } from '../../panel-pages/usage-chart';
import { panelTexts, usePanelTexts } from '../../texts';
import type { panelArticleLoader } from './article.server';
import '../../panel-pages/panel-pages.css';

export function panelArticleMeta({ loaderData }: MetaArgs<typeof panelArticleLoader>) {
  return [
    {
      title: loaderData
        ? siteTitle(loaderData.article.title, panelTexts().myArticlesTitle)
        : siteTitle(panelTexts().articleFallbackTitle),
    },
  ];
}

/**
 * `{paths.articles}/:id`: one published article of the author's, with its totals, a monthly chart
 * of its readership and its citation.
 */
export function PanelArticlePage() {
  const loaderData = useLoaderData<typeof panelArticleLoader>();
  const { article, months } = loaderData;
  const copy = useCopyToClipboard();
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  return (
    <article className="q-panel-page">
      <p>
        <Link to={paths.articles}>{texts.backToMyArticles}</Link>
      </p>
      <header className="q-panel-page__header">
        <h1>{article.title}</h1>
      </header>
      <div className="q-actions-row">
        <Link className="q-btn q-btn--primary" to={article.path}>
          {texts.publicArticlePage}
        </Link>
        {article.pdfUrl && (
          <a className="q-btn" href={article.pdfUrl} type="application/pdf">
            {texts.downloadPdf}
          </a>
        )}
        {article.submissionPath && <Link to={article.submissionPath}>{texts.theSubmission}</Link>}
      </div>
      <dl className="q-facts">
        <dt>{texts.factJournal}</dt>
        <dd>{article.journal}</dd>
        <dt>{texts.factIssue}</dt>
        <dd>{article.issue ?? texts.notInIssue}</dd>
        <dt>{texts.factPublished}</dt>
        <dd>{article.published ? <SiteTime date={article.published} /> : '—'}</dd>
        <dt>{texts.factAuthors}</dt>
        <dd>{article.authors.join('; ')}</dd>
        {article.keywords.length > 0 && (
          <>
            <dt>{texts.factKeywords}</dt>
            <dd>{article.keywords.join(', ')}</dd>
          </>
        )}
        {article.doi && article.doiUrl && (
          <>
            <dt>{texts.factDoi}</dt>
            <dd>
              <a href={article.doiUrl}>{article.doi}</a>
            </dd>
          </>
        )}
        <dt>{texts.factViews}</dt>
        <dd>{article.views}</dd>
        <dt>{texts.factDownloads}</dt>
        <dd>{article.downloads}</dd>
      </dl>
      <section aria-labelledby="usage-title" className="q-account-section">
        <h2 id="usage-title">{texts.readershipHeading}</h2>
        <p>{texts.readershipIntro}</p>
        <UsageChart months={months} caption={texts.usageCaption} />
      </section>
      <section aria-labelledby="citation-title" className="q-account-section">
        <h2 id="citation-title">{texts.citationHeading}</h2>
        <p className="q-citation-box">{article.citation}</p>
        <p>
          <button type="button" className="q-btn" onClick={() => copy(article.citation)}>
            {texts.copyCitation}
          </button>
        </p>
      </section>
    </article>
  );
}
