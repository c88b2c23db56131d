import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from './search';

describe('searchQuerySchema', () => {
  it('coerces the query string and defaults paging', () => {
    expect(searchQuerySchema.parse({ q: ' glaciers ', year: '2024' })).toEqual({
      q: 'glaciers',
      year: 2024,
      page: 1,
      perPage: 10,
    });
  });

  it.each([{}, { q: '' }, { q: '   ' }])('asks for words when the search is empty: %j', (query) => {
    const result = searchQuerySchema.safeParse(query);
    expect(result.error?.issues[0]?.message).toBe('Enter words to search for.');
  });

  it.each([{ q: 'x', year: '99' }, { q: 'x', year: 'abc' }, { q: 'a'.repeat(201) }])(
    'refuses %j',
    (query) => {
      expect(searchQuerySchema.safeParse(query).success).toBe(false);
    },
  );

  it('takes a sort order and names the allowed ones otherwise', () => {
    expect(searchQuerySchema.parse({ q: 'x', sort: 'title' }).sort).toBe('title');
    expect(searchQuerySchema.parse({ q: 'x' }).sort).toBeUndefined();
    expect(searchQuerySchema.safeParse({ q: 'x', sort: 'best' }).error?.issues[0]?.message).toBe(
      'Sort by relevance, newest, oldest or title.',
    );
  });

  it('refuses an ORCID iD whose check digit is wrong, saying so', () => {
    expect(searchQuerySchema.safeParse({ q: '0000-0002-1825-0097' }).success).toBe(true);
    expect(
      searchQuerySchema.safeParse({ q: 'https://orcid.org/0000-0002-1825-0098' }).error?.issues[0]
        ?.message,
    ).toBe('This ORCID iD has a typo (its check digit does not match).');
  });
});
