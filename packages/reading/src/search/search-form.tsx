import { FieldErrors } from '@quire/site';
import { Form } from 'react-router';
import type { SearchFilters } from '../server/search.server';

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
  const invalid = (name: string) => (fieldErrors[name]?.length ? true : undefined);
  const describedBy = (name: string) => (invalid(name) ? `search-${name}-error` : undefined);
  return (
    // Keyed by the search so a new search (back/forward too) shows its own values.
    <Form method="get" role="search" className="q-search-form" key={JSON.stringify(filters)}>
      <div className="q-search-form__main">
        <label htmlFor="search-q" className="q-field__label">
          Search articles
        </label>
        <div className="q-search-form__row">
          <input
            id="search-q"
            name="q"
            type="search"
            className="q-field__input"
            defaultValue={filters.q}
            maxLength={200}
            aria-invalid={invalid('q')}
            aria-describedby={['search-q-hint', describedBy('q')].filter(Boolean).join(' ')}
          />
          <button type="submit" className="q-btn q-btn--primary">
            Search
          </button>
        </div>
        <p id="search-q-hint" className="q-field__hint">
          Use "quotes" for a phrase, or between words, and -word to leave a word out. A DOI or an
          ORCID iD finds its article or its author’s articles.
        </p>
        <FieldErrors id="search-q-error" messages={fieldErrors.q} />
      </div>
      <fieldset className="q-search-form__filters">
        <legend>Filters and order</legend>
        <div className="q-field">
          <label htmlFor="search-journal" className="q-field__label">
            Journal
          </label>
          <select
            id="search-journal"
            name="journal"
            className="q-field__input"
            defaultValue={filters.journal}
          >
            <option value="">All journals</option>
            {journals.map((journal) => (
              <option key={journal.slug} value={journal.slug}>
                {journal.title}
              </option>
            ))}
          </select>
        </div>
        <div className="q-field">
          <label htmlFor="search-type" className="q-field__label">
            Article type
          </label>
          <select
            id="search-type"
            name="type"
            className="q-field__input"
            defaultValue={filters.type}
          >
            <option value="">All types</option>
            {types.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
        <div className="q-field">
          <label htmlFor="search-year" className="q-field__label">
            Year
          </label>
          <input
            id="search-year"
            name="year"
            type="number"
            inputMode="numeric"
            min={1000}
            max={9999}
            className="q-field__input q-search-form__year"
            defaultValue={filters.year}
            aria-invalid={invalid('year')}
            aria-describedby={describedBy('year')}
          />
          <FieldErrors id="search-year-error" messages={fieldErrors.year} />
        </div>
        <div className="q-field">
          <label htmlFor="search-sort" className="q-field__label">
            Sort by
          </label>
          <select
            id="search-sort"
            name="sort"
            className="q-field__input"
            defaultValue={filters.sort || sorts[0]?.value}
            aria-invalid={invalid('sort')}
            aria-describedby={describedBy('sort')}
          >
            {sorts.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
          <FieldErrors id="search-sort-error" messages={fieldErrors.sort} />
        </div>
      </fieldset>
    </Form>
  );
}
