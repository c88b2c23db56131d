import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items';

describe('paginationItems', () => {
  it('is empty without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('lists every page when they fit', () => {
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts an ellipsis before the end near the start', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
  });

  it('puts ellipses on both sides in the middle', () => {
    expect(paginationItems(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
  });

  it('puts an ellipsis after the start near the end', () => {
    expect(paginationItems(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
  });

  it('keeps the same number of slots on every page', () => {
    const lengths = Array.from({ length: 20 }, (_, index) => paginationItems(index + 1, 20).length);
    expect(new Set(lengths)).toEqual(new Set([7]));
  });

  it('clamps a page outside the range', () => {
    expect(paginationItems(99, 10)).toEqual(paginationItems(10, 10));
    expect(paginationItems(-3, 10)).toEqual(paginationItems(1, 10));
  });

  it('honours siblingCount and boundaryCount', () => {
    expect(paginationItems(10, 20, { siblingCount: 2, boundaryCount: 2 })).toEqual([
      1,
      2,
      'start-ellipsis',
      8,
      9,
      10,
      11,
      12,
      'end-ellipsis',
      19,
      20,
    ]);
  });
});
