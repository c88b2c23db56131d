import { searchHref, seoMeta } from '@quire/site';
import { EmptyState } from '@quire/ui';
import { Link, type MetaFunction, useLoaderData } from 'react-router';
import { ListPagination } from '../reading/list-pagination';
import { SearchForm } from '../search/search-form';
import { SearchLookupNote } from '../search/search-lookup-note';
import { SearchResults } from '../search/search-results';
import type { searchLoader } from './search.server';

export const searchMeta: MetaFunction<typeof searchLoader> = ({ data }) => seoMeta(data?.seo);

/** `12 articles found`, or `200+ articles found` when more matched than can be listed. */
function countLabel(total: number, capped: boolean): string {
  return `${total}${capped ? '+' : ''} ${total === 1 && !capped ? 'article' : 'articles'} found`;
}

/**
 * Full-text search over every journal's articles (or one journal's), with filters, a sort order
 * and highlighted results. A DOI or an ORCID iD is looked up instead; a page past the end of the
 * results offers their last page.
 */
export function SearchPage() {
  const loaderData = useLoaderData<typeof searchLoader>();
  const { filters, outcome, journals, types, sorts, scope } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <h1 className="q-page__title">Search</h1>
        {scope && (
          <p className="q-search-scope">
            In {scope.title} only. <Link to={scope.allJournalsHref}>Search all journals</Link>
          </p>
        )}
      </header>
      <SearchForm
        filters={filters}
        journals={journals}
        types={types}
        sorts={sorts}
        fieldErrors={outcome.kind === 'invalid' ? outcome.fieldErrors : undefined}
      />
      {outcome.kind === 'prompt' && (
        <p className="q-search-prompt">
          Enter words to search for: a title, an author, a keyword or a phrase from an abstract — or
          a DOI or an ORCID iD.
        </p>
      )}
      {outcome.kind === 'invalid' && (
        <p className="q-alert q-alert--error" role="alert">
          {outcome.message} Please check the search and filters above.
        </p>
      )}
      {outcome.kind === 'past-end' && (
        <section aria-labelledby="search-summary" className="q-search-past-end">
          {outcome.lookup && <SearchLookupNote lookup={outcome.lookup} />}
          <p id="search-summary" className="q-search-summary" role="status">
            {countLabel(outcome.total, outcome.totalIsCapped)}
          </p>
          <p>
            This page is past the end of the results —{' '}
            <Link to={outcome.lastPageHref}>go to page {outcome.lastPage}</Link>, the last one.
          </p>
        </section>
      )}
      {outcome.kind === 'results' &&
        (outcome.hits.length === 0 ? (
          <>
            {outcome.lookup && <SearchLookupNote lookup={outcome.lookup} />}
            <EmptyState
              title={`No articles found for “${filters.q}”`}
              description={
                outcome.lookup
                  ? 'No published article has this identifier. Check it, or search for words instead.'
                  : 'Try fewer or different words, or remove a filter.'
              }
            />
          </>
        ) : (
          <section aria-labelledby="search-summary">
            {outcome.lookup && <SearchLookupNote lookup={outcome.lookup} />}
            <p id="search-summary" className="q-search-summary" role="status">
              {countLabel(outcome.total, outcome.totalIsCapped)}
              {outcome.lastPage > 1 && ` (page ${outcome.page} of ${outcome.lastPage})`}
            </p>
            {outcome.totalIsCapped && (
              <p className="q-field__hint">
                Only the first {outcome.total} can be listed: add words or a filter to narrow the
                search.
              </p>
            )}
            <SearchResults hits={outcome.hits} firstNumber={outcome.firstNumber} />
            <ListPagination
              page={outcome.page}
              pageCount={outcome.lastPage}
              hrefForPage={(page) => searchHref(filters, page)}
              label="Search result pages"
            />
          </section>
        ))}
    </div>
  );
}
