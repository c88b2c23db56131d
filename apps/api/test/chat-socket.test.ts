import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import {
  auth,
  type ChatAccount,
  type ClientSocket,
  clientId,
  connect,
  connected,
  createChatAccount,
  eventually,
  openSocket,
  recordEvents,
  serverSocketsClosed,
  startChatServer,
  typingMarker,
} from './chat-fixtures';

describe('chat: socket.io on the API server', () => {
  let running: Awaited<ReturnType<typeof startChatServer>>;
  let server: RunningServer;
  let ann: ChatAccount;
  let bob: ChatAccount;
  let admin: ChatAccount;
  const open: ClientSocket[] = [];

  /** Connects and remembers the socket so every test closes what it opened. */
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

  function request(
    account: ChatAccount,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    return server.app.inject({
      method,
      url: `/api/${url}`,
      headers: auth(account),
      ...(payload ? { payload } : {}),
    });
  }

  beforeAll(async () => {
    running = await startChatServer();
    server = running.server;
    ann = await createChatAccount(server, 'author', 'Ann');
    bob = await createChatAccount(server, 'author', 'Bob');
    admin = await createChatAccount(server, 'admin', 'Ada');
  });
  afterEach(async () => {
    for (const socket of open.splice(0)) socket.disconnect();
    // The server sees the disconnects (and the presence they change) before the next test.
    await serverSocketsClosed(server);
  });
  afterAll(async () => {
    await running.close();
  });

  describe('authentication', () => {
    it('accepts the session cookie', async () => {
      const { socket } = await join(ann);
      expect(socket.connected).toBe(true);
    });

    it('rejects a socket without a session with connect_error "unauthorized"', async () => {
      await expect(connect(server.url)).rejects.toThrow('unauthorized');
    });

    it('rejects a forged session token', async () => {
      await expect(connect(server.url, { token: 'forged-token-value' })).rejects.toThrow(
        'unauthorized',
      );
    });

    it('rejects a claimed auth.userId alone', async () => {
      await expect(connect(server.url, { auth: { userId: ann.id } })).rejects.toThrow(
        'unauthorized',
      );
    });

    it('rejects a foreign Origin', async () => {
      await expect(
        connect(server.url, { token: ann.token, origin: 'https://evil.example' }),
      ).rejects.toThrow();
    });

    it('rejects a foreign Origin over long-polling too', async () => {
      await expect(
        connect(server.url, {
          token: ann.token,
          origin: 'https://evil.example',
          transports: ['polling'],
        }),
      ).rejects.toThrow();
    });

    it('accepts the web origin', async () => {
      const socket = await connect(server.url, {
        token: ann.token,
        origin: server.context.config.webOrigin,
      });
      open.push(socket);
      expect(socket.connected).toBe(true);
    });

    it('accepts a ticket once, and only once', async () => {
      const { ticket } = (await request(ann, 'GET', 'realtime/ticket')).json();
      const socket = await connect(server.url, { auth: { ticket } });
      open.push(socket);
      expect(socket.connected).toBe(true);
      await expect(connect(server.url, { auth: { ticket } })).rejects.toThrow('unauthorized');
    });

    it('rejects a made-up ticket', async () => {
      await expect(connect(server.url, { auth: { ticket: 'x'.repeat(43) } })).rejects.toThrow(
        'unauthorized',
      );
    });

    it('binds a ticket to its user, whatever userId is claimed beside it', async () => {
      const { ticket } = (await request(ann, 'GET', 'realtime/ticket')).json();
      const { events: adminEvents } = await join(admin);
      const socket = await connect(server.url, { auth: { ticket, userId: bob.id } });
      open.push(socket);
      const events = recordEvents(socket);
      await request(admin, 'POST', `admin/conversations/${ann.id}/messages`, {
        body: 'for ann',
        client_id: clientId(),
      });
      await eventually(() => named(events, 'new_message').length === 1, 'new_message to ann');
      expect(named(adminEvents, 'new_message')).toHaveLength(1);
    });

    it('disconnects a socket that floods events', async () => {
      const { socket } = await join(bob);
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      for (let i = 0; i < 40; i += 1) (socket as unknown as { emit(e: string): void }).emit('spam');
      expect(await disconnected).toBe('io server disconnect');
    });

    it('closes a socket whose packet exceeds the payload cap', async () => {
      const { socket } = await join(bob);
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      (socket as unknown as { emit(e: string, p: string): void }).emit('big', 'x'.repeat(20_000));
      expect(await disconnected).toBe('transport close');
    });
  });

  describe('events reach the right parties only', () => {
    it('new_message from a user goes to their tabs and the admins, not to another user', async () => {
      const annTab1 = await join(ann);
      const annTab2 = await join(ann);
      const bobTab = await join(bob);
      const adminTab = await join(admin);
      const sent = (
        await request(ann, 'POST', 'user/messages', { body: 'hi', client_id: clientId() })
      ).json();
      await eventually(
        () => named(adminTab.events, 'new_message').length === 1,
        'admin new_message',
      );
      await eventually(
        () => named(annTab2.events, 'new_message').length === 1,
        'ann tab new_message',
      );
      expect(named(annTab1.events, 'new_message')).toEqual([['new_message', sent]]);
      expect(named(adminTab.events, 'new_message')).toEqual([['new_message', sent]]);
      // A later marker on Bob's tab: an administrator's typing for Bob.
      await typingMarker(adminTab.socket, { userId: bob.id, sender: 'admin', typing: true }, [
        bobTab.events,
      ]);
      expect(named(bobTab.events, 'new_message')).toEqual([]);
    });

    it('a retried send announces the same stored message again (clients drop repeats by id)', async () => {
      const adminTab = await join(admin);
      const id = clientId();
      const first = await request(ann, 'POST', 'user/messages', { body: 'once', client_id: id });
      await eventually(() => named(adminTab.events, 'new_message').length === 1, 'first');
      // The node that stored the first attempt may have died before announcing it.
      const retry = await request(ann, 'POST', 'user/messages', { body: 'once', client_id: id });
      expect(retry.statusCode).toBe(200);
      await eventually(() => named(adminTab.events, 'new_message').length === 2, 'replay');
      const stored = first.json();
      expect(named(adminTab.events, 'new_message')).toEqual([
        ['new_message', stored],
        ['new_message', stored],
      ]);
    });

    it('an admin reply goes to that user and the admins only', async () => {
      const annTab = await join(ann);
      const bobTab = await join(bob);
      const adminTab = await join(admin);
      const sent = (
        await request(admin, 'POST', `admin/conversations/${ann.id}/messages`, {
          body: 'reply',
          client_id: clientId(),
        })
      ).json();
      await eventually(() => named(annTab.events, 'new_message').length === 1, 'ann');
      expect(named(annTab.events, 'new_message')).toEqual([['new_message', sent]]);
      await eventually(() => named(adminTab.events, 'new_message').length === 1, 'admin');
      // A later marker on Bob's tab: an administrator's typing for Bob.
      await typingMarker(adminTab.socket, { userId: bob.id, sender: 'admin', typing: true }, [
        bobTab.events,
      ]);
      expect(named(bobTab.events, 'new_message')).toEqual([]);
    });

    it("read_message goes to the admins and the user's other tabs", async () => {
      const id = (
        await request(admin, 'POST', `admin/conversations/${ann.id}/messages`, {
          body: 'read me',
          client_id: clientId(),
        })
      ).json().id;
      const annTab = await join(ann);
      const bobTab = await join(bob);
      const adminTab = await join(admin);
      await request(ann, 'POST', 'user/messages/read', { id });
      await eventually(() => named(adminTab.events, 'read_message').length === 1, 'admin read');
      await eventually(() => named(annTab.events, 'read_message').length === 1, 'ann read');
      expect(named(adminTab.events, 'read_message')).toEqual([['read_message', id]]);
      // A later marker on Bob's tab: an administrator's typing for Bob.
      await typingMarker(adminTab.socket, { userId: bob.id, sender: 'admin', typing: true }, [
        bobTab.events,
      ]);
      expect(named(bobTab.events, 'read_message')).toEqual([]);
    });

    it('a rejected read (404) emits nothing', async () => {
      const bobMessage = (
        await request(admin, 'POST', `admin/conversations/${bob.id}/messages`, {
          body: 'bob only',
          client_id: clientId(),
        })
      ).json().id;
      const adminTab = await join(admin);
      const annTab = await join(ann);
      expect(
        (await request(ann, 'POST', 'user/messages/read', { id: bobMessage })).statusCode,
      ).toBe(404);
      // A later marker on the administrator's tab: Ann's typing (the route had answered).
      await typingMarker(annTab.socket, { userId: ann.id, sender: 'user', typing: true }, [
        adminTab.events,
      ]);
      expect(named(adminTab.events, 'read_message')).toEqual([]);
    });

    it('read_all_messages goes to the user (no argument) and the admins (with the user id)', async () => {
      await request(admin, 'POST', `admin/conversations/${ann.id}/messages`, {
        body: 'unread',
        client_id: clientId(),
      });
      const annTab = await join(ann);
      const bobTab = await join(bob);
      const adminTab = await join(admin);
      await request(ann, 'POST', 'user/messages/read-all');
      await eventually(() => named(annTab.events, 'read_all_messages').length === 1, 'ann');
      await eventually(() => named(adminTab.events, 'read_all_messages').length === 1, 'admin');
      expect(named(annTab.events, 'read_all_messages')).toEqual([['read_all_messages']]);
      expect(named(adminTab.events, 'read_all_messages')).toEqual([['read_all_messages', ann.id]]);
      // A later marker on Bob's tab: an administrator's typing for Bob.
      await typingMarker(adminTab.socket, { userId: bob.id, sender: 'admin', typing: true }, [
        bobTab.events,
      ]);
      expect(named(bobTab.events, 'read_all_messages')).toEqual([]);
    });

    it('deleted_message goes to that user and the admins', async () => {
      const id = (
        await request(ann, 'POST', 'user/messages', { body: 'oops', client_id: clientId() })
      ).json().id;
      const annTab = await join(ann);
      const bobTab = await join(bob);
      const adminTab = await join(admin);
      expect((await request(admin, 'DELETE', `admin/messages/${id}`)).statusCode).toBe(204);
      await eventually(() => named(annTab.events, 'deleted_message').length === 1, 'ann');
      await eventually(() => named(adminTab.events, 'deleted_message').length === 1, 'admin');
      expect(named(annTab.events, 'deleted_message')).toEqual([['deleted_message', id]]);
      // A later marker on Bob's tab: an administrator's typing for Bob.
      await typingMarker(adminTab.socket, { userId: bob.id, sender: 'admin', typing: true }, [
        bobTab.events,
      ]);
      expect(named(bobTab.events, 'deleted_message')).toEqual([]);
    });

    it('deleted_chat goes to that user, and to the admins with the user id', async () => {
      const annTab = await join(ann);
      const bobTab = await join(bob);
      const adminTab = await join(admin);
      expect((await request(admin, 'DELETE', `admin/conversations/${ann.id}`)).statusCode).toBe(
        204,
      );
      await eventually(() => named(annTab.events, 'deleted_chat').length === 1, 'ann');
      await eventually(() => named(adminTab.events, 'deleted_chat').length === 1, 'admin');
      expect(named(annTab.events, 'deleted_chat')).toEqual([['deleted_chat']]);
      expect(named(adminTab.events, 'deleted_chat')).toEqual([['deleted_chat', ann.id]]);
      // A later marker on Bob's tab: an administrator's typing for Bob.
      await typingMarker(adminTab.socket, { userId: bob.id, sender: 'admin', typing: true }, [
        bobTab.events,
      ]);
      expect(named(bobTab.events, 'deleted_chat')).toEqual([]);
    });

    it('user_presence tells the admins (only) when a user comes and goes', async () => {
      const adminTab = await join(admin);
      const bobTab = await join(bob);
      const annTab = await join(ann);
      await eventually(
        () =>
          named(adminTab.events, 'user_presence').some(
            (e) => (e[1] as { userId: number }).userId === ann.id,
          ),
        'ann online',
      );
      annTab.socket.disconnect();
      await eventually(
        () =>
          named(adminTab.events, 'user_presence').some(
            (e) => JSON.stringify(e[1]) === JSON.stringify({ userId: ann.id, online: false }),
          ),
        'ann offline',
      );
      expect(named(bobTab.events, 'user_presence')).toEqual([]);
    });

    it('reports a connected user as online in the inbox', async () => {
      await request(bob, 'POST', 'user/messages', { body: 'here', client_id: clientId() });
      await join(bob);
      const inbox = (await request(admin, 'GET', 'admin/conversations')).json();
      const bobs = inbox.data.find((c: { user: { id: number } }) => c.user.id === bob.id);
      expect(bobs.online).toBe(true);
    });
  });

  describe('admin presence', () => {
    it('sends online_admin(false) on connect while no admin is connected', async () => {
      const annTab = await join(ann);
      await eventually(() => named(annTab.events, 'online_admin').length === 1, 'state on connect');
      expect(named(annTab.events, 'online_admin')).toEqual([['online_admin', false]]);
    });

    it('flips to true when an admin connects, and back to false when the last one leaves', async () => {
      const annTab = await join(ann);
      const first = await join(admin);
      await eventually(() => named(annTab.events, 'online_admin').at(-1)?.[1] === true, 'true');
      const second = await join(admin);
      const firstId = first.socket.id;
      first.socket.disconnect();
      // The server recomputes the presence in the turn it drops the socket (one node: no Redis
      // round trip), so any online_admin(false) is emitted before the marker that follows.
      await eventually(
        () => !server.realtime.io.of('/').sockets.has(firstId ?? ''),
        'the server to see the first administrator leave',
      );
      await typingMarker(second.socket, { userId: ann.id, sender: 'admin', typing: true }, [
        annTab.events,
      ]);
      expect(named(annTab.events, 'online_admin').at(-1)?.[1]).toBe(true);
      second.socket.disconnect();
      await eventually(() => named(annTab.events, 'online_admin').at(-1)?.[1] === false, 'false');
      expect(named(annTab.events, 'online_admin').map((e) => e[1])).toEqual([false, true, false]);
    });

    it('sends online_admin(true) on connect while an admin is connected', async () => {
      await join(admin);
      // The server counts the administrator: Bob's tab hears online_admin(true) on connecting,
      // or just after if the count was still under way.
      const bobTab = await join(bob);
      await eventually(
        () => named(bobTab.events, 'online_admin').at(-1)?.[1] === true,
        'the administrator counted online',
      );
      const annTab = await join(ann);
      await eventually(() => named(annTab.events, 'online_admin').length === 1, 'state on connect');
      expect(named(annTab.events, 'online_admin')).toEqual([['online_admin', true]]);
    });
  });

  describe('catch-up after a reconnect', () => {
    it('returns exactly the messages missed while offline via the after cursor', async () => {
      const carol = await createChatAccount(server, 'author', 'Carol');
      const before = (
        await request(carol, 'POST', 'user/messages', { body: 'before', client_id: clientId() })
      ).json();
      const tab = await join(carol);
      const seen: number[] = [];
      tab.socket.on('new_message', (message) => seen.push(message.id));
      tab.socket.disconnect();
      const missed: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const reply = await request(admin, 'POST', `admin/conversations/${carol.id}/messages`, {
          body: `while away ${i}`,
          client_id: clientId(),
        });
        missed.push(reply.json().id);
      }
      tab.socket.connect();
      await connected(tab.socket);
      const lastSeen = Math.max(before.id, ...seen);
      const page = (await request(carol, 'GET', `user/messages?after=${lastSeen}`)).json();
      expect(page.data.map((m: { id: number }) => m.id)).toEqual([...missed].reverse());
      expect(page.meta).toEqual({ hasMore: false, unreadCount: 5 });
      expect(seen).toEqual([]);
    });
  });
});
