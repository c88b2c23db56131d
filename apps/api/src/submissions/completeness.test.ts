import { describe, expect, it } from 'vitest';
import { type CompletenessInput, countWords, missingForSubmit } from './completeness';

const complete: CompletenessInput = {
  journalId: 1,
  title: 'On quiet numbers',
  abstract: 'Quiet numbers are numbers that say little.',
  keywords: ['numbers'],
  authors: [{ corresponding: true }, { corresponding: false }],
  declarations: { originality: true, licence: true, privacy: true },
  hasManuscript: true,
};

describe('countWords', () => {
  it('splits on any whitespace and ignores runs of it', () => {
    expect(countWords('  one\ttwo\n\nthree  ')).toBe(3);
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
  });
});

describe('missingForSubmit', () => {
  it('finds nothing missing in a complete submission', () => {
    expect(missingForSubmit(complete, 300)).toEqual({});
  });

  it('names every missing field of an empty draft', () => {
    const errors = missingForSubmit(
      {
        journalId: null,
        title: null,
        abstract: '  ',
        keywords: [],
        authors: [],
        declarations: { originality: false, licence: true, privacy: true },
        hasManuscript: false,
      },
      300,
    );
    expect(Object.keys(errors).sort()).toEqual([
      'abstract',
      'authors',
      'declarations',
      'journalId',
      'keywords',
      'manuscript',
      'title',
    ]);
  });

  it('refuses an abstract over the word limit and accepts one at it', () => {
    expect(missingForSubmit({ ...complete, abstract: 'a b c d' }, 3).abstract).toEqual([
      'The abstract has 4 words; shorten it to at most 3.',
    ]);
    expect(missingForSubmit({ ...complete, abstract: 'a b c' }, 3)).toEqual({});
  });

  it('needs exactly one corresponding author', () => {
    const none = [{ corresponding: false }];
    const two = [{ corresponding: true }, { corresponding: true }];
    expect(missingForSubmit({ ...complete, authors: none }, 300).authors).toHaveLength(1);
    expect(missingForSubmit({ ...complete, authors: two }, 300).authors).toHaveLength(1);
  });
});
