import { SEARCH_QUERY_MAX_LENGTH } from '@quire/contracts';
import { SelectField, TextField } from '@quire/ui';
import { Form } from 'react-router';
import type { SearchFilters } from '../server/search.server';
import { useReadingTexts } from '../texts';

export interface SearchFormProps {
  filters: SearchFilters;
  journals: readonly { slug: string; title: string }[];
  types: readonly { value: string; label: string }[];
  /** The orders results can be sorted in; the first is the default. */
  sorts: readonly { value: string; label: string }[];
  /** Messages per field from a refused search. */
  fieldErrors?: Record<string, string[]>;
}

/**
 * The search form: words plus journal, type and year filters and the order of the results, sent
 * as a GET so every search has an address (shareable, bookmarkable) and works without JavaScript.
 */
export function SearchForm({ filters, journals, types, sorts, fieldErrors = {} }: SearchFormProps) {
  const texts = useReadingTexts();
  return (
    // Keyed by the search so a new search (back/forward too) shows its own values.
    <Form method="get" role="search" className="q-search-form" key={JSON.stringify(filters)}>
      <TextField
        id="search-q"
        name="q"
        type="search"
        label={texts.searchInputLabel}
        labelNote={false}
        hint={texts.searchHint}
        fieldClassName="q-search-form__main"
        defaultValue={filters.q}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        errors={fieldErrors.q}
        action={
          <button type="submit" className="q-btn q-btn--primary">
            {texts.searchButton}
          </button>
        }
      />
      <fieldset className="q-search-form__filters">
        <legend>{texts.searchFiltersLegend}</legend>
        <SelectField
          id="search-journal"
          name="journal"
          label={texts.searchJournalLabel}
          labelNote={false}
          defaultValue={filters.journal}
          options={journals.map((journal) => ({ value: journal.slug, label: journal.title }))}
        >
          <option value="">{texts.allJournalsOption}</option>
        </SelectField>
        <SelectField
          id="search-type"
          name="type"
          label={texts.articleTypeLabel}
          labelNote={false}
          defaultValue={filters.type}
          options={types}
        >
          <option value="">{texts.allTypesOption}</option>
        </SelectField>
        <TextField
          id="search-year"
          name="year"
          label={texts.yearLabel}
          labelNote={false}
          type="number"
          inputMode="numeric"
          min={1000}
          max={9999}
          className="q-search-form__year"
          defaultValue={filters.year}
          errors={fieldErrors.year}
        />
        <SelectField
          id="search-sort"
          name="sort"
          label={texts.sortLabel}
          labelNote={false}
          defaultValue={filters.sort || sorts[0]?.value}
          errors={fieldErrors.sort}
          options={sorts}
        />
      </fieldset>
    </Form>
  );
}
