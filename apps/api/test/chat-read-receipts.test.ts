import { type ChatMessage, serverEventPayloadSchemas } from '@quire/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import {
  auth,
  type ChatAccount,
  type ClientSocket,
  clientId,
  connected,
  createChatAccount,
  eventually,
  openSocket,
  recordEvents,
  serverSocketsClosed,
  startChatServer,
  typingMarker,
} from './chat-fixtures';

// Read receipts of a whole conversation on a real server: who read what, and who hears of it.
describe('chat: reading a whole conversation', () => {
  let running: Awaited<ReturnType<typeof startChatServer>>;
  let server: RunningServer;
  let admin: ChatAccount;
  const open: ClientSocket[] = [];

  async function join(
    account: ChatAccount,
  ): Promise<{ socket: ClientSocket; events: unknown[][] }> {
    const socket = openSocket(server.url, { token: account.token });
    open.push(socket);
    const events = recordEvents(socket);
    await connected(socket);
    return { socket, events };
  }

  const named = (events: unknown[][], name: string) => events.filter((event) => event[0] === name);

  async function request(account: ChatAccount, method: 'GET' | 'POST', url: string, body?: object) {
    const response = await server.app.inject({
      method,
      url: `/api/${url}`,
      headers: auth(account),
      ...(body ? { payload: body } : {}),
    });
    if (response.statusCode >= 300) throw new Error(`${url} answered ${response.statusCode}`);
    return response.json();
  }

  const fromUser = (account: ChatAccount, body: string): Promise<ChatMessage> =>
    request(account, 'POST', 'user/messages', { body, client_id: clientId() });
  const fromAdmin = (account: ChatAccount, body: string): Promise<ChatMessage> =>
    request(admin, 'POST', `admin/conversations/${account.id}/messages`, {
      body,
      client_id: clientId(),
    });

  /** The stored read time of each message, by body. */
  async function readTimes(account: ChatAccount): Promise<Record<string, string | null>> {
    const page = await request(account, 'GET', 'user/messages');
    return Object.fromEntries(
      (page.data as ChatMessage[]).map((message) => [message.body, message.read_at]),
    );
  }

  beforeAll(async () => {
    running = await startChatServer();
    server = running.server;
    admin = await createChatAccount(server, 'admin', 'Ada');
  });
  afterEach(async () => {
    for (const socket of open.splice(0)) socket.disconnect();
    await serverSocketsClosed(server);
  });
  afterAll(async () => {
    await running.close();
  });

  it("tells the author's tabs and the administrators when an administrator read everything", async () => {
    const ann = await createChatAccount(server, 'author', 'Ann');
    const bob = await createChatAccount(server, 'author', 'Bob');
    await fromUser(ann, 'first question');
    await fromUser(ann, 'second question');
    await fromAdmin(ann, 'an answer');
    const { socket: annSocket, events: annTab1 } = await join(ann);
    const { events: annTab2 } = await join(ann);
    const { events: bobTab } = await join(bob);
    const { socket: adminSocket, events: adminTab } = await join(admin);

    const read = await request(admin, 'POST', `admin/conversations/${ann.id}/read-all`);
    expect(read.count).toBe(2);

    const expected = [['read_all_by_admin', { userId: ann.id, readAt: read.read_at }]];
    for (const [tab, events] of [
      ['ann tab 1', annTab1],
      ['ann tab 2', annTab2],
      ['admin tab', adminTab],
    ] as const) {
      await eventually(() => named(events, 'read_all_by_admin').length > 0, tab);
      expect(named(events, 'read_all_by_admin')).toEqual(expected);
    }
    // The payload is what clients accept, and no one is told the author read anything.
    expect(serverEventPayloadSchemas.read_all_by_admin.safeParse(expected[0]?.[1]).success).toBe(
      true,
    );
    // Later markers (the route had answered): the administrator's typing for Ann and for Bob,
    // Ann's typing for the administrators.
    const typing = { sender: 'admin', typing: true } as const;
    await typingMarker(adminSocket, { ...typing, userId: ann.id }, [annTab1]);
    await typingMarker(adminSocket, { ...typing, userId: bob.id }, [bobTab]);
    await typingMarker(annSocket, { userId: ann.id, sender: 'user', typing: true }, [adminTab]);
    expect(named(annTab1, 'read_all_messages')).toEqual([]);
    expect(named(adminTab, 'read_all_messages')).toEqual([]);
    expect(named(bobTab, 'read_all_by_admin')).toEqual([]);

    expect(await readTimes(ann)).toEqual({
      'first question': read.read_at,
      'second question': read.read_at,
      'an answer': null,
    });
  });

  it("marks the administrators' messages on the author's read-all, never the author's own", async () => {
    const cal = await createChatAccount(server, 'author', 'Cal');
    await fromUser(cal, 'my question');
    await fromAdmin(cal, 'the answer');
    const { events: calTab } = await join(cal);
    const { socket: adminSocket, events: adminTab } = await join(admin);

    const read = await request(cal, 'POST', 'user/messages/read-all');
    expect(read.count).toBe(1);

    await eventually(() => named(calTab, 'read_all_messages').length > 0, 'cal read_all');
    await eventually(() => named(adminTab, 'read_all_messages').length > 0, 'admin read_all');
    expect(named(calTab, 'read_all_messages')).toEqual([['read_all_messages']]);
    expect(named(adminTab, 'read_all_messages')).toEqual([['read_all_messages', cal.id]]);
    // A later marker (the route had answered): the administrator's typing for Cal.
    await typingMarker(adminSocket, { userId: cal.id, sender: 'admin', typing: true }, [calTab]);
    expect(named(calTab, 'read_all_by_admin')).toEqual([]);

    expect(await readTimes(cal)).toEqual({ 'my question': null, 'the answer': read.read_at });
    // Still unread for the administrators: the author reading is not them reading.
    const inbox = await request(admin, 'GET', `admin/conversations?q=${encodeURIComponent('Cal')}`);
    const conversation = inbox.data.find(
      (entry: { user: { id: number } }) => entry.user.id === cal.id,
    );
    expect(conversation.unreadCount).toBe(1);
  });

  it('says nothing when an administrator had nothing left to read', async () => {
    const dee = await createChatAccount(server, 'author', 'Dee');
    await fromUser(dee, 'one');
    await request(admin, 'POST', `admin/conversations/${dee.id}/read-all`);
    const { socket: deeSocket, events: deeTab } = await join(dee);
    const { socket: adminSocket, events: adminTab } = await join(admin);
    const again = await request(admin, 'POST', `admin/conversations/${dee.id}/read-all`);
    expect(again.count).toBe(0);
    // Later markers (the route had answered): each side's typing for the other.
    await typingMarker(adminSocket, { userId: dee.id, sender: 'admin', typing: true }, [deeTab]);
    await typingMarker(deeSocket, { userId: dee.id, sender: 'user', typing: true }, [adminTab]);
    expect(named(deeTab, 'read_all_by_admin')).toEqual([]);
    expect(named(adminTab, 'read_all_by_admin')).toEqual([]);
  });
});
