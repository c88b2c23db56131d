import { SUBMISSION_TEXT_LIMITS, type SubmissionStatus } from '@quire/contracts';
import { SelectField, TextField, useSubmissionStatusText } from '@quire/ui';
import { Form } from 'react-router';
import type { SubmissionFilterValues as Filters } from '../lib/submission/list-filters';
import { usePanelTexts } from '../texts';

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
  const texts = usePanelTexts();
  const statusText = useSubmissionStatusText();
  return (
    <Form method="get" role="search" className="q-filter-form" key={JSON.stringify(filters)}>
      {/* Searching within one of the editors' views stays in that view. */}
      {filters.view && <input type="hidden" name="view" value={filters.view} />}
      <TextField
        id="filter-q"
        name="q"
        label={texts.searchLabel}
        labelNote={false}
        hint={searchHint}
        type="search"
        defaultValue={filters.q}
        maxLength={SUBMISSION_TEXT_LIMITS.search}
      />
      <SelectField
        id="filter-status"
        name="status"
        label={texts.statusLabel}
        labelNote={false}
        defaultValue={filters.status}
        options={statuses.map((status) => ({
          value: status,
          label: statusText(status),
        }))}
      >
        <option value="">{texts.allStatuses}</option>
      </SelectField>
      <SelectField
        id="filter-journal"
        name="journalId"
        label={texts.journalFilterLabel}
        labelNote={false}
        defaultValue={filters.journalId}
        options={journals.map((journal) => ({ value: journal.id, label: journal.title }))}
      >
        <option value="">{texts.allJournals}</option>
      </SelectField>
      <button type="submit" className="q-btn">
        {texts.applyFilters}
      </button>
    </Form>
  );
}
