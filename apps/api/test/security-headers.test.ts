import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_HELMET_OPTIONS, securityHeadersOf } from '../src/http/security-headers';
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
});
