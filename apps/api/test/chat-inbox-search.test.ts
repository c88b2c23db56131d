import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, type ChatAccount, clientId, createChatAccount } from './chat-fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('chat: finding conversations in the inbox (GET admin/conversations?q=&unread=)', () => {
  let testApp: TestApp;
  let zoe: ChatAccount;
  let percy: ChatAccount;
  let quinn: ChatAccount;
  let admin: ChatAccount;

  const get = (query: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/admin/conversations${query}`,
      headers: auth(admin),
    });
  const ids = async (query: string) =>
    (await get(query))
      .json()
      .data.map((conversation: { user: { id: number } }) => conversation.user.id);

  beforeAll(async () => {
    testApp = await createTestApp({ authRateLimitPerMinute: 10_000 });
    zoe = await createChatAccount(testApp, 'author', 'Zoë Żak');
    percy = await createChatAccount(testApp, 'author', 'Percy 100% Sure');
    quinn = await createChatAccount(testApp, 'author', 'Quinn_Under');
    admin = await createChatAccount(testApp, 'admin', 'Ada Admin');
    for (const account of [zoe, percy, quinn]) {
      await testApp.app.inject({
        method: 'POST',
        url: '/api/user/messages',
        headers: auth(account),
        payload: { body: `hello from ${account.name}`, client_id: clientId() },
      });
    }
    // Percy's conversation is answered and read: no unread messages left.
    await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/conversations/${percy.id}/read-all`,
      headers: auth(admin),
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('finds by part of the name, in any case', async () => {
    expect(await ids('?q=zOë')).toEqual([zoe.id]);
    expect(await ids('?q=%20under%20')).toEqual([quinn.id]);
  });

  it('finds by part of the email', async () => {
    const all = (await get('')).json().data as { user: { id: number; email: string } }[];
    const email = all.find((conversation) => conversation.user.id === zoe.id)?.user.email ?? '';
    expect(await ids(`?q=${encodeURIComponent(email.slice(0, 12).toUpperCase())}`)).toEqual([
      zoe.id,
    ]);
  });

  it('takes % and _ literally', async () => {
    expect(await ids('?q=100%25')).toEqual([percy.id]);
    expect(await ids('?q=n_u')).toEqual([quinn.id]);
    expect(await ids('?q=%25')).toEqual([percy.id]);
  });

  it('keeps only conversations with unread messages, and counts what it keeps', async () => {
    const response = await get('?unread=true');
    expect(response.json().data.map((c: { user: { id: number } }) => c.user.id)).toEqual([
      quinn.id,
      zoe.id,
    ]);
    expect(response.json().meta.total).toBe(2);
    expect(await ids('?unread=true&q=percy')).toEqual([]);
    expect((await get('?unread=false')).json().meta.total).toBe(3);
  });

  it('finds nothing for words no one has, with an empty page', async () => {
    const response = await get('?q=nobody-at-all');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('refuses a search over 100 characters and an unread that is not true or false (400)', async () => {
    const long = await get(`?q=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('q must be at most 100 characters.');
    const maybe = await get('?unread=maybe');
    expect(maybe.statusCode).toBe(400);
    expect(JSON.stringify(maybe.json())).toContain('unread must be true or false.');
  });
});
