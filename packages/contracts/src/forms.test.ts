import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  NEW_PASSWORDS_DIFFER_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  registerFormSchema,
  resetPasswordFormSchema,
} from './forms';
import { PASSWORD_MIN_LENGTH } from './limits';

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

const registration = {
  name: 'Ada Author',
  email: ' Ada@Example.org ',
  password: 'a long enough passphrase',
  confirmPassword: 'a long enough passphrase',
  affiliation: '',
  orcid: '',
};

describe('registerFormSchema', () => {
  it('accepts a registration whose two passwords match, normalising the email', () => {
    const result = registerFormSchema.safeParse(registration);
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('ada@example.org');
  });

  it('says when the two passwords differ, under the second one', () => {
    const result = registerFormSchema.safeParse({
      ...registration,
      confirmPassword: 'another one',
    });
    expect(messagesOf(result)).toEqual({ confirmPassword: PASSWORDS_DIFFER_MESSAGE });
  });

  it('reports every problem at once, the differing copies included', () => {
    const result = registerFormSchema.safeParse({
      ...registration,
      name: '  ',
      email: 'not an address',
      password: 'short',
      confirmPassword: 'shorter',
    });
    expect(messagesOf(result)).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid email address, like name@example.org.',
      password: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
      confirmPassword: PASSWORDS_DIFFER_MESSAGE,
    });
  });

  it('asks for the second copy when it is left empty, with the rest of an empty form', () => {
    const empty = {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      affiliation: '',
      orcid: '',
    };
    expect(messagesOf(registerFormSchema.safeParse(empty))).toMatchObject({
      password: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
      confirmPassword: 'Type the password again.',
    });
  });

  it('asks for the second copy, not a match, when only the first is typed', () => {
    expect(
      messagesOf(registerFormSchema.safeParse({ ...registration, confirmPassword: '' })),
    ).toEqual({ confirmPassword: 'Type the password again.' });
  });

  it('asks for the second copy when it is missing', () => {
    const { confirmPassword: _, ...withoutCopy } = registration;
    expect(messagesOf(registerFormSchema.safeParse(withoutCopy))).toEqual({
      confirmPassword: 'Type the password again.',
    });
  });
});

describe('resetPasswordFormSchema', () => {
  it('needs the token and two matching new passwords', () => {
    const ok = {
      token: 'abc',
      password: 'a long enough passphrase',
      confirmPassword: 'a long enough passphrase',
    };
    expect(resetPasswordFormSchema.safeParse(ok).success).toBe(true);
    expect(messagesOf(resetPasswordFormSchema.safeParse({ ...ok, confirmPassword: 'x' }))).toEqual({
      confirmPassword: PASSWORDS_DIFFER_MESSAGE,
    });
    expect(messagesOf(resetPasswordFormSchema.safeParse({ ...ok, token: '' }))).toEqual({
      token: 'The reset link is incomplete; open the link from the email again.',
    });
  });
});

describe('changePasswordFormSchema', () => {
  it('compares the new password with its copy, in its own words', () => {
    const form = {
      currentPassword: 'old one',
      newPassword: 'a new passphrase',
      confirmPassword: 'a new passphrase!',
    };
    expect(messagesOf(changePasswordFormSchema.safeParse(form))).toEqual({
      confirmPassword: NEW_PASSWORDS_DIFFER_MESSAGE,
    });
    expect(
      changePasswordFormSchema.safeParse({ ...form, confirmPassword: form.newPassword }).success,
    ).toBe(true);
  });
});
