import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PER_PAGE, rowNumber } from './row-number';

const page = fc.integer({ min: 1, max: 100_000 });
const perPage = fc.integer({ min: 1, max: 1_000 });
// A page size with an index of a row on that page.
const rowOnPage = perPage.chain((size) => fc.tuple(fc.constant(size), fc.nat({ max: size - 1 })));

describe('rowNumber', () => {
  describe('examples', () => {
    it('numbers the first row of the first page 1', () => {
      expect(rowNumber(0)).toBe(1);
    });

    it('defaults to page 1 of DEFAULT_PER_PAGE rows', () => {
      expect(rowNumber(4)).toBe(rowNumber(4, 1, DEFAULT_PER_PAGE));
    });

    it('continues numbering on later pages', () => {
      expect(rowNumber(0, 3)).toBe(21);
    });

    it('uses the page size given', () => {
      expect(rowNumber(2, 2, 25)).toBe(28);
    });
  });

  describe('DEFAULT_PER_PAGE', () => {
    it('is 10', () => {
      expect(DEFAULT_PER_PAGE).toBe(10);
    });
  });

  describe('properties', () => {
    it('gives consecutive numbers to consecutive rows', () => {
      fc.assert(
        fc.property(page, rowOnPage, (p, [size, index]) => {
          expect(rowNumber(index + 1, p, size)).toBe(rowNumber(index, p, size) + 1);
        }),
      );
    });

    it('continues across a page boundary', () => {
      fc.assert(
        fc.property(page, perPage, (p, size) => {
          expect(rowNumber(0, p + 1, size)).toBe(rowNumber(size - 1, p, size) + 1);
        }),
      );
    });

    it('numbers every row of a page within that page’s range', () => {
      fc.assert(
        fc.property(page, rowOnPage, (p, [size, index]) => {
          const number = rowNumber(index, p, size);
          expect(number).toBeGreaterThan((p - 1) * size);
          expect(number).toBeLessThanOrEqual(p * size);
        }),
      );
    });
  });
});
