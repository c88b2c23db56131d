import { describe, expect, it } from 'vitest';
import {
  CITATION_FILE_FORMATS,
  CITATION_STYLES,
  citationFormatSchema,
  citationQuerySchema,
  citationStyleSchema,
} from './article';

describe('citationQuerySchema', () => {
  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    [undefined, false],
  ])('reads download=%s as %s', (download, expected) => {
    expect(citationQuerySchema.parse({ format: 'ris', download }).download).toBe(expected);
  });

  it('accepts every style and every file format', () => {
    for (const format of [...CITATION_STYLES, ...CITATION_FILE_FORMATS]) {
      expect(citationFormatSchema.parse(format)).toBe(format);
    }
  });

  it('requires a known format, naming them all', () => {
    expect(citationQuerySchema.safeParse({ format: 'word' }).error?.issues[0]?.message).toBe(
      'Choose a citation format: apa, chicago, mla, harvard, vancouver, ieee, bibtex, ris or csl-json.',
    );
  });
});

describe('citationStyleSchema', () => {
  it('takes the six CSL styles only, not the file formats', () => {
    expect(CITATION_STYLES).toEqual(['apa', 'chicago', 'mla', 'harvard', 'vancouver', 'ieee']);
    expect(citationStyleSchema.safeParse('bibtex').error?.issues[0]?.message).toBe(
      'Choose a citation style: apa, chicago, mla, harvard, vancouver or ieee.',
    );
  });
});
