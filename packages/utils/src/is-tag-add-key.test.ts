import { describe, expect, it } from 'vitest';
import { isTagAddKey, TAG_ADD_KEYS } from './is-tag-add-key';

describe('TAG_ADD_KEYS', () => {
  it('holds Enter, comma and space', () => {
    expect(TAG_ADD_KEYS).toEqual(['Enter', ',', ' ']);
  });
});

describe('isTagAddKey', () => {
  it.each(['Enter', ',', ' '])('accepts %o', (key) => {
    expect(isTagAddKey(key)).toBe(true);
  });

  it.each(['a', 'Tab', 'Backspace', 'enter', 'Spacebar', ''])('rejects %o', (key) => {
    expect(isTagAddKey(key)).toBe(false);
  });
});
