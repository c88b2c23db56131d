import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundTasksOf } from '../src/auth/background-tasks';
import { bearer, createAccount, GOOD_PASSWORD } from './auth-fixtures';
import { createTestApp, type TestApp } from './test-app';

const LIMIT = 3;
const TOO_MANY = { message: 'Too many attempts. Please wait a minute and try again.' };

/** A client address of its own per call, so limits from other tests (and runs) never interfere. */
function randomIp(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

function randomEmail(): string {
  return `limited-${randomBytes(6).toString('hex')}@example.org`;
}

function post(testApp: TestApp, url: string, payload: object, ip: string) {
  return testApp.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });
}

function expectTooMany(response: Awaited<ReturnType<typeof post>>): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(TOO_MANY);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

/** The 429 of an account under attack: the wait is up to the failure window (15 minutes). */
function expectRefusedOnAccount(response: Awaited<ReturnType<typeof post>>): void {
  expect(response.statusCode).toBe(429);
  expect(response.json().message).toMatch(
    /^Too many attempts\. Please wait (a minute|\d+ minutes) and try again\.$/,
  );
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

/** Wrong passwords for `email`, each from a fresh IP; returns those IPs. */
async function failFromManyIps(testApp: TestApp, email: string, times: number) {
  const ips: string[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    const ip = randomIp();
    const response = await post(
      testApp,
      '/api/auth/login',
      { email, password: `wrong password ${attempt}` },
      ip,
    );
    // Each fresh IP gets its password checked, however many failed before it.
    expect(response.statusCode).toBe(401);
    ips.push(ip);
  }
  return ips;
}

describe('rate limits on the auth endpoints', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // The tests play many clients through X-Forwarded-For, as a trusted proxy would send it.
    testApp = await createTestApp({ authRateLimitPerMinute: LIMIT, trustProxy: true });
    await createAccount(testApp, { email: 'target@example.org' });
  });
  afterAll(() => testApp.close());

  describe('POST /api/auth/login', () => {
    it(`answers 429 with Retry-After after ${LIMIT} attempts from one IP`, async () => {
      const ip = randomIp();
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        const response = await post(
          testApp,
          '/api/auth/login',
          { email: randomEmail(), password: 'wrong password' },
          ip,
        );
        expect(response.statusCode).toBe(401);
      }
      expectTooMany(
        await post(testApp, '/api/auth/login', { email: randomEmail(), password: 'x' }, ip),
      );
    });

    it('blocks even the right password once the IP is over the limit', async () => {
      const ip = randomIp();
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        await post(testApp, '/api/auth/login', { email: randomEmail(), password: 'x' }, ip);
      }
      const response = await post(
        testApp,
        '/api/auth/login',
        { email: 'target@example.org', password: GOOD_PASSWORD },
        ip,
      );
      expect(response.statusCode).toBe(429);
    });

    it.each(['author', 'admin'] as const)(
      'never locks the owner out: after 12 failures from other IPs, the %s signs in from a fresh IP',
      async (role) => {
        const email = randomEmail();
        await createAccount(testApp, { email, role });
        await failFromManyIps(testApp, email, 12);
        const owner = await post(
          testApp,
          '/api/auth/login',
          { email, password: GOOD_PASSWORD },
          randomIp(),
        );
        expect(owner.statusCode).toBe(200);
        expect(owner.json().user.role).toBe(role);
      },
    );

    it('refuses the IPs that failed on an account under attack, even with the right password', async () => {
      const email = randomEmail();
      await createAccount(testApp, { email });
      const [attacker = ''] = await failFromManyIps(testApp, email, LIMIT);
      expectRefusedOnAccount(
        await post(testApp, '/api/auth/login', { email, password: 'one more guess' }, attacker),
      );
      expectRefusedOnAccount(
        await post(
          testApp,
          '/api/auth/login',
          { email: email.toUpperCase(), password: GOOD_PASSWORD },
          attacker,
        ),
      );
    });

    it('treats an unknown email like an account (no hint of who has one)', async () => {
      const email = randomEmail();
      const [attacker = ''] = await failFromManyIps(testApp, email, LIMIT);
      expectRefusedOnAccount(
        await post(testApp, '/api/auth/login', { email, password: 'one more guess' }, attacker),
      );
    });

    it('counts only failures against the account: sign-ins that succeed never put it under attack', async () => {
      const email = randomEmail();
      await createAccount(testApp, { email });
      const typo = randomIp();
      const wrong = () => post(testApp, '/api/auth/login', { email, password: 'a typo' }, typo);
      expect((await wrong()).statusCode).toBe(401);
      for (let attempt = 0; attempt < LIMIT + 1; attempt += 1) {
        const response = await post(
          testApp,
          '/api/auth/login',
          { email, password: GOOD_PASSWORD },
          randomIp(),
        );
        expect(response.statusCode).toBe(200);
      }
      // Had the successes counted, the account would be over its limit and the IP that failed
      // once would be refused; it still has its password checked.
      expect((await wrong()).statusCode).toBe(401);
    });

    it('still lets other clients sign in', async () => {
      const response = await post(
        testApp,
        '/api/auth/login',
        { email: 'target@example.org', password: GOOD_PASSWORD },
        randomIp(),
      );
      expect(response.statusCode).toBe(200);
    });
  });

  describe('POST /api/auth/register', () => {
    it(`answers 429 after ${LIMIT} registrations from one IP`, async () => {
      const ip = randomIp();
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        const response = await post(
          testApp,
          '/api/auth/register',
          { name: 'Mass Signup', email: randomEmail(), password: GOOD_PASSWORD },
          ip,
        );
        expect(response.statusCode).toBe(202);
      }
      expectTooMany(
        await post(
          testApp,
          '/api/auth/register',
          { name: 'Mass Signup', email: randomEmail(), password: GOOD_PASSWORD },
          ip,
        ),
      );
    });
  });

  describe('POST /api/auth/forgot-password', () => {
    it(`answers 429 after ${LIMIT} requests from one IP`, async () => {
      const ip = randomIp();
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        const response = await post(
          testApp,
          '/api/auth/forgot-password',
          { email: randomEmail() },
          ip,
        );
        expect(response.statusCode).toBe(202);
      }
      expectTooMany(await post(testApp, '/api/auth/forgot-password', { email: randomEmail() }, ip));
    });

    it('has no per-address limit an attacker could keep full: every client gets its mail', async () => {
      const email = randomEmail();
      await createAccount(testApp, { email });
      const before = testApp.mailer.sent.length;
      for (let attempt = 0; attempt < LIMIT + 2; attempt += 1) {
        const response = await post(testApp, '/api/auth/forgot-password', { email }, randomIp());
        expect(response.statusCode).toBe(202);
      }
      await backgroundTasksOf(testApp.context).settled();
      const mails = testApp.mailer.sent.slice(before).filter((mail) => mail.to === email);
      expect(mails).toHaveLength(LIMIT + 2);
    });
  });

  describe('account routes that check the current password', () => {
    /** A new account signed in from an address of its own, so the login limit stays out of it. */
    async function signedInAccount(): Promise<string> {
      const email = randomEmail();
      await createAccount(testApp, { email });
      const response = await post(
        testApp,
        '/api/auth/login',
        { email, password: GOOD_PASSWORD },
        randomIp(),
      );
      expect(response.statusCode).toBe(200);
      return response.json().token;
    }

    function send(
      method: 'POST' | 'DELETE',
      url: string,
      payload: object,
      token: string,
      ip: string,
    ) {
      return testApp.app.inject({
        method,
        url,
        payload,
        headers: { 'x-forwarded-for': ip, ...bearer(token) },
      });
    }

    it(`POST /api/user/email answers 429 with Retry-After after ${LIMIT} guesses`, async () => {
      const token = await signedInAccount();
      const ip = randomIp();
      const guess = () =>
        send(
          'POST',
          '/api/user/email',
          { email: randomEmail(), currentPassword: 'guess' },
          token,
          ip,
        );
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        expect((await guess()).statusCode).toBe(400);
      }
      expectTooMany(await guess());
    });

    it(`DELETE /api/user/account answers 429 with Retry-After after ${LIMIT} guesses`, async () => {
      const token = await signedInAccount();
      const ip = randomIp();
      const guess = (currentPassword: string) =>
        send('DELETE', '/api/user/account', { currentPassword, confirm: 'DELETE' }, token, ip);
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        expect((await guess('guess')).statusCode).toBe(400);
      }
      // Over the limit even the right password is refused, and the account stays.
      expectTooMany(await guess(GOOD_PASSWORD));
      const session = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: bearer(token),
      });
      expect(session.statusCode).toBe(200);
    });
  });

  it('does not limit reading the session', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt <= LIMIT + 1; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { 'x-forwarded-for': ip },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('rate limits when Redis is unreachable', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ authRateLimitPerMinute: 1, redisUrl: 'redis://127.0.0.1:1' });
    await createAccount(testApp, { email: 'outage@example.org' });
  });
  afterAll(() => testApp.close());

  it('lets sign-in through instead of failing (limits are skipped, not enforced)', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await post(
        testApp,
        '/api/auth/login',
        { email: 'outage@example.org', password: GOOD_PASSWORD },
        ip,
      );
      expect(response.statusCode).toBe(200);
    }
  });
});

describe.runIf(process.env.REDIS_URL)('rate limits shared through Redis', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;

  beforeAll(async () => {
    const overrides = { authRateLimitPerMinute: 2, redisUrl: process.env.REDIS_URL };
    // One after the other: two databases migrating at once in one process hold the event loop
    // long enough to time out the other app's start on a busy machine.
    nodeA = await createTestApp(overrides);
    nodeB = await createTestApp(overrides);
  });
  afterAll(() => Promise.all([nodeA?.close(), nodeB?.close()]));

  it('counts attempts on one node against the limit on another', async () => {
    const ip = randomIp();
    const attempt = (node: TestApp) =>
      post(node, '/api/auth/login', { email: randomEmail(), password: 'wrong password' }, ip);
    expect((await attempt(nodeA)).statusCode).toBe(401);
    expect((await attempt(nodeB)).statusCode).toBe(401);
    expectTooMany(await attempt(nodeA));
    expectTooMany(await attempt(nodeB));
  });

  it('shares the failures of an account: an IP that failed on node A is refused on node B', async () => {
    const email = randomEmail();
    await createAccount(nodeA, { email });
    await createAccount(nodeB, { email });
    const [attacker = ''] = await failFromManyIps(nodeA, email, 2);
    expectRefusedOnAccount(
      await post(nodeB, '/api/auth/login', { email, password: GOOD_PASSWORD }, attacker),
    );
    const owner = await post(
      nodeB,
      '/api/auth/login',
      { email, password: GOOD_PASSWORD },
      randomIp(),
    );
    expect(owner.statusCode).toBe(200);
  });
});
