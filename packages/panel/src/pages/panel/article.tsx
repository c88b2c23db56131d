import type { AuthHandle } from '@quire/site';
import { siteTitle } from '@quire/site';
import { useCopyToClipboard } from '@quire/ui';
import { Link, type MetaArgs, useLoaderData } from 'react-router';
import { UsageChart } from '../../panel-pages/usage-chart';
import type { panelArticleLoader } from './article.server';
import '../../panel-pages/panel-pages.css';

export const panelArticleHandle = { auth: 'user' } satisfies AuthHandle;

export function panelArticleMeta({ data }: MetaArgs<typeof panelArticleLoader>) {
  return [{ title: data ? siteTitle(data.article.title, 'My articles') : siteTitle('Article') }];
}

/**
 * `/panel/articles/:id`: one published article of the author's, with its totals, a monthly chart
 * of its readership and its citation.
 */
export function PanelArticlePage() {
  const loaderData = useLoaderData<typeof panelArticleLoader>();
  const { article, months } = loaderData;
  const copy = useCopyToClipboard();
  return (
    <article className="q-panel-page">
      <p>
        <Link to="/panel/articles">← My articles</Link>
      </p>
      <header className="q-panel-page__header">
        <h1>{article.title}</h1>
      </header>
      <div className="q-actions-row">
        <Link className="q-btn q-btn--primary" to={article.path}>
          Public article page
        </Link>
        {article.pdfUrl && (
          <a className="q-btn" href={article.pdfUrl} type="application/pdf">
            Download PDF
          </a>
        )}
        {article.submissionPath && <Link to={article.submissionPath}>The submission</Link>}
      </div>
      <dl className="q-facts">
        <dt>Journal</dt>
        <dd>{article.journal}</dd>
        <dt>Issue</dt>
        <dd>{article.issue ?? 'Not in an issue'}</dd>
        <dt>Published</dt>
        <dd>{article.published ?? '—'}</dd>
        <dt>Authors</dt>
        <dd>{article.authors.join('; ')}</dd>
        {article.keywords.length > 0 && (
          <>
            <dt>Keywords</dt>
            <dd>{article.keywords.join(', ')}</dd>
          </>
        )}
        {article.doi && article.doiUrl && (
          <>
            <dt>DOI</dt>
            <dd>
              <a href={article.doiUrl}>{article.doi}</a>
            </dd>
          </>
        )}
        <dt>Views</dt>
        <dd>{article.views}</dd>
        <dt>Downloads</dt>
        <dd>{article.downloads}</dd>
      </dl>
      <section aria-labelledby="usage-title" className="q-account-section">
        <h2 id="usage-title">Readership</h2>
        <p>
          Views of the article page and downloads of its PDF, counted once per reader within 30
          seconds and without robots.
        </p>
        <UsageChart months={months} caption="Views and PDF downloads, last 12 months" />
      </section>
      <section aria-labelledby="citation-title" className="q-account-section">
        <h2 id="citation-title">Citation (APA)</h2>
        <p className="q-citation-box">{article.citation}</p>
        <p>
          <button type="button" className="q-btn" onClick={() => copy(article.citation)}>
            Copy citation
          </button>
        </p>
      </section>
    </article>
  );
}
