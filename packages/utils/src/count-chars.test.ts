import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countChars } from './count-chars';

const whitespace = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff'), {
    minLength: 1,
    maxLength: 4,
  })
  .map((parts) => parts.join(''));

describe('countChars', () => {
  describe('examples', () => {
    it('counts characters other than whitespace', () => {
      expect(countChars('a b\tc\nd')).toBe(4);
    });

    it('counts an emoji outside the BMP as one character', () => {
      expect(countChars('😀')).toBe(1);
    });

    it('counts CJK characters, including astral ones, as one each', () => {
      expect(countChars('学术 𠀋')).toBe(3);
    });

    it('ignores Unicode whitespace', () => {
      expect(countChars('\u00a0x\u3000y\u2003')).toBe(2);
    });

    it('returns 0 for blank text', () => {
      expect(countChars(' \n\t ')).toBe(0);
    });

    it('returns 0 for the empty string, null and undefined', () => {
      expect(countChars('')).toBe(0);
      expect(countChars(null)).toBe(0);
      expect(countChars(undefined)).toBe(0);
    });
  });

  describe('properties', () => {
    it('is unchanged by inserting whitespace anywhere', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme' }), fc.nat(), whitespace, (text, at, space) => {
          const chars = Array.from(text);
          const position = chars.length === 0 ? 0 : at % (chars.length + 1);
          const spaced = [...chars.slice(0, position), space, ...chars.slice(position)].join('');
          expect(countChars(spaced)).toBe(countChars(text));
        }),
      );
    });

    it('adds up over concatenation of well-formed strings', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
          expect(countChars(a + b)).toBe(countChars(a) + countChars(b));
        }),
      );
    });

    it('never exceeds the number of code points', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary' }), (text) => {
          expect(countChars(text)).toBeLessThanOrEqual(Array.from(text).length);
        }),
      );
    });
  });
});
