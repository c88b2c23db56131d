import { describe, expect, it } from 'vitest';
import { readPeopleFilters } from './people.server';

describe('readPeopleFilters', () => {
  const read = (query: string) => readPeopleFilters(new URLSearchParams(query));

  it('reads the person the page starts after (keyset paging)', () => {
    expect(read('page=3&after=42')).toMatchObject({ page: 3, after: 42 });
  });

  it('reads the page by its number when `after` is not an id', () => {
    for (const after of ['', '0', '-3', '4.5', 'x', '07', '2147483648', '99999999999']) {
      expect(read(`page=2&after=${after}`).after, after).toBeUndefined();
    }
  });
});
