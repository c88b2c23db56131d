import { JournalArticleLayout } from '@quire/ui';
import { Link, type ShouldRevalidateFunction, useLocation, useRouteLoaderData } from 'react-router';
import { ArticleAuthors } from '~/components/article/article-authors';
import { ArticleDetails } from '~/components/article/article-details';
import { BookmarkToggle } from '~/components/article/bookmark-toggle';
import { CitationTabs } from '~/components/article/citation-tabs';
import { ShareLinks } from '~/components/article/share-links';
import { journalFrameProps } from '~/components/reading/journal-frame';
import { LinkedText } from '~/components/reading/linked-text';
import { RichText } from '~/components/reading/rich-text';
import { loadArticlePage } from '~/lib/article.server';
import { loadBookmarkState, toggleBookmark } from '~/lib/bookmarks.server';
import { keywordPath } from '~/lib/paths';
import { assertSameOrigin } from '~/lib/same-origin.server';
import { seoMeta } from '~/lib/seo';
import type { loader as layoutLoader } from '../layouts/journal-article';
import type { Route } from './+types/article';

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await loadArticlePage(request, params.slug, params.article_slug);
  // Only with a session: the anonymous page makes no extra call and stays publicly cacheable.
  return { ...page, bookmark: await loadBookmarkState(request, page.article.id) };
}

/** The bookmark toggle's post (a plain form: works without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  return toggleBookmark(request, new URL(request.url).pathname);
}

/**
 * A bookmark toggle changes nothing else on the page: its answer carries the new state, so the
 * article, citations and journal are not loaded again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod?.toUpperCase() === 'POST' && formData?.has('articleId')) return false;
  return defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/**
 * An article: title, authors with affiliations and ORCID iDs, abstract, keywords, references,
 * its facts, and tools to download the PDF, cite and share it.
 */
export default function Article({ loaderData }: Route.ComponentProps) {
  const { article, bookmark } = loaderData;
  const layout = useRouteLoaderData<typeof layoutLoader>('layout-journal-article');
  const { pathname } = useLocation();
  if (!layout) throw new Error('The article page renders inside the journal-article layout.');
  return (
    <JournalArticleLayout
      {...journalFrameProps(layout.journal, pathname)}
      articleTitle={article.title}
      meta={
        <>
          <ArticleAuthors authors={article.authors} journalSlug={layout.journal.slug} />
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
          <BookmarkToggle articleId={article.id} state={bookmark} path={pathname} />
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
              <li key={keyword}>
                <Link to={keywordPath(layout.journal.slug, keyword)}>{keyword}</Link>
              </li>
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
