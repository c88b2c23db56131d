import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/session';
import { bearer, browserHeaders, createAccount, GOOD_PASSWORD, signIn } from './auth-fixtures';
import { createTestApp, type TestApp } from './test-app';

const NEW_PASSWORD = 'an entirely different passphrase';

describe('POST /api/auth/change-password', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ authRateLimitPerMinute: 1_000 });
  });
  afterAll(() => testApp.close());

  function change(payload: object, headers: Record<string, string> = {}, cookies = {}) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload,
      headers,
      cookies,
    });
  }

  async function sessionStatus(token: string): Promise<number> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: bearer(token),
    });
    return response.statusCode;
  }

  it('answers 401 when signed out', async () => {
    const response = await change({ currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
  });

  describe('with a wrong current password', () => {
    it('answers 400 with a field error on currentPassword and keeps the password', async () => {
      await createAccount(testApp, { email: 'wrong-current@example.org' });
      const token = await signIn(testApp, 'wrong-current@example.org');
      const response = await change(
        { currentPassword: 'not my password', newPassword: NEW_PASSWORD },
        bearer(token),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The current password is incorrect.',
        errors: { currentPassword: ['The current password is incorrect.'] },
      });
      await expect(signIn(testApp, 'wrong-current@example.org')).resolves.toBeTruthy();
    });
  });

  describe('with the right current password', () => {
    let current: string;
    let other: string;
    let response: Awaited<ReturnType<typeof change>>;

    beforeAll(async () => {
      await createAccount(testApp, { email: 'changer@example.org' });
      other = await signIn(testApp, 'changer@example.org');
      current = await signIn(testApp, 'changer@example.org');
      response = await change(
        { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
        browserHeaders(testApp),
        { [SESSION_COOKIE]: current },
      );
    });

    it('answers 200 with a confirmation', () => {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Your password has been changed. Other devices have been signed out.',
      });
    });

    it('keeps the current session', async () => {
      expect(await sessionStatus(current)).toBe(200);
    });

    it('revokes every other session', async () => {
      expect(await sessionStatus(other)).toBe(401);
    });

    it('makes the new password the one that signs in', async () => {
      await expect(signIn(testApp, 'changer@example.org')).rejects.toThrow(/401/);
      await expect(signIn(testApp, 'changer@example.org', NEW_PASSWORD)).resolves.toBeTruthy();
    });

    it('runs at most four queries', () => {
      // The session, the current password, the new one with the other sessions revoked, and the
      // security notice queued as a durable job (its row and the wake-up, in one statement).
      expect(Number(response.headers['x-query-count'])).toBeLessThanOrEqual(4);
    });
  });

  describe('invalid new passwords', () => {
    let token: string;

    beforeAll(async () => {
      await createAccount(testApp, { email: 'picky@example.org' });
      token = await signIn(testApp, 'picky@example.org');
    });

    it('refuses the current password as the new one', async () => {
      const response = await change(
        { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD },
        bearer(token),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        newPassword: ['Choose a password different from your current one.'],
      });
    });

    it('refuses a common password', async () => {
      const response = await change(
        { currentPassword: GOOD_PASSWORD, newPassword: 'qwerty123456' },
        bearer(token),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.newPassword[0]).toMatch(/too common/);
    });

    it('answers 400 with field errors for missing fields', async () => {
      const response = await change({}, bearer(token));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        currentPassword: ['Enter your password.'],
        newPassword: ['Choose a password.'],
      });
    });

    it('answers 400 for a new password under 10 characters', async () => {
      const response = await change(
        { currentPassword: GOOD_PASSWORD, newPassword: 'short' },
        bearer(token),
      );
      expect(response.json().errors).toEqual({ newPassword: ['Use at least 10 characters.'] });
    });
  });
});
