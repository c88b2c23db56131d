import { describe, expect, it } from 'vitest';
import { avatarMaxBytes, DEFAULT_AVATAR_MAX_BYTES, mailPreferencesFrom } from './account.server';

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

describe('mailPreferencesFrom', () => {
  const form = (fields: string[]) => {
    const data = new FormData();
    data.set('intent', 'notifications');
    for (const field of fields) data.set(field, 'on');
    return data;
  };

  it('turns a switch on exactly when its checkbox was ticked (sent)', () => {
    expect(
      mailPreferencesFrom(form(['notifications-decisions', 'notifications-publication'])),
    ).toEqual({ decisions: true, publication: true, editorial: false, discussions: false });
    expect(mailPreferencesFrom(form(['notifications-publication']))).toEqual({
      decisions: false,
      publication: true,
      editorial: false,
      discussions: false,
    });
    expect(mailPreferencesFrom(form([]))).toEqual({
      decisions: false,
      publication: false,
      editorial: false,
      discussions: false,
    });
    expect(mailPreferencesFrom(form(['notifications-discussions'])).discussions).toBe(true);
  });
});
