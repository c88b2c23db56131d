import { type ApiServer, freePort, startApiServer } from '@quire/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type WebServer } from './support/web-server';

// The API limits sign-in attempts per client IP. The web server signs visitors in on their
// behalf, so it must forward each visitor's IP (X-Forwarded-For) — or one visitor's typos would
// lock every visitor out. Its own API here: the shared one allows thousands of attempts a minute.
const LIMIT = 3;
let api: ApiServer;
/** Trusts X-Forwarded-For from its peer (as behind a load balancer): visitors are told apart. */
let behindProxy: WebServer;
/** Facing visitors directly: a visitor's own X-Forwarded-For must not buy fresh attempts. */
let direct: WebServer;
let attempt = 0;

beforeAll(async () => {
  const proxyPort = await freePort();
  api = await startApiServer({
    // The API's default TRUST_PROXY (loopback) trusts these web servers on the same host.
    env: { RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT) },
    readyTimeoutMs: 120_000,
  });
  behindProxy = await startWebServer({
    apiUrl: api.apiUrl,
    backendUrl: api.backendUrl,
    port: proxyPort,
    env: { TRUST_PROXY: 'loopback' },
  });
  direct = await startWebServer({ apiUrl: api.apiUrl, backendUrl: api.backendUrl });
});

afterAll(async () => {
  await behindProxy?.stop();
  await direct?.stop();
  await api?.stop();
});

/**
 * A no-JavaScript sign-in post with a wrong password; a new email each time, as the API also
 * limits attempts per account.
 */
async function signInAttempt(webUrl: string, forwardedFor: string): Promise<number> {
  attempt += 1;
  const response = await fetch(`${webUrl}/auth/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: webUrl,
      'X-Forwarded-For': forwardedFor,
    },
    body: new URLSearchParams({ email: `nobody-${attempt}@example.org`, password: 'wrong-pass' }),
    redirect: 'manual',
  });
  await response.body?.cancel();
  return response.status;
}

describe('client IP forwarding', () => {
  it('gives each visitor their own sign-in limit', async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      expect(await signInAttempt(behindProxy.url, '203.0.113.10')).not.toBe(429);
    }
    expect(await signInAttempt(behindProxy.url, '203.0.113.10')).toBe(429);
    // Another visitor through the same web server is not locked out.
    expect(await signInAttempt(behindProxy.url, '203.0.113.20')).not.toBe(429);
  });

  it('ignores a visitor-supplied X-Forwarded-For unless TRUST_PROXY says so', async () => {
    // Every attempt is the socket peer (127.0.0.1) whatever the header claims.
    for (let i = 0; i < LIMIT; i += 1) {
      expect(await signInAttempt(direct.url, `198.51.100.${i + 1}`)).not.toBe(429);
    }
    expect(await signInAttempt(direct.url, '198.51.100.99')).toBe(429);
  });
});
