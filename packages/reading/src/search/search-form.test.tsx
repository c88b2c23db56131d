import { SEARCH_QUERY_MAX_LENGTH } from '@quire/contracts';
import { render, screen } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchForm } from './search-form';

const FILTERS = { q: 'forest', journal: '', type: '', year: '', sort: '' };
const SORTS = [{ value: 'relevance', label: 'Relevance' }];

/** The form as a search page shows it, with the refused fields its loader handed over. */
function SearchPage() {
  const { fieldErrors } = useLoaderData<{ fieldErrors?: Record<string, string[]> }>();
  return (
    <SearchForm
      filters={FILTERS}
      journals={[]}
      types={[]}
      sorts={SORTS}
      fieldErrors={fieldErrors}
    />
  );
}

function renderForm(fieldErrors?: Record<string, string[]>) {
  const Stub = createRoutesStub([
    { path: '/search', Component: SearchPage, loader: () => ({ fieldErrors }) },
  ]);
  render(<Stub initialEntries={['/search']} />);
}

describe('SearchForm', () => {
  it('is a GET form whose search box is labelled, bounded and described by its hint', async () => {
    renderForm();
    const box = await screen.findByRole('searchbox', { name: 'Search articles' });
    expect(box.getAttribute('name')).toBe('q');
    expect((box as HTMLInputElement).value).toBe('forest');
    expect(box.getAttribute('maxlength')).toBe(String(SEARCH_QUERY_MAX_LENGTH));
    expect(box.getAttribute('aria-describedby')).toBe('search-q-hint');
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByRole('search').getAttribute('method')).toBe('get');
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
  });

  it('ties a refused search’s message to the box', async () => {
    renderForm({ q: ['A search has at most 200 characters.'] });
    const box = await screen.findByRole('searchbox', { name: 'Search articles' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('search-q-hint search-q-error');
    expect(document.getElementById('search-q-error')?.textContent).toBe(
      'A search has at most 200 characters.',
    );
  });
});
