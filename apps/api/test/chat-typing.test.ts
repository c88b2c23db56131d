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
  serverSocketsClosed,
  startChatServer,
  typingMarker,
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
    await serverSocketsClosed(server);
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
    // The relay to the administrators ran, so any stray relay of Ann's signal was emitted too:
    // later markers are an administrator's typing for Bob and for Ann (false, unlike Ann's).
    const forBob = { userId: bob.id, sender: 'admin', typing: true } as const;
    const forAnn = { userId: ann.id, sender: 'admin', typing: false } as const;
    await typingMarker(adminTab.socket, forBob, [bobTab.events]);
    await typingMarker(adminTab.socket, forAnn, [annOtherTab.events]);
    // Nothing but the marker: Ann's own signal reached neither.
    expect(typingOf(bobTab.events)).toEqual([['typing', forBob]]);
    expect(typingOf(annOtherTab.events)).toEqual([['typing', forAnn]]);
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
    // A later marker: the same administrator's typing for Bob (true, unlike the one for Ann).
    const forBob = { userId: bob.id, sender: 'admin', typing: true } as const;
    await typingMarker(adminTab.socket, forBob, [bobTab.events]);
    // Nothing but the marker: the signal for Ann did not reach Bob.
    expect(typingOf(bobTab.events)).toEqual([['typing', forBob]]);
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
    // Later markers, each from the socket that sent the dropped signals (the server handles one
    // socket's packets in order): a valid signal of each side, typing false (the dropped ones
    // said true or "yes").
    const forAnn = { userId: ann.id, sender: 'admin', typing: false } as const;
    const fromAnn = { userId: ann.id, sender: 'user', typing: false } as const;
    await typingMarker(adminTab.socket, forAnn, [annTab.events]);
    await typingMarker(annTab.socket, fromAnn, [adminTab.events]);
    // Nothing but the markers: every dropped signal reached no one.
    expect(typingOf(annTab.events)).toEqual([['typing', forAnn]]);
    expect(typingOf(adminTab.events)).toEqual([['typing', fromAnn]]);
    expect(adminTab.socket.connected).toBe(true);
  });

  it('still disconnects a socket that floods typing signals', async () => {
    const { socket } = await join(bob);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    for (let i = 0; i < 40; i += 1) socket.emit('typing', { typing: true });
    expect(await disconnected).toBe('io server disconnect');
  });
});
