import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords } from './count-words';

const whitespace = fc
  .array(
    fc.constantFrom(
      ' ',
      '\t',
      '\n',
      '\r\n',
      '\v',
      '\f',
      '\u00a0',
      '\u2003',
      '\u2028',
      '\u3000',
      '\ufeff',
    ),
    {
      minLength: 1,
      maxLength: 4,
    },
  )
  .map((parts) => parts.join(''));
const word = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => !/\s/u.test(text));

describe('countWords', () => {
  describe('examples', () => {
    it('counts words separated by single spaces', () => {
      expect(countWords('open access journals')).toBe(3);
    });

    it('treats runs of mixed whitespace as one separator', () => {
      expect(countWords('open \t\n access\r\n\r\njournals')).toBe(3);
    });

    it('ignores leading and trailing whitespace', () => {
      expect(countWords('  peer review  ')).toBe(2);
    });

    it('splits on Unicode whitespace such as no-break and ideographic spaces', () => {
      expect(countWords('a\u00a0b\u2003c\u3000d\u2028e')).toBe(5);
    });

    it('counts a single word', () => {
      expect(countWords('abstract')).toBe(1);
    });

    it('counts punctuation-joined text as one word', () => {
      expect(countWords('state-of-the-art, e.g.')).toBe(2);
    });

    it('returns 0 for the empty string', () => {
      expect(countWords('')).toBe(0);
    });

    it('returns 0 for blank text', () => {
      expect(countWords(' \t\n\u00a0 ')).toBe(0);
    });

    it('returns 0 for null and undefined', () => {
      expect(countWords(null)).toBe(0);
      expect(countWords(undefined)).toBe(0);
    });
  });

  describe('properties', () => {
    it('counts n when n words are joined by arbitrary whitespace', () => {
      fc.assert(
        fc.property(
          fc.array(word, { maxLength: 20 }),
          whitespace,
          fc.option(whitespace, { nil: '' }),
          fc.option(whitespace, { nil: '' }),
          (words, separator, leading, trailing) => {
            expect(countWords(`${leading}${words.join(separator)}${trailing}`)).toBe(words.length);
          },
        ),
      );
    });

    it('never returns a negative or fractional number', () => {
      fc.assert(
        fc.property(fc.string(), (text) => {
          const count = countWords(text);
          expect(Number.isInteger(count) && count >= 0).toBe(true);
        }),
      );
    });
  });
});
