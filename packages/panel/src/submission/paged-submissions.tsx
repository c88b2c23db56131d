import { ListPagination, withQuery } from '@quire/site';
import type { ReactNode } from 'react';
import type { LabelledSummary } from '../lib/submission/date-labels';
import { filtersQuery, type SubmissionFilterValues } from '../lib/submission/list-filters';
import { usePanelTexts } from '../texts';
import { SubmissionFilters, type SubmissionFiltersProps } from './submission-filters';
import { SubmissionTable, type SubmissionTableProps } from './submission-table';

export interface PagedSubmissionsProps
  extends Omit<SubmissionTableProps, 'submissions' | 'page' | 'perPage'> {
  /** A non-empty page of submissions, with its place in the whole list. */
  list: {
    data: readonly LabelledSummary[];
    meta: { page: number; perPage: number; total: number; lastPage: number };
  };
  /** The list's address; the pagination links keep `filters` in its query. */
  path: string;
  filters: SubmissionFilterValues;
  /** Id of the count line, which names the section. */
  countId: string;
  /** The pagination's accessible name, e.g. 'Queue pages'. */
  paginationLabel: string;
}

/**
 * A page of submissions as a section named by its count ("12 submissions (page 2 of 3)", a live
 * status so a new filter is announced), then the table and the links to the other pages.
 */
export function PagedSubmissions({
  list,
  path,
  filters,
  countId,
  paginationLabel,
  ...table
}: PagedSubmissionsProps) {
  const { page, perPage, total, lastPage } = list.meta;
  const texts = usePanelTexts();
  return (
    <section aria-labelledby={countId}>
      <p id={countId} className="q-muted" role="status">
        {texts.submissionCountLine(total)}
        {lastPage > 1 && texts.pageOf(page, lastPage)}
      </p>
      <SubmissionTable submissions={list.data} page={page} perPage={perPage} {...table} />
      <ListPagination
        page={page}
        pageCount={lastPage}
        hrefForPage={(target) => withQuery(path, { ...filtersQuery(filters), page: target })}
        label={paginationLabel}
      />
    </section>
  );
}

export interface SubmissionListingProps
  extends PagedSubmissionsProps,
    Omit<SubmissionFiltersProps, 'filters'> {
  /** What an empty page shows instead of the table (no submission yet, or none matching). */
  empty: ReactNode;
}

/**
 * A page listing submissions, for authors and editors alike: the filters, then the page of
 * submissions, or `empty` when there is none.
 */
export function SubmissionListing({
  journals,
  statuses,
  searchHint,
  empty,
  ...paged
}: SubmissionListingProps) {
  return (
    <>
      <SubmissionFilters
        filters={paged.filters}
        journals={journals}
        statuses={statuses}
        searchHint={searchHint}
      />
      {paged.list.data.length === 0 ? empty : <PagedSubmissions {...paged} />}
    </>
  );
}
