import { describe, expect, it } from 'vitest';
import { citationQuerySchema } from './article';

describe('citationQuerySchema', () => {
  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    [undefined, false],
  ])('reads download=%s as %s', (download, expected) => {
    expect(citationQuerySchema.parse({ format: 'ris', download }).download).toBe(expected);
  });

  it('requires a known format', () => {
    expect(citationQuerySchema.safeParse({ format: 'word' }).error?.issues[0]?.message).toBe(
      'Choose a citation format: bibtex, ris or apa.',
    );
  });
});
