import { describe, expect, it } from 'vitest';
import { searchHref } from './search-href';

describe('searchHref', () => {
  const search = { q: 'forest gaps', journal: 'jce', type: '', year: '', sort: 'newest' };

  it('keeps the filled fields and the page after the first', () => {
    expect(searchHref(search, 3)).toBe('/search?q=forest+gaps&journal=jce&sort=newest&page=3');
  });

  it('leaves out the first page and the default order, so a search has one address', () => {
    expect(searchHref({ ...search, sort: 'relevance' }, 1)).toBe(
      '/search?q=forest+gaps&journal=jce',
    );
    expect(searchHref({ ...search, sort: '' }, 1)).toBe('/search?q=forest+gaps&journal=jce');
  });
});
