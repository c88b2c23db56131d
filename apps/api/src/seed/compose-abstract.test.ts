import { describe, expect, it } from 'vitest';
import { SECTION_KINDS } from './article-kinds';
import { pickArticleSlots } from './article-slots';
import {
  ABSTRACT_MAX_WORDS,
  ABSTRACT_MIN_WORDS,
  composeAbstract,
  countWords,
} from './compose-abstract';
import { composeTitle } from './compose-title';
import { CORPUS_VOCABULARIES } from './corpus-plan';
import { createPrng } from './prng';

describe('countWords', () => {
  it('counts visible words, not tags', () => {
    expect(countWords('<p>CO<sub>2</sub> uptake rose.</p><ul><li>one</li><li>two</li></ul>')).toBe(
      5,
    );
  });
});

describe('composeAbstract', () => {
  const prng = createPrng('abstract-test');
  const samples = CORPUS_VOCABULARIES.flatMap((vocabulary) =>
    SECTION_KINDS.flatMap(({ kind }) =>
      Array.from({ length: 40 }, () => {
        const slots = pickArticleSlots(prng, vocabulary, 2025);
        return composeAbstract(prng, vocabulary, kind, slots);
      }),
    ),
  );

  it('stays within 150–250 words for every discipline and article type', () => {
    for (const abstract of samples) {
      expect(countWords(abstract)).toBeGreaterThanOrEqual(ABSTRACT_MIN_WORDS);
      expect(countWords(abstract)).toBeLessThanOrEqual(ABSTRACT_MAX_WORDS);
    }
  });

  it('fills every slot and escapes no entity by accident', () => {
    for (const abstract of samples) {
      expect(abstract).not.toMatch(/[{}]/);
      expect(abstract).not.toMatch(/&(?!lt;|gt;|amp;)/);
    }
  });

  it('is made of well-formed paragraphs and lists', () => {
    for (const abstract of samples) {
      expect(abstract).toMatch(
        /^(<p>[^<]*(<(sub|sup|a)[^>]*>[^<]*<\/(sub|sup|a)>[^<]*)*<\/p>|<(ul|ol)>(<li>[^<]*<\/li>)+<\/(ul|ol)>)+$/,
      );
    }
  });

  it('varies in length', () => {
    const lengths = new Set(samples.map(countWords));
    expect(lengths.size).toBeGreaterThan(30);
  });
});

describe('composeTitle', () => {
  it('writes sentence-case titles, capitalised after a colon', () => {
    const prng = createPrng('title-test');
    const [vocabulary] = CORPUS_VOCABULARIES;
    if (!vocabulary) throw new Error('no vocabulary');
    for (let index = 0; index < 50; index += 1) {
      const title = composeTitle(prng, 'review-article', pickArticleSlots(prng, vocabulary, 2025));
      expect(title).toMatch(/^\p{Lu}/u);
      expect(title).not.toMatch(/: \p{Ll}/u);
      expect(title).not.toMatch(/[{}]/);
    }
  });
});
