import type { SearchResult } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { searchFilters, toSearchHit } from './search.server';

const hit: SearchResult = {
  id: 18,
  slug: 'gaps',
  title: 'Forest gaps',
  titleHighlight: '<mark>Forest</mark> gaps',
  snippet: 'about &lt;script&gt; and <mark>forest</mark> gaps',
  snippetSource: 'abstract',
  matchedIn: ['title', 'abstract', 'authors'],
  authors: ['Ann Mäkinen', 'B'],
  authorHighlights: ['Ann <mark>Mäkinen</mark>', 'B'],
  keywordHighlights: ['forest &amp; gaps', 'canopy'],
  type: 'research-article',
  doi: null,
  publishedAt: '2026-09-15T09:00:00.000Z',
  journal: { slug: 'jce', title: 'JCE', brandColor: 'javascript:alert(1)' },
  issue: { id: 7, number: 3, volume: 11, year: 2026 },
  rank: 1,
};

describe('toSearchHit', () => {
  const view = toSearchHit(hit);

  it('splits highlights into text runs', () => {
    expect(view.title).toEqual([
      { text: 'Forest', marked: true },
      { text: ' gaps', marked: false },
    ]);
    expect(view.snippet).toEqual([
      { text: 'about <script> and ', marked: false },
      { text: 'forest', marked: true },
      { text: ' gaps', marked: false },
    ]);
  });

  it('marks the author names the words were found in', () => {
    expect(view.authors).toEqual([
      [
        { text: 'Ann ', marked: false },
        { text: 'Mäkinen', marked: true },
      ],
      [{ text: 'B', marked: false }],
    ]);
  });

  it('lists the keywords only when the words were found in one', () => {
    expect(view.keywords).toEqual([]);
    const found = toSearchHit({
      ...hit,
      matchedIn: ['keywords'],
      keywordHighlights: ['a &amp; b', '<mark>forest</mark>'],
    });
    expect(found.keywords).toEqual([
      [{ text: 'a & b', marked: false }],
      [{ text: 'forest', marked: true }],
    ]);
  });

  it('says where the snippet comes from', () => {
    expect(view.snippetSource).toBe('abstract');
    expect(toSearchHit({ ...hit, snippetSource: 'fullText' }).snippetSource).toBe('fullText');
  });

  it('links the article and journal and labels the issue', () => {
    expect(view).toMatchObject({
      href: '/journals/jce/articles/gaps',
      issue: 'Vol. 11 No. 3 (2026)',
      published: { dateTime: '2026-09-15', text: '15-09-2026' },
      journal: { href: '/journals/jce' },
    });
  });

  it('never passes an unsafe brand colour on', () => {
    expect(view.journal.brandColor).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

describe('searchFilters', () => {
  it('reads and trims the filters, empty when absent', () => {
    expect(searchFilters(new URL('http://x/search?q=%20forest%20&year=2026&sort=title'))).toEqual({
      q: 'forest',
      journal: '',
      type: '',
      year: '2026',
      sort: 'title',
    });
  });
});
