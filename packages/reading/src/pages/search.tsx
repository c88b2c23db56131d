import { seoMeta } from '@quire/site';
import { EmptyState } from '@quire/ui';
import { Link, type MetaFunction, useLoaderData } from 'react-router';
import { ListPagination } from '../reading/list-pagination';
import { SearchForm } from '../search/search-form';
import { searchHref } from '../search/search-href';
import { SearchLookupNote } from '../search/search-lookup-note';
import { SearchResults } from '../search/search-results';
import { useReadingTexts } from '../texts';
import type { searchLoader } from './search.server';

export const searchMeta: MetaFunction<typeof searchLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/**
 * Full-text search over every journal's articles (or one journal's), with filters, a sort order
 * and highlighted results. A DOI or an ORCID iD is looked up instead; a page past the end of the
 * results offers their last page.
 */
export function SearchPage() {
  const loaderData = useLoaderData<typeof searchLoader>();
  const texts = useReadingTexts();
  const { filters, outcome, journals, types, sorts, scope } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <h1 className="q-page__title">{texts.searchTitle}</h1>
        {scope && (
          <p className="q-search-scope">
            {`${texts.searchScope(scope.title)} `}
            <Link to={scope.allJournalsHref}>{texts.searchAllJournals}</Link>
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
      {outcome.kind === 'prompt' && <p className="q-search-prompt">{texts.searchPrompt}</p>}
      {outcome.kind === 'invalid' && (
        <p className="q-alert q-alert--error" role="alert">
          {texts.searchInvalid(outcome.message)}
        </p>
      )}
      {outcome.kind === 'past-end' && (
        <section aria-labelledby="search-summary" className="q-search-past-end">
          {outcome.lookup && <SearchLookupNote lookup={outcome.lookup} />}
          <p id="search-summary" className="q-search-summary" role="status">
            {texts.resultsCount(outcome.total, outcome.totalIsCapped)}
          </p>
          <p>
            {`${texts.pastEndBefore} `}
            <Link to={outcome.lastPageHref}>{texts.pastEndLink(outcome.lastPage)}</Link>
            {texts.pastEndAfter}
          </p>
        </section>
      )}
      {outcome.kind === 'results' &&
        (outcome.hits.length === 0 ? (
          <>
            {outcome.lookup && <SearchLookupNote lookup={outcome.lookup} />}
            <EmptyState
              title={texts.noResultsTitle(filters.q)}
              description={outcome.lookup ? texts.noLookupResult : texts.noResultsHint}
            />
          </>
        ) : (
          <section aria-labelledby="search-summary">
            {outcome.lookup && <SearchLookupNote lookup={outcome.lookup} />}
            <p id="search-summary" className="q-search-summary" role="status">
              {texts.resultsCount(outcome.total, outcome.totalIsCapped)}
              {outcome.lastPage > 1 && texts.resultsPage(outcome.page, outcome.lastPage)}
            </p>
            {outcome.totalIsCapped && (
              <p className="q-field__hint">{texts.resultsCapped(outcome.total)}</p>
            )}
            <SearchResults hits={outcome.hits} firstNumber={outcome.firstNumber} />
            <ListPagination
              page={outcome.page}
              pageCount={outcome.lastPage}
              hrefForPage={(page) => searchHref(filters, page)}
              label={texts.searchPagesLabel}
            />
          </section>
        ))}
    </div>
  );
}
