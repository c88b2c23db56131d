import { describe, expect, it } from 'vitest';
import { absoluteUrl, DESCRIPTION_MAX_LENGTH, documentTitle, metaDescription } from './seo.server';

describe('documentTitle', () => {
  it('joins the parts from the specific to the site name', () => {
    expect(documentTitle(['Article', 'Journal'], 'Quire')).toBe('Article — Journal — Quire');
  });

  it('leaves out empty parts', () => {
    expect(documentTitle([null, '', 'Journal', undefined], 'Quire')).toBe('Journal — Quire');
    expect(documentTitle([], 'Quire')).toBe('Quire');
  });
});

describe('metaDescription', () => {
  it('strips markup and decodes entities', () => {
    expect(metaDescription('<p>Caf&eacute; <strong>au</strong> lait</p>')).toBe('Café au lait');
  });

  it('drops script contents', () => {
    expect(metaDescription('<p>Safe</p><script>alert(1)</script>')).toBe('Safe');
  });

  it(`cuts long text at a word, within ${DESCRIPTION_MAX_LENGTH} characters`, () => {
    const text = metaDescription(`<p>${'word '.repeat(100)}</p>`);
    expect(Array.from(text).length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(text.endsWith('word…')).toBe(true);
  });

  it('is empty for nothing', () => {
    expect(metaDescription(null)).toBe('');
  });
});

describe('absoluteUrl', () => {
  it('prefixes the configured public origin', () => {
    expect(absoluteUrl('/news')).toMatch(/^https?:\/\/[^/]+\/news$/);
  });
});
