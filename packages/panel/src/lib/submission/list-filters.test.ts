import { describe, expect, it } from 'vitest';
import { listQuery, readSubmissionFilters } from './list-filters';

describe('readSubmissionFilters', () => {
  it('reads valid filters', () => {
    const filters = readSubmissionFilters(
      new URLSearchParams('q=+marsh+&status=under_review&journalId=3&page=2'),
    );
    expect(filters).toEqual({
      q: 'marsh',
      status: 'under_review',
      journalId: '3',
      view: '',
      page: 2,
    });
  });

  it('drops malformed values instead of failing', () => {
    expect(
      readSubmissionFilters(new URLSearchParams('status=lost&journalId=-1&page=zero')),
    ).toEqual({ q: '', status: '', journalId: '', view: '', page: 1 });
  });

  it('reads one of the editors’ views, and drops one that does not exist', () => {
    expect(readSubmissionFilters(new URLSearchParams('view=needs_me')).view).toBe('needs_me');
    expect(readSubmissionFilters(new URLSearchParams('view=mine')).view).toBe('');
  });

  it('reads control characters in the search text as spaces (the API cannot search for them)', () => {
    expect(readSubmissionFilters(new URLSearchParams('q=%00marsh%0D%0Agaps%7F')).q).toBe(
      'marsh gaps',
    );
  });

  it('caps the search text at 200 characters', () => {
    expect(readSubmissionFilters(new URLSearchParams(`q=${'a'.repeat(300)}`)).q).toHaveLength(200);
  });
});

describe('listQuery', () => {
  it('sends only the filters that are set, ten per page', () => {
    expect(listQuery({ q: '', status: '', journalId: '', view: '', page: 1 })).toEqual({
      page: 1,
      perPage: 10,
    });
    expect(listQuery({ q: 'tide', status: 'accepted', journalId: '4', view: '', page: 3 })).toEqual(
      {
        page: 3,
        perPage: 10,
        q: 'tide',
        status: 'accepted',
        journalId: 4,
      },
    );
  });
});
