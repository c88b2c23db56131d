import { EmptyState } from '@quire/ui';
import { ListPagination } from '~/components/reading/list-pagination';
import { SearchForm } from '~/components/search/search-form';
import { SearchResults } from '~/components/search/search-results';
import { withQuery } from '~/lib/paths';
import { loadSearch } from '~/lib/search.server';
import { seoMeta } from '~/lib/seo';
import type { Route } from './+types/search';

export async function loader({ request }: Route.LoaderArgs) {
  return loadSearch(request);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** Full-text search over every journal's articles, with filters and highlighted results. */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { filters, outcome, journals, types } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <h1 className="q-page__title">Search</h1>
      </header>
      <SearchForm
        filters={filters}
        journals={journals}
        types={types}
        fieldErrors={outcome.kind === 'invalid' ? outcome.fieldErrors : undefined}
      />
      {outcome.kind === 'prompt' && (
        <p className="q-search-prompt">
          Enter words to search for: a title, an author, a keyword or a phrase from an abstract.
        </p>
      )}
      {outcome.kind === 'invalid' && (
        <p className="q-alert q-alert--error" role="alert">
          {outcome.message} Please check the search and filters above.
        </p>
      )}
      {outcome.kind === 'results' &&
        (outcome.hits.length === 0 ? (
          <EmptyState
            title={`No articles found for “${filters.q}”`}
            description="Try fewer or different words, or remove a filter."
          />
        ) : (
          <section aria-labelledby="search-summary">
            <p id="search-summary" className="q-search-summary" role="status">
              {outcome.total} {outcome.total === 1 ? 'article' : 'articles'} found
              {outcome.lastPage > 1 && ` (page ${outcome.page} of ${outcome.lastPage})`}
            </p>
            <SearchResults hits={outcome.hits} firstNumber={outcome.firstNumber} />
            <ListPagination
              page={outcome.page}
              pageCount={outcome.lastPage}
              hrefForPage={(page) => withQuery('/search', { ...filters, page })}
              label="Search result pages"
            />
          </section>
        ))}
    </div>
  );
}
