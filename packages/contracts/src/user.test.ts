import { describe, expect, it } from 'vitest';
import { hasValidOrcidChecksum } from './identifiers';
import { orcidSchema } from './user';

describe('hasValidOrcidChecksum', () => {
  it.each(['0000-0002-1825-0097', '0000-0001-5109-3700', '0000-0002-1694-233X'])(
    'accepts the valid iD %s',
    (orcid) => {
      expect(hasValidOrcidChecksum(orcid)).toBe(true);
    },
  );

  it.each(['0000-0002-1825-0098', '0000-0001-5109-3701', '0000-0002-1694-2330'])(
    'rejects %s, whose check digit is wrong',
    (orcid) => {
      expect(hasValidOrcidChecksum(orcid)).toBe(false);
    },
  );
});

describe('orcidSchema', () => {
  it('trims and upper-cases the check character', () => {
    expect(orcidSchema.parse(' 0000-0002-1694-233x ')).toBe('0000-0002-1694-233X');
  });

  it('explains the expected shape for a URL or a malformed iD', () => {
    const result = orcidSchema.safeParse('https://orcid.org/0000-0002-1825-0097');
    expect(result.error?.issues[0]?.message).toBe('Enter an ORCID iD like 0000-0002-1825-0097.');
  });

  it('reports a typo when only the check digit is wrong', () => {
    const result = orcidSchema.safeParse('0000-0002-1825-0098');
    expect(result.error?.issues[0]?.message).toMatch(/check digit/);
  });
});
