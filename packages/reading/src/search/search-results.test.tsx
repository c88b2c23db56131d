import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SearchHitView } from '../server/search.server';
import { SEARCH_AUTHOR_FOUND, SEARCH_KEYWORD_AND_FULL_TEXT } from '../stories/fixtures';
import { SearchResults } from './search-results';

function hitsOf(data: typeof SEARCH_AUTHOR_FOUND): SearchHitView[] {
  if (data.outcome.kind !== 'results') throw new Error('a fixture with results');
  return data.outcome.hits;
}

function renderHits(hits: readonly SearchHitView[]) {
  render(
    <MemoryRouter>
      <SearchResults hits={hits} firstNumber={1} />
    </MemoryRouter>,
  );
  return screen.getAllByRole('listitem');
}

const marks = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('mark'), (mark) => mark.textContent);

describe('SearchResults shows why each hit matched', () => {
  it('marks the author name the words were found in, in the byline', () => {
    const [hit] = renderHits(hitsOf(SEARCH_AUTHOR_FOUND));
    const byline = hit?.querySelector('.q-toc__authors') as HTMLElement;
    expect(byline.textContent).toBe('Ingrid Halvorsen, Matti Räsänen and Chiara Bellandi');
    expect(marks(byline)).toEqual(['Räsänen']);
  });

  it('lists the keywords, the matched one marked, only when a keyword holds the words', () => {
    const [keywordHit, fullTextHit] = renderHits(hitsOf(SEARCH_KEYWORD_AND_FULL_TEXT));
    const keywords = keywordHit?.querySelector('.q-search-hit__keywords') as HTMLElement;
    expect(keywords.textContent).toBe('Keywords: methane, wetlands, peatlands, climate warming');
    expect(marks(keywords)).toEqual(['peatlands']);
    expect(fullTextHit?.querySelector('.q-search-hit__keywords')).toBeNull();
  });

  it('labels a snippet from the full text, and marks its words', () => {
    const [abstractHit, fullTextHit] = renderHits(hitsOf(SEARCH_KEYWORD_AND_FULL_TEXT));
    const snippet = fullTextHit?.querySelector('.q-search-hit__snippet') as HTMLElement;
    expect(snippet.textContent).toMatch(/^In the full text: Stands on drained peatland/);
    expect(marks(snippet)).toEqual(['peatland']);
    expect(
      within(abstractHit as HTMLElement).queryByText(/In the full text/, { exact: false }),
    ).toBeNull();
  });

  it('renders names and keywords as text, never as markup', () => {
    const [base] = hitsOf(SEARCH_AUTHOR_FOUND);
    if (!base) throw new Error('a hit');
    const [hit] = renderHits([
      {
        ...base,
        authors: [[{ text: '<img src=x onerror=alert(1)>', marked: true }]],
        keywords: [[{ text: '<script>alert(2)</script>', marked: false }]],
      },
    ]);
    expect(hit?.querySelector('img, script')).toBeNull();
    expect(hit?.querySelector('.q-toc__authors mark')?.textContent).toBe(
      '<img src=x onerror=alert(1)>',
    );
    expect(hit?.querySelector('.q-search-hit__keywords')?.textContent).toBe(
      'Keywords: <script>alert(2)</script>',
    );
  });
});
