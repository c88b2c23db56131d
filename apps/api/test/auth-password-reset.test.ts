import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundTasksOf } from '../src/auth/background-tasks';
import { hashToken } from '../src/auth/tokens';
import { passwordResets } from '../src/db/schema';
import { bearer, createAccount, signIn } from './auth-fixtures';
import { createTestApp, type TestApp } from './test-app';

const REQUESTED = {
  message: 'If an account exists for this email, we have sent a link to reset the password.',
};
const INVALID = 'This reset link is invalid or has expired.';
const NEW_PASSWORD = 'a brand new passphrase';

describe('forgot and reset password', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ authRateLimitPerMinute: 1_000 });
    await createAccount(testApp, { email: 'forgetful@example.org', name: 'For Getful' });
  });
  afterAll(() => testApp.close());

  async function forgot(email: string, headers: Record<string, string> = {}) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      headers,
    });
    await backgroundTasksOf(testApp.context).settled();
    return response;
  }

  function reset(token: unknown, password: unknown = NEW_PASSWORD) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password },
    });
  }

  /** Requests a reset for the account and returns the token from the mailed link. */
  async function mailedToken(email = 'forgetful@example.org'): Promise<string> {
    const before = testApp.mailer.sent.length;
    await forgot(email);
    const mail = testApp.mailer.sent[before];
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error('no reset link was mailed');
    return new URL(link).searchParams.get('token') ?? '';
  }

  describe('POST /api/auth/forgot-password', () => {
    it('answers an existing and an unknown email identically (202, same body)', async () => {
      const existing = await forgot('forgetful@example.org');
      const unknown = await forgot('stranger@example.org');
      expect(existing.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(existing.json()).toEqual(REQUESTED);
      expect(unknown.body).toBe(existing.body);
      expect(unknown.headers['content-type']).toBe(existing.headers['content-type']);
    });

    it('mails nothing for an unknown email', async () => {
      const before = testApp.mailer.sent.length;
      await forgot('stranger@example.org');
      expect(testApp.mailer.sent.length).toBe(before);
    });

    it('mails a reset link on the configured web origin, whatever the Host header says', async () => {
      const before = testApp.mailer.sent.length;
      await forgot('FORGETFUL@example.org', {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      });
      const mail = testApp.mailer.sent[before];
      expect(mail?.to).toBe('forgetful@example.org');
      expect(mail?.subject).toBe('Reset your Quire password');
      const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? 'x:');
      expect(link.origin).toBe(testApp.context.config.webOrigin);
      expect(link.pathname).toBe('/auth/reset-password');
      expect(mail?.text).not.toContain('evil.example');
    });

    it('stores only the hash of a token of at least 128 bits, expiring as configured', async () => {
      const token = await mailedToken();
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
      const [plain] = await testApp.context.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, token));
      expect(plain).toBeUndefined();
      const [row] = await testApp.context.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, hashToken(token)));
      const ttl = (row?.expiresAt.getTime() ?? 0) - Date.now();
      expect(ttl).toBeGreaterThan(testApp.context.config.passwordResetTtlMs - 60_000);
      expect(ttl).toBeLessThanOrEqual(testApp.context.config.passwordResetTtlMs);
    });

    it('mails at most five links an hour from one client to one address, answering the same', async () => {
      await createAccount(testApp, { email: 'bombed@example.org' });
      const before = testApp.mailer.sent.length;
      const answers = [];
      for (let request = 0; request < 7; request += 1)
        answers.push(await forgot('bombed@example.org'));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(202);
        expect(answer.body).toBe(answers[0]?.body);
      }
      expect(answers[0]?.json()).toEqual(REQUESTED);
      const mails = testApp.mailer.sent.slice(before);
      expect(mails.map((mail) => mail.to)).toEqual(new Array(5).fill('bombed@example.org'));
    });

    it('answers 400 for a malformed email', async () => {
      const response = await forgot('not an email');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        email: ['Enter a valid email address, like name@example.org.'],
      });
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('sets the new password: 200, the old one stops working, the new one signs in', async () => {
      await createAccount(testApp, { email: 'resetter@example.org' });
      const token = await mailedToken('resetter@example.org');
      const response = await reset(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Your password has been reset. Sign in with your new password.',
      });
      await expect(signIn(testApp, 'resetter@example.org')).rejects.toThrow(/401/);
      await expect(signIn(testApp, 'resetter@example.org', NEW_PASSWORD)).resolves.toEqual(
        expect.any(String),
      );
    });

    it('works once: a second use answers 400', async () => {
      await createAccount(testApp, { email: 'twice@example.org' });
      const token = await mailedToken('twice@example.org');
      expect((await reset(token)).statusCode).toBe(200);
      const second = await reset(token, 'yet another passphrase');
      expect(second.statusCode).toBe(400);
      expect(second.json()).toEqual({ message: INVALID, errors: { token: [INVALID] } });
      await expect(signIn(testApp, 'twice@example.org', NEW_PASSWORD)).resolves.toBeTruthy();
    });

    it('answers 400 with the same message for an expired token', async () => {
      await createAccount(testApp, { email: 'late@example.org' });
      const token = await mailedToken('late@example.org');
      await testApp.context.db
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(passwordResets.tokenHash, hashToken(token)));
      const response = await reset(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(INVALID);
      await expect(signIn(testApp, 'late@example.org')).resolves.toBeTruthy();
    });

    it.each([
      ['an unknown token', 'never-issued-token-000000000000000000000000'],
      ['SQL in the token', "' OR '1'='1"],
    ])('answers 400 with the same message for %s', async (_label, token) => {
      const response = await reset(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(INVALID);
    });

    it('revokes every session of the user', async () => {
      await createAccount(testApp, { email: 'many-devices@example.org' });
      const phone = await signIn(testApp, 'many-devices@example.org');
      const laptop = await signIn(testApp, 'many-devices@example.org');
      const token = await mailedToken('many-devices@example.org');
      expect((await reset(token)).statusCode).toBe(200);
      for (const session of [phone, laptop]) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: '/api/auth/session',
          headers: bearer(session),
        });
        expect(response.statusCode).toBe(401);
      }
    });

    it('invalidates older links once one of them is used', async () => {
      await createAccount(testApp, { email: 'two-links@example.org' });
      const older = await mailedToken('two-links@example.org');
      const newer = await mailedToken('two-links@example.org');
      expect((await reset(newer)).statusCode).toBe(200);
      expect((await reset(older, 'sneaky second reset')).statusCode).toBe(400);
    });

    it('refuses a common password without spending the token', async () => {
      await createAccount(testApp, { email: 'weak-choice@example.org' });
      const token = await mailedToken('weak-choice@example.org');
      const weak = await reset(token, 'password123');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors.password[0]).toMatch(/too common/);
      expect((await reset(token)).statusCode).toBe(200);
    });

    it('answers 400 with field errors for a missing token and a short password', async () => {
      const response = await reset(undefined, 'short');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        token: ['The reset link is incomplete; open the link from the email again.'],
        password: ['Use at least 10 characters.'],
      });
    });

    it('runs at most four queries', async () => {
      await createAccount(testApp, { email: 'counted-reset@example.org' });
      const token = await mailedToken('counted-reset@example.org');
      const response = await reset(token);
      expect(response.statusCode).toBe(200);
      // Spend the token, set the password, read the address, and queue the security notice as a
      // durable job (its row and the wake-up of idle nodes, in one statement): a crash loses no mail.
      expect(Number(response.headers['x-query-count'])).toBeLessThanOrEqual(4);
    });
  });

  it('changes nothing until a link is used: the old password still signs in', async () => {
    expect(testApp.mailer.sent.some((mail) => mail.to === 'forgetful@example.org')).toBe(true);
    await expect(signIn(testApp, 'forgetful@example.org')).resolves.toEqual(expect.any(String));
  });
});
