import { describe, expect, it } from 'vitest';
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
});
