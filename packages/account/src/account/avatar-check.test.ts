import { describe, expect, it } from 'vitest';
import { fieldName } from '../lib/account';
import { ACCOUNT_TEXTS } from '../texts';
import { checkAvatarFile } from './avatar-check';

const rules = { extensions: ['png', 'jpg', 'jpeg', 'webp', 'gif'], maxBytes: 2 * 1024 * 1024 };

describe('checkAvatarFile', () => {
  it.each(['me.png', 'ME.JPG', 'photo.jpeg', 'a.b.webp', 'anim.gif'])('accepts %s', (name) => {
    expect(checkAvatarFile({ name, size: 1200 }, rules)).toBeNull();
  });

  it.each(['cv.pdf', 'image.svg', 'png', 'noextension', 'archive.png.zip', ''])(
    'refuses %s by its type, naming the accepted ones',
    (name) => {
      expect(checkAvatarFile({ name, size: 1200 }, rules)).toBe(
        'Choose a PNG, JPG, JPEG, WEBP, GIF image.',
      );
    },
  );

  it('refuses an empty file', () => {
    expect(checkAvatarFile({ name: 'me.png', size: 0 }, rules)).toBe(ACCOUNT_TEXTS.avatarMissing);
  });

  it('accepts exactly the limit and refuses a byte more, stating the limit', () => {
    expect(checkAvatarFile({ name: 'me.png', size: rules.maxBytes }, rules)).toBeNull();
    expect(checkAvatarFile({ name: 'me.png', size: rules.maxBytes + 1 }, rules)).toBe(
      'The image is larger than the 2.00 MB limit.',
    );
  });
});

describe('fieldName', () => {
  it('prefixes a field with its section, so forms sharing a field keep unique ids', () => {
    expect(fieldName('email', 'currentPassword')).toBe('email-currentPassword');
    expect(fieldName('delete', 'currentPassword')).not.toBe(
      fieldName('password', 'currentPassword'),
    );
  });
});
