import { describe, expect, it } from 'vitest';
import { createPrng } from './prng';

const draws = (seed: string, count: number) => {
  const prng = createPrng(seed);
  return Array.from({ length: count }, () => prng.next());
};

describe('createPrng', () => {
  describe('determinism', () => {
    it('yields the same sequence for the same seed', () => {
      expect(draws('quire', 50)).toEqual(draws('quire', 50));
    });

    it('yields a different sequence for a different seed', () => {
      expect(draws('quire', 10)).not.toEqual(draws('quire-2', 10));
    });

    it('gives forks with the same label the same sequence, independent of the parent', () => {
      const parent = createPrng('root');
      const first = parent.fork('journal-1');
      parent.next();
      const second = parent.fork('journal-1');
      expect([first.next(), first.next()]).toEqual([second.next(), second.next()]);
    });

    it('gives forks with different labels different sequences', () => {
      const parent = createPrng('root');
      expect(parent.fork('a').next()).not.toBe(parent.fork('b').next());
    });
  });

  describe('ranges', () => {
    it('keeps next() within [0, 1)', () => {
      for (const value of draws('range', 5000)) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(1);
      }
    });

    it('returns every integer of an inclusive range and nothing outside it', () => {
      const prng = createPrng('dice');
      const seen = new Set<number>();
      for (let index = 0; index < 2000; index += 1) seen.add(prng.int(1, 6));
      expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('samples distinct elements', () => {
      const picked = createPrng('sample').sample(['a', 'b', 'c', 'd', 'e'], 3);
      expect(picked).toHaveLength(3);
      expect(new Set(picked).size).toBe(3);
    });

    it('favours early elements when picking skewed', () => {
      const prng = createPrng('zipf');
      const items = Array.from({ length: 10 }, (_, index) => index);
      const counts = new Array<number>(10).fill(0);
      for (let index = 0; index < 5000; index += 1) {
        const item = prng.pickSkewed(items);
        counts[item] = (counts[item] ?? 0) + 1;
      }
      expect(counts[0]).toBeGreaterThan((counts[9] ?? 0) * 2);
    });

    it('refuses to pick from an empty list', () => {
      expect(() => createPrng('empty').pick([])).toThrow(RangeError);
    });
  });
});
