import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionLookup } from '../src/auth/session-lookup';
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
    testApp = await createTestApp({ authRateLimitPerMinute: 10_000 });
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
    const lookup = new SessionLookup(testApp.context.db);
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
    const lookup = new SessionLookup(db);
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    // An open transaction holds the embedded database, so the first lookup's query waits in it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = db.transaction(() => held);
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
