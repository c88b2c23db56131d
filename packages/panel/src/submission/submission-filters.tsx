import type { SubmissionStatus } from '@quire/contracts';
import { SUBMISSION_STATUS_TEXT } from '@quire/ui';
import { Form } from 'react-router';
import type { SubmissionFilterValues as Filters } from '../lib/submission/list-filters';

export interface SubmissionFiltersProps {
  filters: Filters;
  journals: readonly { id: number; title: string }[];
  /** The statuses to offer (the editors' queue never shows drafts). */
  statuses: readonly SubmissionStatus[];
  /** What the search looks in, said in its hint. */
  searchHint: string;
}

/**
 * Search and filters of a submissions list, sent as a GET so each filtered list has an address
 * and works without JavaScript.
 */
export function SubmissionFilters({
  filters,
  journals,
  statuses,
  searchHint,
}: SubmissionFiltersProps) {
  return (
    <Form method="get" role="search" className="q-filter-form" key={JSON.stringify(filters)}>
      <div className="q-field">
        <label htmlFor="filter-q" className="q-field__label">
          Search
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          className="q-field__input"
          defaultValue={filters.q}
          maxLength={200}
          aria-describedby="filter-q-hint"
        />
        <p id="filter-q-hint" className="q-field__hint">
          {searchHint}
        </p>
      </div>
      <div className="q-field">
        <label htmlFor="filter-status" className="q-field__label">
          Status
        </label>
        <select
          id="filter-status"
          name="status"
          className="q-field__input"
          defaultValue={filters.status}
        >
          <option value="">All statuses</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {SUBMISSION_STATUS_TEXT[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="q-field">
        <label htmlFor="filter-journal" className="q-field__label">
          Journal
        </label>
        <select
          id="filter-journal"
          name="journalId"
          className="q-field__input"
          defaultValue={filters.journalId}
        >
          <option value="">All journals</option>
          {journals.map((journal) => (
            <option key={journal.id} value={journal.id}>
              {journal.title}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="q-btn">
        Apply filters
      </button>
    </Form>
  );
}
