import { describe, expect, it } from 'vitest';
import { DOI_MAX_LENGTH, DOI_PATTERN, ORCID_INPUT_MAX_LENGTH, ORCID_PATTERN } from './identifiers';
import { publishSubmissionBodySchema } from './submission';

describe('identifier shapes and limits', () => {
  it('reads bare ORCID iDs and DOIs only', () => {
    expect(ORCID_PATTERN.test('0000-0002-1694-233X')).toBe(true);
    expect(ORCID_PATTERN.test('https://orcid.org/0000-0002-1694-233X')).toBe(false);
    expect(DOI_PATTERN.test('10.5555/jce.2026.6')).toBe(true);
    expect(DOI_PATTERN.test('doi:10.5555/jce.2026.6')).toBe(false);
  });

  it('lets an ORCID field take a pasted orcid.org link whole', () => {
    expect('https://www.orcid.org/0000-0002-1694-233X'.length).toBeLessThanOrEqual(
      ORCID_INPUT_MAX_LENGTH,
    );
  });

  it('refuses a DOI longer than the limit, with a message', () => {
    const at = (doi: string) => publishSubmissionBodySchema.safeParse({ issueId: 1, doi });
    const longest = `10.5555/${'a'.repeat(DOI_MAX_LENGTH - 8)}`;
    expect(at(longest).success).toBe(true);
    const refused = at(`${longest}a`);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      `A DOI has at most ${DOI_MAX_LENGTH} characters.`,
    );
  });
});
