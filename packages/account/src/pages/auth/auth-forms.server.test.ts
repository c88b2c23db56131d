// @vitest-environment node
import { PASSWORD_MIN_LENGTH } from '@quire/contracts';
import { contextForRequest } from '@quire/site/server';
import { describe, expect, it } from 'vitest';
import { forgotPasswordAction } from './forgot-password.server';
import { loginAction } from './login.server';
import { registerAction } from './register.server';
import { resetPasswordAction } from './reset-password.server';

// Each post here fails the contract, so the action answers before any API call: these run
// without an API (no session cookie either, so the guest guard asks nobody).
function post(path: string, fields: Record<string, string>) {
  const request = new Request(`http://site.test${path}`, {
    method: 'POST',
    headers: { Origin: 'http://site.test' },
    body: new URLSearchParams(fields),
  });
  const context = contextForRequest(request);
  return { request, url: new URL(request.url), pattern: path, params: {}, context } as Parameters<
    typeof loginAction
  >[0];
}

/** The answer of a failed form: its status and body (`data()` of React Router). */
/** A failed action's answer: its status and the data the form renders. */
function failureOf(answer: unknown): { status: number } & Record<string, unknown> {
  const { data, init } = answer as { data: Record<string, unknown>; init: { status: number } };
  return { status: init.status, ...data };
}

describe('loginAction', () => {
  it('answers 400 with the contract messages and keeps the email, never the password', async () => {
    const failure = failureOf(await loginAction(post('/auth/login', { email: 'nobody' })));
    expect(failure).toMatchObject({
      status: 400,
      email: 'nobody',
      fieldErrors: {
        email: ['Enter a valid email address, like name@example.org.'],
        password: ['Enter your password.'],
      },
    });
    expect(failure).not.toHaveProperty('password');
  });
});

describe('registerAction', () => {
  const registration = {
    name: 'Ada Author',
    email: 'ada@example.org',
    password: 'a long enough passphrase',
    confirmPassword: 'another passphrase',
    affiliation: 'Institute',
    orcid: '',
  };

  it('flags an empty "Confirm password" on the first submit of an empty form', async () => {
    const empty = {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      affiliation: '',
      orcid: '',
    };
    const failure = failureOf(await registerAction(post('/auth/reg', empty)));
    expect(failure.status).toBe(400);
    const fieldErrors = failure.fieldErrors as Record<string, string[]>;
    expect(Object.keys(fieldErrors).sort()).toEqual([
      'confirmPassword',
      'email',
      'name',
      'password',
    ]);
    expect(fieldErrors.confirmPassword).toEqual(['Type the password again.']);
  });

  it('says when the two passwords differ and echoes the other fields', async () => {
    const failure = failureOf(await registerAction(post('/auth/reg', registration)));
    expect(failure).toMatchObject({
      status: 400,
      message: 'The two passwords do not match.',
      fieldErrors: { confirmPassword: ['The two passwords do not match.'] },
      name: 'Ada Author',
      affiliation: 'Institute',
    });
  });

  it('states the contract password length and a bad ORCID iD together', async () => {
    const failure = failureOf(
      await registerAction(
        post('/auth/reg', {
          ...registration,
          password: 'short',
          confirmPassword: 'short',
          orcid: '1234',
        }),
      ),
    );
    expect(failure.status).toBe(400);
    expect(failure.message).toBe('Please correct the errors below.');
    const fieldErrors = failure.fieldErrors as Record<string, string[]>;
    expect(fieldErrors.password).toEqual([`Use at least ${PASSWORD_MIN_LENGTH} characters.`]);
    expect(fieldErrors.orcid?.length).toBeGreaterThan(0);
  });
});

describe('forgotPasswordAction', () => {
  it('refuses an address that is not one', async () => {
    const failure = failureOf(
      await forgotPasswordAction(post('/auth/forgot-password', { email: 'at@' })),
    );
    expect(failure).toMatchObject({ status: 400, email: 'at@' });
  });
});

describe('resetPasswordAction', () => {
  it('asks for the link when the token is missing', async () => {
    const failure = failureOf(
      await resetPasswordAction(
        post('/auth/reset-password', {
          password: 'a long enough passphrase',
          confirmPassword: 'a long enough passphrase',
        }),
      ),
    );
    expect(failure).toMatchObject({
      status: 400,
      fieldErrors: {
        token: ['The reset link is incomplete; open the link from the email again.'],
      },
    });
  });
});

describe('a post from another site', () => {
  it('is refused with 403 before anything is read', async () => {
    const request = new Request('http://site.test/auth/login', {
      method: 'POST',
      headers: { Origin: 'http://evil.test' },
      body: new URLSearchParams({ email: 'a@b.org', password: 'x' }),
    });
    await expect(
      loginAction({ request, params: {}, context: contextForRequest(request) } as never),
    ).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});
