import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../src/auth/tokens';
import { realtimeTickets, sessions } from '../src/db/schema';
import { MAX_OUTSTANDING_TICKETS } from '../src/realtime/realtime-tickets';
import { TICKETS_PER_MINUTE } from '../src/routes/realtime-ticket';
import { bearer, createAccount, GOOD_PASSWORD, signIn } from './auth-fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('GET realtime/ticket limits', () => {
  let testApp: TestApp;
  let accounts = 0;

  /** A new session of a new account (a fresh limit and no tickets). */
  async function freshSession(): Promise<string> {
    accounts += 1;
    const email = `ticket-${accounts}@example.org`;
    await createAccount(testApp, { email });
    return signIn(testApp, email, GOOD_PASSWORD);
  }

  function mint(token: string) {
    return testApp.app.inject({
      method: 'GET',
      url: '/api/realtime/ticket',
      headers: bearer(token),
    });
  }

  async function storedTickets(token: string): Promise<string[]> {
    const rows = await testApp.context.db
      .select({ tokenHash: realtimeTickets.tokenHash })
      .from(realtimeTickets)
      .innerJoin(sessions, eq(sessions.id, realtimeTickets.sessionId))
      .where(eq(sessions.tokenHash, hashToken(token)));
    return rows.map((row) => row.tokenHash).sort();
  }

  beforeAll(async () => {
    testApp = await createTestApp({ authRateLimitPerMinute: 10_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => testApp.close());

  it(`mints ${TICKETS_PER_MINUTE} a minute per session, then answers 429 with Retry-After`, async () => {
    const token = await freshSession();
    for (let i = 0; i < TICKETS_PER_MINUTE; i += 1)
      expect((await mint(token)).statusCode).toBe(200);
    const refused = await mint(token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many connection tickets for this session. Please wait a minute and try again.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts each session on its own, even of the same account', async () => {
    accounts += 1;
    const email = `ticket-${accounts}@example.org`;
    await createAccount(testApp, { email });
    const first = await signIn(testApp, email);
    const second = await signIn(testApp, email);
    for (let i = 0; i < TICKETS_PER_MINUTE; i += 1) await mint(first);
    expect((await mint(first)).statusCode).toBe(429);
    expect((await mint(second)).statusCode).toBe(200);
  });

  it('lets a client that kept retrying in again once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const token = await freshSession();
    for (let i = 0; i < TICKETS_PER_MINUTE; i += 1) await mint(token);
    // A reconnect storm: the client keeps asking every few seconds while refused.
    for (let second = 5; second < 60; second += 5) {
      vi.advanceTimersByTime(5_000);
      expect((await mint(token)).statusCode).toBe(429);
    }
    vi.advanceTimersByTime(5_000);
    expect((await mint(token)).statusCode).toBe(200);
  });

  it(`keeps at most ${MAX_OUTSTANDING_TICKETS} unused tickets per session, always the newest`, async () => {
    const token = await freshSession();
    const minted: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + i * 1_000 });
      minted.push((await mint(token)).json().ticket);
      vi.useRealTimers();
    }
    expect(await storedTickets(token)).toEqual(
      minted.slice(-MAX_OUTSTANDING_TICKETS).map(hashToken).sort(),
    );
  });

  it('keeps the ticket just minted even when older ones expire at the same instant', async () => {
    const token = await freshSession();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const minted: string[] = [];
    for (let i = 0; i < 5; i += 1) minted.push((await mint(token)).json().ticket);
    const stored = await storedTickets(token);
    expect(stored).toHaveLength(MAX_OUTSTANDING_TICKETS);
    expect(stored).toContain(hashToken(minted.at(-1) as string));
  });
});
