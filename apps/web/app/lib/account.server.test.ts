import { describe, expect, it } from 'vitest';
import { avatarMaxBytes, DEFAULT_AVATAR_MAX_BYTES } from './account.server';

describe('avatarMaxBytes', () => {
  it('reads AVATAR_MAX_BYTES like the API does', () => {
    expect(avatarMaxBytes({ AVATAR_MAX_BYTES: '500000' })).toBe(500_000);
  });

  it.each([undefined, '', 'two megabytes', '-5', '0', '1.5'])(
    'falls back to 2 MiB for %s',
    (value) => {
      expect(avatarMaxBytes({ AVATAR_MAX_BYTES: value })).toBe(DEFAULT_AVATAR_MAX_BYTES);
    },
  );
});
