import { describe, expect, it } from 'vitest';
import { pathIdSchema } from './fields';
import { idSchema, slugSchema } from './params';

describe('slugSchema', () => {
  it.each(['quiet-math', "' OR 1=1 --", 'ünïcode-😀'])('accepts any printable text: %s', (slug) => {
    expect(slugSchema.parse(slug)).toBe(slug);
  });

  it.each(['', 'a\u0000b', 'line\nbreak', 'x'.repeat(201)])('refuses %j', (slug) => {
    expect(slugSchema.safeParse(slug).success).toBe(false);
  });
});

describe('idSchema', () => {
  it('coerces a path segment to a number', () => {
    expect(idSchema.parse('42')).toBe(42);
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648'])('refuses %s', (id) => {
    expect(idSchema.safeParse(id).success).toBe(false);
  });

  // `Number()` reads these as 16, 1000, 7, 7 and 7: an address must say the id in digits.
  it.each(['0x10', '1e3', '+7', ' 7', '7.0', '7 ', ''])(
    'refuses %j, which is not written in digits',
    (id) => {
      const parsed = idSchema.safeParse(id);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('This must be a number.');
    },
  );

  it('takes a number as it is', () => {
    expect(idSchema.parse(16)).toBe(16);
  });
});

describe('pathIdSchema', () => {
  it('reads digits and refuses hexadecimal or exponents with a readable message', () => {
    expect(pathIdSchema.parse('0016')).toBe(16);
    expect(pathIdSchema.safeParse('0x10').error?.issues[0]?.message).toBe(
      'The address must end in a number.',
    );
    expect(pathIdSchema.safeParse('1e3').success).toBe(false);
  });
});
