import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_COUNT_HEADER } from '../src/app';
import { ADMIN_HAS_NO_CONVERSATION } from '../src/chat/conversation-owner';
import { auth, type ChatAccount, clientId, createChatAccount } from './chat-fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('chat: the administrators side (REST)', () => {
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

  function request(
    account: ChatAccount | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    return testApp.app.inject({
      method,
      url: `/api/${url}`,
      headers: account ? auth(account) : {},
      ...(payload ? { payload } : {}),
    });
  }

  const send = (account: ChatAccount, body: string, id = clientId()) =>
    request(account, 'POST', 'user/messages', { body, client_id: id });
  const reply = (userId: number, body: string, id = clientId()) =>
    request(admin, 'POST', `admin/conversations/${userId}/messages`, { body, client_id: id });

  describe('access', () => {
    const adminRoutes: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', 'admin/conversations'],
      ['GET', 'admin/conversations/1/messages'],
      ['POST', 'admin/conversations/1/messages', { body: 'hi', client_id: 'abcdefgh' }],
      ['POST', 'admin/conversations/1/read', { id: 1 }],
      ['POST', 'admin/conversations/1/read-all'],
      ['DELETE', 'admin/messages/1'],
      ['DELETE', 'admin/conversations/1'],
    ];

    for (const [method, url, payload] of adminRoutes) {
      it(`${method} ${url} answers 403 to an author`, async () => {
        const response = await request(ann, method, url, payload);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          message: 'Only a journal’s editors and the site’s administrators can do this.',
        });
      });

      it(`${method} ${url} answers 401 when signed out`, async () => {
        expect((await request(null, method, url, payload)).statusCode).toBe(401);
      });
    }
  });

  describe('GET admin/conversations', () => {
    beforeAll(async () => {
      await send(ann, 'ann 1');
      await send(bob, 'bob 1');
      await send(bob, 'bob 2');
      await send(ann, 'ann 2');
    });

    it('lists conversations by last activity with unread counts', async () => {
      const response = await request(admin, 'GET', 'admin/conversations');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.data.map((c: { user: { id: number } }) => c.user.id)).toEqual([ann.id, bob.id]);
      expect(body.data[0]).toMatchObject({
        user: { id: ann.id, name: 'Ann Author', email: expect.any(String), avatarUrl: null },
        lastMessage: { body: 'ann 2', sender: 'user' },
        unreadCount: 2,
        online: false,
      });
      expect(body.meta).toEqual({ page: 1, perPage: 10, total: 2, lastPage: 1 });
    });

    it('moves a conversation up when an admin replies', async () => {
      await reply(bob.id, 'answer to bob');
      const body = (await request(admin, 'GET', 'admin/conversations')).json();
      expect(body.data[0]).toMatchObject({
        user: { id: bob.id },
        lastMessage: { body: 'answer to bob', sender: 'admin', sender_name: 'Ada Admin' },
        unreadCount: 2,
      });
    });

    it('pages', async () => {
      const body = (await request(admin, 'GET', 'admin/conversations?perPage=1&page=2')).json();
      expect(body.data.map((c: { user: { id: number } }) => c.user.id)).toEqual([ann.id]);
      expect(body.meta).toMatchObject({ total: 2, lastPage: 2 });
    });

    it('runs at most 3 queries', async () => {
      const response = await request(admin, 'GET', 'admin/conversations');
      expect(Number(response.headers[QUERY_COUNT_HEADER])).toBeLessThanOrEqual(3);
    });

    it('rejects a bad page with 400', async () => {
      expect((await request(admin, 'GET', 'admin/conversations?page=0')).statusCode).toBe(400);
    });
  });

  describe("a user's conversation", () => {
    let eve: ChatAccount;
    let fromEve: number[];

    beforeAll(async () => {
      eve = await createChatAccount(testApp, 'author', 'Eve');
      fromEve = [(await send(eve, 'eve 1')).json().id, (await send(eve, 'eve 2')).json().id];
    });

    it('reads it newest first with the admins unread count', async () => {
      const response = await request(admin, 'GET', `admin/conversations/${eve.id}/messages`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.data.map((m: { id: number }) => m.id)).toEqual([...fromEve].reverse());
      expect(body.meta).toEqual({ hasMore: false, unreadCount: 2 });
      expect(Number(response.headers[QUERY_COUNT_HEADER])).toBeLessThanOrEqual(3);
    });

    it('replies with 201, and a retried reply answers 200 with the same message', async () => {
      const first = await reply(eve.id, 'hello eve', 'admin-retry-01');
      const second = await reply(eve.id, 'hello eve', 'admin-retry-01');
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(first.json()).toMatchObject({ user_id: eve.id, sender: 'admin', sender_id: admin.id });
    });

    it('lets a user and an admin use the same client id in one conversation', async () => {
      await send(eve, 'mine', 'shared-id-001');
      expect((await reply(eve.id, 'yours', 'shared-id-001')).statusCode).toBe(201);
    });

    it('answers 404 when replying to a user who does not exist', async () => {
      const response = await reply(999_999, 'nobody');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'User was not found.' });
    });

    it('refuses a conversation with an account that does not exist, or with an administrator', async () => {
      const routes: ['GET' | 'POST' | 'DELETE', string, object?][] = [
        ['GET', 'messages'],
        ['POST', 'messages', { body: 'hello', client_id: clientId() }],
        ['POST', 'read', { id: 1 }],
        ['POST', 'read-all'],
        ['DELETE', ''],
      ];
      for (const [method, path, payload] of routes) {
        const missing = await request(
          admin,
          method,
          `admin/conversations/999999${path ? `/${path}` : ''}`,
          payload,
        );
        expect(missing.statusCode, `${method} ${path} of nobody`).toBe(404);
        expect(missing.json()).toEqual({ message: 'User was not found.' });
        const ofAdmin = await request(
          admin,
          method,
          `admin/conversations/${admin.id}${path ? `/${path}` : ''}`,
          payload,
        );
        expect(ofAdmin.statusCode, `${method} ${path} of an administrator`).toBe(404);
        expect(ofAdmin.json()).toEqual({ message: ADMIN_HAS_NO_CONVERSATION });
      }
      // Nothing was written to the administrator's id.
      const stored = await request(admin, 'GET', 'admin/conversations');
      expect(
        stored.json().data.map((conversation: { userId: number }) => conversation.userId),
      ).not.toContain(admin.id);
    });

    it('rejects a non-numeric user id with 400', async () => {
      expect((await request(admin, 'GET', 'admin/conversations/abc/messages')).statusCode).toBe(
        400,
      );
    });

    it("marks one of the user's messages read", async () => {
      const response = await request(admin, 'POST', `admin/conversations/${eve.id}/read`, {
        id: fromEve[0],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(fromEve[0]);
    });

    it("answers 404 for an admin's own message or another conversation's", async () => {
      const own = (await reply(eve.id, 'own')).json().id;
      const others = (await send(ann, 'ann 3')).json().id;
      expect(
        (await request(admin, 'POST', `admin/conversations/${eve.id}/read`, { id: own }))
          .statusCode,
      ).toBe(404);
      expect(
        (await request(admin, 'POST', `admin/conversations/${eve.id}/read`, { id: others }))
          .statusCode,
      ).toBe(404);
    });

    it("marks all of the user's messages read", async () => {
      const response = await request(admin, 'POST', `admin/conversations/${eve.id}/read-all`);
      expect(response.json()).toMatchObject({ count: 2 });
      const page = (await request(admin, 'GET', `admin/conversations/${eve.id}/messages`)).json();
      expect(page.meta.unreadCount).toBe(0);
    });
  });

  describe('deleting', () => {
    let fay: ChatAccount;

    beforeAll(async () => {
      fay = await createChatAccount(testApp, 'author', 'Fay');
    });

    it('deletes one message with 204', async () => {
      const id = (await send(fay, 'delete me')).json().id;
      const response = await request(admin, 'DELETE', `admin/messages/${id}`);
      expect(response.statusCode).toBe(204);
      const page = (await request(fay, 'GET', 'user/messages')).json();
      expect(page.data.some((m: { id: number }) => m.id === id)).toBe(false);
    });

    it('answers 404 for a message that does not exist', async () => {
      expect((await request(admin, 'DELETE', 'admin/messages/999999')).statusCode).toBe(404);
    });

    it('deletes a whole conversation with 204 and drops it from the inbox', async () => {
      await send(fay, 'one');
      await reply(fay.id, 'two');
      const response = await request(admin, 'DELETE', `admin/conversations/${fay.id}`);
      expect(response.statusCode).toBe(204);
      expect((await request(fay, 'GET', 'user/messages')).json().data).toEqual([]);
      const inbox = (await request(admin, 'GET', 'admin/conversations?perPage=100')).json();
      expect(inbox.data.some((c: { user: { id: number } }) => c.user.id === fay.id)).toBe(false);
    });

    it('lets the user write again after the chat was deleted', async () => {
      expect((await send(fay, 'fresh start')).statusCode).toBe(201);
    });

    it('answers 404 when deleting the chat of a user who does not exist', async () => {
      expect((await request(admin, 'DELETE', 'admin/conversations/999999')).statusCode).toBe(404);
    });
  });
});
