import { describe, expect, it } from 'vitest';
import {
  confirmRegistrationBodySchema,
  emailSchema,
  newPasswordSchema,
  registerBodySchema,
  registerResponseSchema,
  signInResponseSchema,
} from './auth';

describe('emailSchema', () => {
  it('trims and lower-cases the address', () => {
    expect(emailSchema.parse('  Ada@Example.ORG ')).toBe('ada@example.org');
  });

  it.each(['', 'ada', 'ada@', '@example.org', 'ada@example', 'a b@example.org'])(
    'rejects %j',
    (email) => {
      expect(emailSchema.safeParse(email).success).toBe(false);
    },
  );

  it('rejects addresses longer than 254 characters', () => {
    expect(emailSchema.safeParse(`${'a'.repeat(250)}@example.org`).success).toBe(false);
  });
});

describe('newPasswordSchema', () => {
  it('keeps the password exactly as typed, spaces included', () => {
    expect(newPasswordSchema.parse('  spaced out passphrase  ')).toBe('  spaced out passphrase  ');
  });

  it('accepts 10 to 200 characters only', () => {
    expect(newPasswordSchema.safeParse('x'.repeat(9)).success).toBe(false);
    expect(newPasswordSchema.safeParse('x'.repeat(10)).success).toBe(true);
    expect(newPasswordSchema.safeParse('x'.repeat(200)).success).toBe(true);
    expect(newPasswordSchema.safeParse('x'.repeat(201)).success).toBe(false);
  });
});

describe('registerBodySchema', () => {
  it('drops a role sent by the client', () => {
    const parsed = registerBodySchema.parse({
      name: 'Ada',
      email: 'ada@example.org',
      password: 'a long enough passphrase',
      role: 'admin',
    });
    expect(parsed).not.toHaveProperty('role');
  });

  it('names the missing fields in plain words', () => {
    const result = registerBodySchema.safeParse({});
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter your name.',
      'Enter your email address.',
      'Choose a password.',
    ]);
  });
});

describe('signInResponseSchema', () => {
  it('requires the token to be a non-empty string at /token', () => {
    const session = {
      user: {
        id: 1,
        email: 'ada@example.org',
        name: 'Ada',
        role: 'author',
        affiliation: null,
        orcid: null,
        bio: null,
        avatarUrl: null,
        journals: [],
      },
      expiresAt: '2030-01-01T00:00:00.000Z',
    };
    expect(signInResponseSchema.safeParse({ ...session, token: 'abc' }).success).toBe(true);
    expect(signInResponseSchema.safeParse({ ...session, token: 42 }).success).toBe(false);
    expect(signInResponseSchema.safeParse({ ...session, token: '' }).success).toBe(false);
  });
});

describe('confirmRegistrationBodySchema', () => {
  it('takes the token from the mailed link', () => {
    expect(confirmRegistrationBodySchema.parse({ token: 'abc_DEF-123' })).toEqual({
      token: 'abc_DEF-123',
    });
  });

  it.each([{}, { token: '' }])('explains a missing token (%j)', (body) => {
    expect(confirmRegistrationBodySchema.safeParse(body).error?.issues[0]?.message).toBe(
      'The confirmation link is incomplete; open the link from the email again.',
    );
  });

  it('calls an overlong token invalid', () => {
    expect(
      confirmRegistrationBodySchema.safeParse({ token: 'x'.repeat(201) }).error?.issues[0]?.message,
    ).toBe('This confirmation link is invalid or has expired. Please register again.');
  });
});

describe('registerResponseSchema', () => {
  it('is a message, never the account (it exists only once the link is confirmed)', () => {
    expect(registerResponseSchema.parse({ message: 'Check your inbox' })).toEqual({
      message: 'Check your inbox',
    });
    expect(registerResponseSchema.safeParse({ id: 1, email: 'ada@example.org' }).success).toBe(
      false,
    );
  });
});
