import { JournalArticleLayout } from '@quire/ui';
import { useLocation, useRouteLoaderData } from 'react-router';
import { ArticleAuthors } from '~/components/article/article-authors';
import { ArticleDetails } from '~/components/article/article-details';
import { CitationTabs } from '~/components/article/citation-tabs';
import { ShareLinks } from '~/components/article/share-links';
import { journalFrameProps } from '~/components/reading/journal-frame';
import { LinkedText } from '~/components/reading/linked-text';
import { RichText } from '~/components/reading/rich-text';
import { loadArticlePage } from '~/lib/article.server';
import { seoMeta } from '~/lib/seo';
import type { loader as layoutLoader } from '../layouts/journal-article';
import type { Route } from './+types/article';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadArticlePage(request, params.slug, params.article_slug);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/**
 * An article: title, authors with affiliations and ORCID iDs, abstract, keywords, references,
 * its facts, and tools to download the PDF, cite and share it.
 */
export default function Article({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  const layout = useRouteLoaderData<typeof layoutLoader>('layout-journal-article');
  const { pathname } = useLocation();
  if (!layout) throw new Error('The article page renders inside the journal-article layout.');
  return (
    <JournalArticleLayout
      {...journalFrameProps(layout.journal, pathname)}
      articleTitle={article.title}
      meta={
        <>
          <ArticleAuthors authors={article.authors} />
          <p className="q-card__meta">
            <span>{article.typeLabel}</span>
            <span>Published {article.published}</span>
            {article.issue && <span>{article.issue.label}</span>}
          </p>
        </>
      }
      sidebar={
        <>
          {article.pdfUrl && (
            <p className="q-tool">
              <a
                className="q-btn q-btn--primary q-tool__download"
                href={article.pdfUrl}
                type="application/pdf"
              >
                Download PDF
              </a>
            </p>
          )}
          <CitationTabs citations={article.citations} />
          <ShareLinks url={article.url} title={article.title} />
        </>
      }
    >
      <section aria-labelledby="article-abstract">
        <h2 id="article-abstract">Abstract</h2>
        <RichText html={article.abstractHtml} className="q-article-abstract" />
      </section>
      {article.keywords.length > 0 && (
        <section aria-labelledby="article-keywords">
          <h2 id="article-keywords">Keywords</h2>
          <ul className="q-keywords">
            {article.keywords.map((keyword) => (
              <li key={keyword}>{keyword}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="article-details">
        <h2 id="article-details">Article details</h2>
        <ArticleDetails article={article} />
      </section>
      {article.references.length > 0 && (
        <section aria-labelledby="article-references">
          <h2 id="article-references">References</h2>
          <ol className="q-references">
            {article.references.map((runs) => (
              <li key={runs.map((run) => run.text).join('')}>
                <LinkedText runs={runs} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </JournalArticleLayout>
  );
}
