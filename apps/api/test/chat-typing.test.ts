import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import {
  type ChatAccount,
  type ClientSocket,
  connected,
  createChatAccount,
  eventually,
  openSocket,
  recordEvents,
  settle,
  startChatServer,
} from './chat-fixtures';

describe('chat: typing signals', () => {
  let running: Awaited<ReturnType<typeof startChatServer>>;
  let server: RunningServer;
  let ann: ChatAccount;
  let bob: ChatAccount;
  let admin: ChatAccount;
  const open: ClientSocket[] = [];

  async function join(account: ChatAccount) {
    const socket = openSocket(server.url, { token: account.token });
    open.push(socket);
    const events = recordEvents(socket);
    await connected(socket);
    return { socket, events };
  }
  const typingOf = (events: unknown[][]) => events.filter((event) => event[0] === 'typing');

  beforeAll(async () => {
    running = await startChatServer();
    server = running.server;
    ann = await createChatAccount(server, 'author', 'Ann');
    bob = await createChatAccount(server, 'author', 'Bob');
    admin = await createChatAccount(server, 'admin', 'Ada');
  });
  afterEach(async () => {
    for (const socket of open.splice(0)) socket.disconnect();
    await settle(100);
  });
  afterAll(async () => {
    await running.close();
  });

  it("relays a user's typing to the administrators, not to other users or their own tabs", async () => {
    const annTab = await join(ann);
    const annOtherTab = await join(ann);
    const bobTab = await join(bob);
    const adminTab = await join(admin);
    annTab.socket.emit('typing', { typing: true });
    await eventually(() => typingOf(adminTab.events).length === 1, 'admin hears typing');
    expect(typingOf(adminTab.events)[0]?.[1]).toEqual({
      userId: ann.id,
      sender: 'user',
      typing: true,
    });
    await settle(150);
    expect(typingOf(bobTab.events)).toEqual([]);
    expect(typingOf(annOtherTab.events)).toEqual([]);
  });

  it("relays an administrator's typing to the named user only", async () => {
    const annTab = await join(ann);
    const bobTab = await join(bob);
    const adminTab = await join(admin);
    adminTab.socket.emit('typing', { typing: false, userId: ann.id });
    await eventually(() => typingOf(annTab.events).length === 1, 'ann hears typing');
    expect(typingOf(annTab.events)[0]?.[1]).toEqual({
      userId: ann.id,
      sender: 'admin',
      typing: false,
    });
    await settle(150);
    expect(typingOf(bobTab.events)).toEqual([]);
  });

  it("drops malformed signals and an administrator's signal without a conversation", async () => {
    const annTab = await join(ann);
    const adminTab = await join(admin);
    const raw = adminTab.socket as unknown as { emit(event: string, payload: unknown): void };
    raw.emit('typing', { typing: true });
    raw.emit('typing', { typing: 'yes', userId: ann.id });
    raw.emit('typing', 'typing');
    (annTab.socket as unknown as { emit(event: string, payload: unknown): void }).emit('typing', {
      typing: true,
      userId: -1,
    });
    await settle(300);
    expect(typingOf(annTab.events)).toEqual([]);
    expect(typingOf(adminTab.events)).toEqual([]);
    expect(adminTab.socket.connected).toBe(true);
  });

  it('still disconnects a socket that floods typing signals', async () => {
    const { socket } = await join(bob);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    for (let i = 0; i < 40; i += 1) socket.emit('typing', { typing: true });
    expect(await disconnected).toBe('io server disconnect');
  });
});
