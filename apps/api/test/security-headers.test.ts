import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_HELMET_OPTIONS, securityHeadersOf } from '../src/http/security-headers';
import { bearer, createAccount, signIn } from './auth-fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('security headers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('works out helmet’s headers for the API once: a locked-down CSP and no framing', () => {
    const headers = securityHeadersOf(API_HELMET_OPTIONS);
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  it('follows the options it is given', () => {
    const headers = securityHeadersOf({ contentSecurityPolicy: false, xFrameOptions: false });
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(securityHeadersOf(API_HELMET_OPTIONS)['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends them on every answer: JSON, errors, unknown routes and preflights', async () => {
    const expected = securityHeadersOf(API_HELMET_OPTIONS);
    const answers = [
      await testApp.app.inject({ method: 'GET', url: '/health/live' }),
      await testApp.app.inject({ method: 'GET', url: '/api/journals/no-such-journal' }),
      await testApp.app.inject({ method: 'GET', url: '/no/route/here' }),
      await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: 'not json',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 404, 400]);
    for (const answer of answers) {
      for (const [name, value] of Object.entries(expected)) {
        expect(answer.headers[name], `${name} on ${answer.statusCode}`).toBe(value);
      }
    }
  });

  describe('caching of signed-in answers', () => {
    let token: string;

    beforeAll(async () => {
      await createAccount(testApp, { email: 'cache-reader@example.org' });
      token = await signIn(testApp, 'cache-reader@example.org');
    });

    it('marks the sign-in answer, which carries the new token, no-store', async () => {
      const answer = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'cache-reader@example.org', password: 'correct horse battery staple' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['set-cookie']).toBeDefined();
      expect(answer.headers['cache-control']).toBe('no-store');
    });

    it('marks every answer to a request with a bearer token or the session cookie no-store', async () => {
      const answers = [
        await testApp.app.inject({
          method: 'GET',
          url: '/api/user/messages',
          headers: bearer(token),
        }),
        await testApp.app.inject({
          method: 'GET',
          url: '/api/user/messages',
          cookies: { quire_session: token },
        }),
        // Refused or not: an answer to someone's credentials is nobody else's.
        await testApp.app.inject({
          method: 'GET',
          url: '/api/user/messages',
          headers: bearer('x'),
        }),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401]);
      for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    });

    it('leaves anonymous reads alone, and a route’s own Cache-Control wins', async () => {
      const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/journals' });
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.headers['cache-control']).toBeUndefined();
      // A public read revalidated by ETag says `no-cache`, signed in or not.
      const revalidated = await testApp.app.inject({
        method: 'GET',
        url: '/api/settings',
        headers: bearer(token),
      });
      expect(revalidated.statusCode).toBe(200);
      expect(revalidated.headers['cache-control']).toBe('no-cache');
    });
  });
});
