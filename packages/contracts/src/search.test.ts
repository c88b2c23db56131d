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
});
