import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/session';
import { hashToken } from '../src/auth/tokens';
import { sessions } from '../src/db/schema';
import { bearer, browserHeaders, createAccount, GOOD_PASSWORD, signIn } from './auth-fixtures';
import { createTestApp, type TestApp } from './test-app';

const BAD_CREDENTIALS = { message: 'The email or password is incorrect.' };

describe('sign-in, session and sign-out', () => {
  let testApp: TestApp;
  let userId: number;

  beforeAll(async () => {
    testApp = await createTestApp({ authRateLimitPerMinute: 1_000 });
    userId = await createAccount(testApp, { email: 'reader@example.org', name: 'Rea Der' });
  });
  afterAll(() => testApp.close());

  function login(payload: object, headers: Record<string, string> = {}) {
    return testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
  }

  function session(headers: Record<string, string> = {}, cookies: Record<string, string> = {}) {
    return testApp.app.inject({ method: 'GET', url: '/api/auth/session', headers, cookies });
  }

  describe('POST /api/auth/login', () => {
    it('answers 200 with the token at /token, the user and the expiry', async () => {
      const response = await login(
        { email: 'reader@example.org', password: GOOD_PASSWORD },
        { 'user-agent': 'vitest-browser/1.0' },
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(typeof body.token).toBe('string');
      expect(body.token.length).toBeGreaterThanOrEqual(43);
      expect(body.user).toEqual({
        id: userId,
        email: 'reader@example.org',
        name: 'Rea Der',
        role: 'author',
        affiliation: null,
        orcid: null,
        bio: null,
        avatarUrl: null,
        journals: [],
      });
      const ttl = Date.parse(body.expiresAt) - Date.now();
      expect(ttl).toBeGreaterThan(testApp.context.config.sessionTtlMs - 60_000);
      expect(ttl).toBeLessThanOrEqual(testApp.context.config.sessionTtlMs);
    });

    it('sets the HttpOnly, SameSite=Lax session cookie for the whole site', async () => {
      const response = await login({ email: 'reader@example.org', password: GOOD_PASSWORD });
      const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
      expect(cookie).toMatchObject({
        value: response.json().token,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: testApp.context.config.sessionTtlMs / 1000,
      });
      expect(cookie?.secure).toBeFalsy();
    });

    it('stores the session hashed, with its expiry and user agent', async () => {
      const response = await login(
        { email: 'READER@example.org', password: GOOD_PASSWORD },
        { 'user-agent': 'hash-check-agent' },
      );
      const token: string = response.json().token;
      const [raw] = await testApp.context.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, token));
      expect(raw).toBeUndefined();
      const [row] = await testApp.context.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect(row).toMatchObject({ userId, userAgent: 'hash-check-agent', revokedAt: null });
      expect(row?.expiresAt.toISOString()).toBe(response.json().expiresAt);
    });

    it('answers a wrong password and an unknown email with the same 401', async () => {
      const wrongPassword = await login({
        email: 'reader@example.org',
        password: 'not the password',
      });
      const unknownEmail = await login({ email: 'nobody@example.org', password: GOOD_PASSWORD });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(BAD_CREDENTIALS);
      expect(unknownEmail.json()).toEqual(BAD_CREDENTIALS);
      expect(wrongPassword.cookies).toEqual([]);
      expect(unknownEmail.cookies).toEqual([]);
    });

    it('takes comparable time for an unknown email and a wrong password (decoy hash)', async () => {
      const time = async (email: string) => {
        const started = performance.now();
        await login({ email, password: 'not the password' });
        return performance.now() - started;
      };
      await time('warm-up@example.org');
      const unknown: number[] = [];
      const known: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        unknown.push(await time('nobody@example.org'));
        known.push(await time('reader@example.org'));
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
      // Without the decoy an unknown email answers in ~1 ms against ~20+ ms of hashing.
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
    });

    it('answers 400 with field errors for a missing password and a malformed email', async () => {
      const response = await login({ email: 'nope' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        email: ['Enter a valid email address, like name@example.org.'],
        password: ['Enter your password.'],
      });
    });

    it('runs at most two queries', async () => {
      const response = await login({ email: 'reader@example.org', password: GOOD_PASSWORD });
      expect(Number(response.headers['x-query-count'])).toBeLessThanOrEqual(2);
    });
  });

  it('documents every auth endpoint, and where the token is, in the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = response.json().paths;
    for (const path of [
      'register',
      'confirm-registration',
      'login',
      'session',
      'logout',
      'forgot-password',
      'reset-password',
      'change-password',
    ]) {
      expect(paths).toHaveProperty(`/api/auth/${path}`);
    }
    expect(paths['/api/auth/login'].post.summary).toContain('JSON pointer `/token`');
  });

  describe('GET /api/auth/session', () => {
    let token: string;

    beforeAll(async () => {
      token = await signIn(testApp, 'reader@example.org');
    });

    it('answers the user and expiry for a bearer token', async () => {
      const response = await session(bearer(token));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        user: expect.objectContaining({ id: userId, email: 'reader@example.org', role: 'author' }),
        expiresAt: expect.any(String),
      });
      expect(Number(response.headers['x-query-count'])).toBeLessThanOrEqual(2);
    });

    it('answers the same for the session cookie', async () => {
      const response = await session({}, { [SESSION_COOKIE]: token });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.id).toBe(userId);
    });

    it('answers 401 without a token', async () => {
      const response = await session();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please sign in to continue.' });
    });

    it.each([
      ['a forged token', 'forged-token-that-was-never-issued-0000000000'],
      ['an oversized token', 'x'.repeat(5_000)],
      ['a token with SQL in it', "' OR 1=1 --"],
    ])('answers 401 for %s', async (_label, forged) => {
      expect((await session(bearer(forged))).statusCode).toBe(401);
      expect((await session({}, { [SESSION_COOKIE]: forged })).statusCode).toBe(401);
    });

    it('answers 401 for a malformed Authorization header even with a valid cookie', async () => {
      const response = await session({ authorization: 'Basic abc' }, { [SESSION_COOKIE]: token });
      expect(response.statusCode).toBe(401);
    });

    it('answers 401 once the session has expired', async () => {
      const expiring = await signIn(testApp, 'reader@example.org');
      expect((await session(bearer(expiring))).statusCode).toBe(200);
      // Just past the session's lifetime (the node has just read it live and may reuse that).
      const later = Date.now() + testApp.context.config.sessionTtlMs + 60_000;
      vi.useFakeTimers({ toFake: ['Date'], now: later });
      try {
        expect((await session(bearer(expiring))).statusCode).toBe(401);
      } finally {
        vi.useRealTimers();
      }
    });

    it('answers 401 for a revoked session', async () => {
      const revoked = await signIn(testApp, 'reader@example.org');
      await testApp.context.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, hashToken(revoked)));
      expect((await session(bearer(revoked))).statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/logout', () => {
    function logout(headers: Record<string, string> = {}, cookies: Record<string, string> = {}) {
      return testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers, cookies });
    }

    it('revokes a bearer session: 204, then the token no longer works', async () => {
      const token = await signIn(testApp, 'reader@example.org');
      const response = await logout(bearer(token));
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await session(bearer(token))).statusCode).toBe(401);
      const [row] = await testApp.context.db
        .select({ revokedAt: sessions.revokedAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect(row?.revokedAt).toBeInstanceOf(Date);
    });

    it('revokes a cookie session and clears the cookie', async () => {
      const token = await signIn(testApp, 'reader@example.org');
      const response = await logout(browserHeaders(testApp), { [SESSION_COOKIE]: token });
      expect(response.statusCode).toBe(204);
      const cleared = response.cookies.find((item) => item.name === SESSION_COOKIE);
      expect(cleared?.value).toBe('');
      expect(cleared?.httpOnly).toBe(true);
      expect(new Date(cleared?.expires ?? Date.now()).getTime()).toBeLessThan(Date.now());
      expect((await session({}, { [SESSION_COOKIE]: token })).statusCode).toBe(401);
    });

    it('leaves the user signed in on other sessions', async () => {
      const kept = await signIn(testApp, 'reader@example.org');
      const ended = await signIn(testApp, 'reader@example.org');
      await logout(bearer(ended));
      expect((await session(bearer(kept))).statusCode).toBe(200);
    });

    it('answers 204 without a session too (signing out twice is not an error)', async () => {
      const token = await signIn(testApp, 'reader@example.org');
      await logout(bearer(token));
      expect((await logout(bearer(token))).statusCode).toBe(204);
      expect((await logout()).statusCode).toBe(204);
    });
  });
});
