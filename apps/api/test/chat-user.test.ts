import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_COUNT_HEADER } from '../src/app';
import { auth, type ChatAccount, clientId, createChatAccount } from './chat-fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('chat: the user side (REST, no socket server attached)', () => {
  let testApp: TestApp;
  let ann: ChatAccount;
  let bob: ChatAccount;
  let admin: ChatAccount;

  beforeAll(async () => {
    testApp = await createTestApp({ authRateLimitPerMinute: 10_000 });
    ann = await createChatAccount(testApp, 'author', 'Ann Author');
    bob = await createChatAccount(testApp, 'author', 'Bob Author');
    admin = await createChatAccount(testApp, 'admin', 'Ada Admin');
  });
  afterAll(async () => {
    await testApp.close();
  });

  function send(account: ChatAccount, body: string, id = clientId()) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/user/messages',
      headers: auth(account),
      payload: { body, client_id: id },
    });
  }

  function reply(userId: number, body: string, id = clientId()) {
    return testApp.app.inject({
      method: 'POST',
      url: `/api/admin/conversations/${userId}/messages`,
      headers: auth(admin),
      payload: { body, client_id: id },
    });
  }

  function history(account: ChatAccount, query = '') {
    return testApp.app.inject({
      method: 'GET',
      url: `/api/user/messages${query}`,
      headers: auth(account),
    });
  }

  describe('POST user/messages', () => {
    it('stores a message and answers 201 with it', async () => {
      const response = await send(ann, '  Hello there  ', 'first-message-1');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        user_id: ann.id,
        sender: 'user',
        sender_id: ann.id,
        sender_name: 'Ann Author',
        body: 'Hello there',
        client_id: 'first-message-1',
        read_at: null,
      });
    });

    it('answers a retry with the same client_id with 200 and the same stored message', async () => {
      const first = await send(ann, 'Retry me', 'retry-message-1');
      const second = await send(ann, 'Retry me', 'retry-message-1');
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      const page = (await history(ann)).json();
      expect(
        page.data.filter((m: { client_id: string }) => m.client_id === 'retry-message-1'),
      ).toHaveLength(1);
    });

    it('keeps client ids per conversation: another user may reuse one', async () => {
      const response = await send(bob, 'Same id, other person', 'first-message-1');
      expect(response.statusCode).toBe(201);
      expect(response.json().user_id).toBe(bob.id);
    });

    it('runs at most 3 queries', async () => {
      const response = await send(ann, 'Counted', clientId());
      expect(Number(response.headers[QUERY_COUNT_HEADER])).toBeLessThanOrEqual(3);
    });

    it('answers 401 when signed out', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/user/messages',
        payload: { body: 'hi', client_id: clientId() },
      });
      expect(response.statusCode).toBe(401);
    });

    it('rejects an empty body with 400 and a field message', async () => {
      const response = await send(ann, '   ');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.body).toEqual(['Write a message.']);
    });

    it('rejects a body over 4000 characters with 400', async () => {
      const response = await send(ann, 'x'.repeat(4001));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.body[0]).toMatch(/at most 4000/);
    });

    it('rejects a malformed client_id with 400', async () => {
      const response = await send(ann, 'hi', 'bad id!');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('client_id');
    });

    it('answers 429 with Retry-After past 30 sends in 10 seconds', async () => {
      const flooder = await createChatAccount(testApp, 'author', 'Flo Flood');
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) statuses.push((await send(flooder, `m${i}`)).statusCode);
      expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
      const last = await send(flooder, 'one too many');
      expect(last.statusCode).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    });
  });

  describe('GET user/messages', () => {
    let carol: ChatAccount;
    let ids: number[];

    beforeAll(async () => {
      carol = await createChatAccount(testApp, 'author', 'Carol');
      ids = [];
      for (let i = 1; i <= 5; i += 1) ids.push((await send(carol, `message ${i}`)).json().id);
      ids.push((await reply(carol.id, 'admin answer')).json().id);
    });

    it('returns the conversation newest first with the unread count', async () => {
      const response = await history(carol);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.data.map((m: { id: number }) => m.id)).toEqual([...ids].reverse());
      expect(body.meta).toEqual({ hasMore: false, unreadCount: 1 });
      expect(body.data[0]).toMatchObject({ sender: 'admin', sender_name: 'Ada Admin' });
    });

    it('pages older messages with before and limit', async () => {
      const body = (await history(carol, `?before=${ids[4]}&limit=2`)).json();
      expect(body.data.map((m: { id: number }) => m.id)).toEqual([ids[3], ids[2]]);
      expect(body.meta.hasMore).toBe(true);
    });

    it('returns exactly the messages newer than after, newest first', async () => {
      const body = (await history(carol, `?after=${ids[2]}`)).json();
      expect(body.data.map((m: { id: number }) => m.id)).toEqual([ids[5], ids[4], ids[3]]);
      expect(body.meta.hasMore).toBe(false);
    });

    it('catches up in pages: after with a limit returns the oldest missed first page', async () => {
      const body = (await history(carol, `?after=${ids[0]}&limit=2`)).json();
      expect(body.data.map((m: { id: number }) => m.id)).toEqual([ids[2], ids[1]]);
      expect(body.meta.hasMore).toBe(true);
    });

    it("never shows another user's messages", async () => {
      const body = (await history(bob)).json();
      expect(body.data.every((m: { user_id: number }) => m.user_id === bob.id)).toBe(true);
      expect(body.data.some((m: { id: number }) => ids.includes(m.id))).toBe(false);
    });

    it('runs at most 3 queries', async () => {
      const response = await history(carol);
      expect(Number(response.headers[QUERY_COUNT_HEADER])).toBeLessThanOrEqual(3);
    });

    it('rejects a limit over 100 with 400', async () => {
      expect((await history(carol, '?limit=101')).statusCode).toBe(400);
    });

    it('rejects a non-numeric cursor with 400', async () => {
      expect((await history(carol, '?before=abc')).statusCode).toBe(400);
    });

    it('rejects a cursor beyond the id range with 400, not 500', async () => {
      expect((await history(carol, '?after=99999999999')).statusCode).toBe(400);
    });

    it('answers 401 when signed out', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/user/messages' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('reading', () => {
    let dan: ChatAccount;
    let fromAdmin: number;
    let own: number;

    beforeAll(async () => {
      dan = await createChatAccount(testApp, 'author', 'Dan');
      own = (await send(dan, 'from dan')).json().id;
      fromAdmin = (await reply(dan.id, 'to dan 1')).json().id;
      await reply(dan.id, 'to dan 2');
    });

    function markRead(account: ChatAccount, id: unknown) {
      return testApp.app.inject({
        method: 'POST',
        url: '/api/user/messages/read',
        headers: auth(account),
        payload: { id },
      });
    }

    function unread(account: ChatAccount) {
      return testApp.app.inject({
        method: 'GET',
        url: '/api/user/messages/unread-count',
        headers: auth(account),
      });
    }

    it('counts unread messages from the admins', async () => {
      const response = await unread(dan);
      expect(response.json()).toEqual({ count: 2 });
      expect(Number(response.headers[QUERY_COUNT_HEADER])).toBeLessThanOrEqual(3);
    });

    it('marks a message from the admins read', async () => {
      const response = await markRead(dan, fromAdmin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: fromAdmin, read_at: expect.any(String) });
      expect((await unread(dan)).json()).toEqual({ count: 1 });
    });

    it('keeps the first read time when marked again', async () => {
      const again = await markRead(dan, fromAdmin);
      const first = (await history(dan))
        .json()
        .data.find((m: { id: number }) => m.id === fromAdmin);
      expect(again.json().read_at).toBe(first.read_at);
    });

    it("answers 404 for the user's own message", async () => {
      expect((await markRead(dan, own)).statusCode).toBe(404);
    });

    it("answers 404 for another user's message", async () => {
      const bobs = (await reply(bob.id, 'for bob')).json().id;
      expect((await markRead(dan, bobs)).statusCode).toBe(404);
      const bobPage = (await history(bob)).json();
      expect(bobPage.data.find((m: { id: number }) => m.id === bobs).read_at).toBeNull();
    });

    it('rejects a missing or non-numeric id with 400', async () => {
      expect((await markRead(dan, 'x')).statusCode).toBe(400);
      expect((await markRead(dan, undefined)).statusCode).toBe(400);
    });

    it('marks every message from the admins read', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/user/messages/read-all',
        headers: auth(dan),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ count: 1, read_at: expect.any(String) });
      expect((await unread(dan)).json()).toEqual({ count: 0 });
    });

    it("leaves the user's own messages unread for the admins", async () => {
      const page = (await history(dan)).json();
      expect(page.data.find((m: { id: number }) => m.id === own).read_at).toBeNull();
    });
  });

  describe('GET realtime/ticket', () => {
    it('issues a ticket that expires within a minute', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/realtime/ticket',
        headers: auth(ann),
      });
      expect(response.statusCode).toBe(200);
      const { ticket, expiresAt } = response.json();
      expect(ticket).toMatch(/^[\w-]{40,}$/);
      expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers 401 when signed out', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/realtime/ticket' });
      expect(response.statusCode).toBe(401);
    });
  });
});
