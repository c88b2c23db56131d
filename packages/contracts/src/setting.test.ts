import { describe, expect, it } from 'vitest';
import { SETTING_KEYS, settingValue } from './setting';

describe('settingValue', () => {
  const settings = [
    { key: 'site_name', value: 'Quire' },
    { key: SETTING_KEYS.defaultAvatar, value: 'uploads/avatars/default.svg' },
  ];

  it('finds a value by key', () => {
    expect(settingValue(settings, 'default_avatar')).toBe('uploads/avatars/default.svg');
  });

  it('is undefined for a missing key', () => {
    expect(settingValue(settings, 'missing')).toBeUndefined();
  });
});
