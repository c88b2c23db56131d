import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slugify';

describe('slugify', () => {
  it('lowercases and joins words with hyphens', () => {
    expect(slugify('Journal of Computational Ecology')).toBe('journal-of-computational-ecology');
  });

  it('folds diacritics and subscripts to ASCII', () => {
    expect(slugify('Zoë’s CO₂ Study: Part II')).toBe('zoes-co2-study-part-ii');
  });

  it('drops HTML tags and punctuation', () => {
    expect(slugify('CO<sub>2</sub> uptake — a review!')).toBe('co-2-uptake-a-review');
  });

  it('cuts long titles at a word boundary within 80 characters', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.endsWith('word')).toBe(true);
  });

  it('never returns an empty slug', () => {
    expect(slugify('¿¡…!?')).toBe('untitled');
  });
});

describe('uniqueSlug', () => {
  it('returns the plain slug when it is free', () => {
    expect(uniqueSlug('Editorial', new Set())).toBe('editorial');
  });

  it('appends a counter when the slug is taken', () => {
    const taken = new Set<string>();
    expect([
      uniqueSlug('Editorial', taken),
      uniqueSlug('Editorial', taken),
      uniqueSlug('Editorial!', taken),
    ]).toEqual(['editorial', 'editorial-2', 'editorial-3']);
  });
});
