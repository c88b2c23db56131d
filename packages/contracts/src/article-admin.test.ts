import { describe, expect, it } from 'vitest';
import { articleMetadataBodySchema } from './article-admin';

const valid = {
  title: 'A back-issue article',
  authors: [{ name: 'Ann Author' }],
  type: 'research-article',
  sectionId: null,
  license: 'cc-by-4.0',
};

describe('articleMetadataBodySchema', () => {
  it('takes an article with a name, a type and a licence, filling the rest', () => {
    const parsed = articleMetadataBodySchema.parse(valid);
    expect(parsed).toMatchObject({ keywords: [], language: 'en', receivedAt: null });
    expect(parsed.doi).toBeUndefined();
  });

  it.each(['1977-02-30', '1977-13-01', '1977-00-10', '77-1-2'])(
    'refuses %s as a date received, without throwing',
    (receivedAt) => {
      const result = articleMetadataBodySchema.safeParse({ ...valid, receivedAt });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['receivedAt']);
    },
  );

  it('refuses an author without a name and a malformed ORCID iD', () => {
    const result = articleMetadataBodySchema.safeParse({
      ...valid,
      authors: [{ name: ' ' }, { name: 'B', orcid: '0000-0000' }],
    });
    expect([...new Set(result.error?.issues.map((issue) => issue.path.join('.')))]).toEqual([
      'authors.0.name',
      'authors.1.orcid',
    ]);
  });
});
