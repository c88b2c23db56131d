import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/session';
import { bearer, createAccount, GOOD_PASSWORD, signIn } from './auth-fixtures';
import { createTestApp, type TestApp } from './test-app';

const BLOCKED = {
  message: 'This request was blocked to protect your account (cross-site request).',
};
const FOREIGN = 'https://attacker.example';

describe('CSRF protection', () => {
  let testApp: TestApp;
  let webOrigin: string;

  beforeAll(async () => {
    testApp = await createTestApp({ authRateLimitPerMinute: 1_000 });
    webOrigin = testApp.context.config.webOrigin;
    await createAccount(testApp, { email: 'victim@example.org' });
  });
  afterAll(() => testApp.close());

  /** A cookie-authenticated sign-out: the cheapest state-changing request to probe with. */
  async function cookieLogout(token: string, headers: Record<string, string>) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers,
      cookies: { [SESSION_COOKIE]: token },
    });
  }

  async function stillSignedIn(token: string): Promise<boolean> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: { [SESSION_COOKIE]: token },
    });
    return response.statusCode === 200;
  }

  describe('a cookie-authenticated mutation', () => {
    it.each([
      ['without X-Requested-With', { origin: 'WEB' }],
      ['with a foreign Origin', { origin: FOREIGN, 'x-requested-with': 'quire' }],
      ['without Origin or Referer', { 'x-requested-with': 'quire' }],
      ['with a foreign Referer', { referer: `${FOREIGN}/page`, 'x-requested-with': 'quire' }],
      ['with a malformed Referer', { referer: 'not a url', 'x-requested-with': 'quire' }],
      ['with a wrong X-Requested-With', { origin: 'WEB', 'x-requested-with': 'XMLHttpRequest' }],
      ['with Origin: null', { origin: 'null', 'x-requested-with': 'quire' }],
    ])('is refused with 403 %s, and changes nothing', async (_label, raw) => {
      const token = await signIn(testApp, 'victim@example.org');
      const headers = Object.fromEntries(
        Object.entries(raw).map(([key, value]) => [key, value === 'WEB' ? webOrigin : value]),
      );
      const response = await cookieLogout(token, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(BLOCKED);
      expect(await stillSignedIn(token)).toBe(true);
    });

    it('is allowed with our Origin and X-Requested-With: quire', async () => {
      const token = await signIn(testApp, 'victim@example.org');
      const response = await cookieLogout(token, {
        origin: webOrigin,
        'x-requested-with': 'quire',
      });
      expect(response.statusCode).toBe(204);
      expect(await stillSignedIn(token)).toBe(false);
    });

    it('is allowed with our Referer when Origin is absent', async () => {
      const token = await signIn(testApp, 'victim@example.org');
      const response = await cookieLogout(token, {
        referer: `${webOrigin}/panel/account`,
        'x-requested-with': 'quire',
      });
      expect(response.statusCode).toBe(204);
    });

    it('is allowed from the backend origin (the API docs page)', async () => {
      const token = await signIn(testApp, 'victim@example.org');
      const response = await cookieLogout(token, {
        origin: new URL(testApp.context.config.backendUrl).origin,
        'x-requested-with': 'quire',
      });
      expect(response.statusCode).toBe(204);
    });

    it('protects change-password too (the check runs before the handler)', async () => {
      const token = await signIn(testApp, 'victim@example.org');
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: GOOD_PASSWORD, newPassword: 'attacker chosen password' },
        headers: { origin: FOREIGN },
        cookies: { [SESSION_COOKIE]: token },
      });
      expect(response.statusCode).toBe(403);
      await expect(signIn(testApp, 'victim@example.org')).resolves.toBeTruthy();
    });

    it('does not apply to safe methods: GET with the cookie needs no header', async () => {
      const token = await signIn(testApp, 'victim@example.org');
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { origin: FOREIGN },
        cookies: { [SESSION_COOKIE]: token },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('a bearer-authenticated mutation', () => {
    it('needs neither Origin nor X-Requested-With', async () => {
      const token = await signIn(testApp, 'victim@example.org');
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(204);
    });

    it('is not refused for a foreign Origin (a browser never adds the header by itself)', async () => {
      const token = await signIn(testApp, 'victim@example.org');
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...bearer(token), origin: FOREIGN },
      });
      expect(response.statusCode).toBe(204);
    });
  });

  describe('an anonymous request (login CSRF)', () => {
    function login(headers: Record<string, string>) {
      return testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'victim@example.org', password: GOOD_PASSWORD },
        headers,
      });
    }

    it('is refused with 403 when it declares a foreign Origin', async () => {
      const response = await login({ origin: FOREIGN });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(BLOCKED);
      expect(response.cookies).toEqual([]);
    });

    it('is allowed from our web origin without the custom header', async () => {
      expect((await login({ origin: webOrigin })).statusCode).toBe(200);
    });

    it('is allowed without Origin (server-side and non-browser clients)', async () => {
      expect((await login({})).statusCode).toBe(200);
    });
  });

  it('lets the web origin send X-Requested-With cross-origin (CORS preflight)', async () => {
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/logout',
      headers: {
        origin: webOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-requested-with',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(webOrigin);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers['access-control-allow-headers'])).toContain('x-requested-with');
  });
});
