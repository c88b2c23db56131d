import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SessionLookup } from '../src/auth/session-lookup';
import { announceSessionsEnded } from '../src/auth/session-revocation';
import { revokeSession } from '../src/auth/session-store';
import { hashToken } from '../src/auth/tokens';
import { countQueries } from '../src/db/query-counter';
import { sessions } from '../src/db/schema';
import { auth, type ChatAccount, createChatAccount } from './chat-fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('sessions resolved together (one query for the requests of one moment)', () => {
  let testApp: TestApp;
  let live: ChatAccount;
  let other: ChatAccount;
  let revoked: ChatAccount;
  let expired: ChatAccount;

  beforeAll(async () => {
    testApp = await createTestApp({ authRateLimitPerMinute: 10_000, sessionReuseMs: 60_000 });
    live = await createChatAccount(testApp, 'author', 'Live Author');
    other = await createChatAccount(testApp, 'admin', 'Other Admin');
    revoked = await createChatAccount(testApp, 'author', 'Revoked Author');
    expired = await createChatAccount(testApp, 'author', 'Expired Author');
    const { db } = testApp.context;
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(revoked.token)));
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.tokenHash, hashToken(expired.token)));
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers each token with its own live session in one query, and nothing for the others', async () => {
    const lookup = new SessionLookup(testApp.context.db, 0);
    const tokens = [live, other, revoked, expired, live].map((account) => account.token);
    const { result, queries } = await countQueries(() =>
      Promise.all([...tokens, 'never-issued'].map((token) => lookup.find(hashToken(token)))),
    );
    expect(queries).toBe(1);
    expect(result.map((row) => row?.id)).toEqual([
      live.id,
      other.id,
      undefined,
      undefined,
      live.id,
      undefined,
    ]);
    expect(result[1]).toMatchObject({ name: 'Other Admin', role: 'admin' });
  });

  it('lets the lookups arriving while a query runs share the next query', async () => {
    const { db } = testApp.context;
    const lookup = new SessionLookup(db, 0);
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    const { release, holding } = holdDatabase(testApp);
    const { result, queries } = await countQueries(async () => {
      const first = lookup.find(hashToken(live.token));
      await nextTurn();
      // The first query is on its way; these arrive in later turns, while it waits.
      const second = lookup.find(hashToken(other.token));
      await nextTurn();
      const third = lookup.find(hashToken(revoked.token));
      release();
      return Promise.all([first, second, third]);
    });
    await holding;
    expect(queries).toBe(2);
    expect(result.map((row) => row?.id)).toEqual([live.id, other.id, undefined]);
  });

  describe('live sessions reused for a moment', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    const sessionIdOf = async (account: ChatAccount) => {
      const [row] = await testApp.context.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(account.token)));
      if (!row) throw new Error('no session');
      return row.id;
    };

    it('answers a live session again without a query, and a token that matches nothing never', async () => {
      const lookup = new SessionLookup(testApp.context.db, 60_000);
      const first = await countQueries(() => lookup.find(hashToken(live.token)));
      const again = await countQueries(() => lookup.find(hashToken(live.token)));
      expect([first.queries, again.queries]).toEqual([1, 0]);
      expect(again.result).toMatchObject({ id: live.id, name: 'Live Author' });
      for (const token of ['never-issued', 'never-issued', revoked.token, revoked.token]) {
        const unknown = await countQueries(() => lookup.find(hashToken(token)));
        expect(unknown).toEqual({ result: undefined, queries: 1 });
      }
    });

    it('asks again once the window has passed, and never reuses past the session’s expiry', async () => {
      const { db } = testApp.context;
      const lookup = new SessionLookup(db, 60_000);
      await lookup.find(hashToken(live.token));
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
      expect((await countQueries(() => lookup.find(hashToken(live.token)))).queries).toBe(1);
      vi.restoreAllMocks();

      const soon = await createChatAccount(testApp, 'author', 'Soon Expiring');
      await db
        .update(sessions)
        .set({ expiresAt: new Date(now + 30_000) })
        .where(eq(sessions.tokenHash, hashToken(soon.token)));
      await lookup.find(hashToken(soon.token));
      vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
      expect((await countQueries(() => lookup.find(hashToken(soon.token)))).queries).toBe(1);
    });

    it('forgets a session when it ends: signed out, or its account deleted', async () => {
      const { db } = testApp.context;
      const lookup = new SessionLookup(db, 60_000);
      const leaving = await createChatAccount(testApp, 'author', 'Leaving Author');
      expect(await lookup.find(hashToken(leaving.token))).toMatchObject({ id: leaving.id });
      await revokeSession(db, await sessionIdOf(leaving));
      expect(await lookup.find(hashToken(leaving.token))).toBeUndefined();

      await lookup.find(hashToken(live.token));
      announceSessionsEnded(db, { userId: live.id });
      expect((await countQueries(() => lookup.find(hashToken(live.token)))).queries).toBe(1);
      // Another account's ending leaves the remembered answer alone.
      announceSessionsEnded(db, { userId: other.id });
      expect((await countQueries(() => lookup.find(hashToken(live.token)))).queries).toBe(0);
    });

    it('does not remember an answer read while a session ended', async () => {
      const lookup = new SessionLookup(testApp.context.db, 60_000);
      const endingId = await sessionIdOf(revoked);
      const { release, holding } = holdDatabase(testApp);
      const reading = lookup.find(hashToken(live.token));
      await new Promise((resolve) => setImmediate(resolve));
      // The query is on its way; a session ends before it answers (which one, the lookup
      // cannot tell until it has the answer, so it remembers none of it).
      lookup.forget({ sessionIds: [endingId] });
      release();
      await holding;
      expect(await reading).toMatchObject({ id: live.id });
      expect((await countQueries(() => lookup.find(hashToken(live.token)))).queries).toBe(1);
    });
  });

  it('over HTTP: a signed-out token is refused at its next request', async () => {
    const leaving = await createChatAccount(testApp, 'author', 'Signing Out');
    const session = () =>
      testApp.app.inject({ method: 'GET', url: '/api/auth/session', headers: auth(leaving) });
    expect((await session()).statusCode).toBe(200);
    const out = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: auth(leaving),
    });
    expect(out.statusCode).toBe(204);
    expect((await session()).statusCode).toBe(401);
  });

  it('over HTTP: requests arriving together each get their own user, or a 401', async () => {
    const responses = await Promise.all(
      [live, other, revoked, expired].map((account) =>
        testApp.app.inject({ method: 'GET', url: '/api/auth/session', headers: auth(account) }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 401, 401]);
    expect(responses[0]?.json().user).toMatchObject({ id: live.id, name: 'Live Author' });
    expect(responses[1]?.json().user).toMatchObject({ id: other.id, role: 'admin' });
  });
});

/**
 * Holds the embedded database in an open transaction, so a query started now waits until
 * `release` is called; `holding` settles when the transaction has ended.
 */
function holdDatabase(testApp: TestApp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holding = testApp.context.db.transaction(() => held);
  return { release, holding };
}
