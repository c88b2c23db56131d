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
  freshDatabaseUrl,
  openSocket,
  recordEvents,
  serverConfig,
  serverSocketsClosed,
} from './chat-fixtures';
import { startTestServer } from './test-app';

const redisUrl = process.env.REDIS_URL;
const clusterable = Boolean(process.env.DATABASE_URL && redisUrl);

/** Two API nodes on one PostgreSQL database sharing events through Redis. */
describe.skipIf(!clusterable)('chat across two nodes (Redis adapter)', () => {
  let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let nodeA: RunningServer;
  let nodeB: RunningServer;
  let ann: ChatAccount;
  let admin: ChatAccount;
  const open: ClientSocket[] = [];

  async function join(node: RunningServer, account: ChatAccount) {
    const socket = openSocket(node.url, { token: account.token });
    open.push(socket);
    const events = recordEvents(socket);
    await connected(socket);
    return { socket, events };
  }
  const named = (events: unknown[][], name: string) => events.filter((event) => event[0] === name);

  beforeAll(async () => {
    database = await freshDatabaseUrl();
    // No sweep within a test's time: each change must reach the other node by itself.
    const config = serverConfig({
      databaseUrl: database.url,
      redisUrl,
      adminPresenceSweepMs: 3_600_000,
    });
    nodeA = await startTestServer(config);
    nodeB = await startTestServer(config);
    ann = await createChatAccount(nodeA, 'author', 'Ann');
    admin = await createChatAccount(nodeB, 'admin', 'Ada');
  });
  afterEach(async () => {
    for (const socket of open.splice(0)) socket.disconnect();
    await serverSocketsClosed(nodeA, nodeB);
    // Node A recomputes its administrator presence when node B's administrator left, through
    // Redis: a fresh tab of Ann's on node A hears it read "none" before the next test starts
    // (at once if it was settled, or when the recomputation ends).
    const probe = await join(nodeA, ann);
    await eventually(
      () => named(probe.events, 'online_admin').at(-1)?.[1] === false,
      'node A to count no administrator',
    );
    for (const socket of open.splice(0)) socket.disconnect();
    await serverSocketsClosed(nodeA, nodeB);
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await database?.drop();
  });

  it('tells a user on node A when an admin connects and leaves on node B', async () => {
    const user = await join(nodeA, ann);
    const adminTab = await join(nodeB, admin);
    await eventually(() => named(user.events, 'online_admin').at(-1)?.[1] === true, 'true');
    adminTab.socket.disconnect();
    await eventually(() => named(user.events, 'online_admin').at(-1)?.[1] === false, 'false');
  });

  it('delivers a user message sent on node A to an admin on node B', async () => {
    await join(nodeA, ann);
    const adminTab = await join(nodeB, admin);
    const sent = await nodeA.app.inject({
      method: 'POST',
      url: '/api/user/messages',
      headers: auth(ann),
      payload: { body: 'across nodes', client_id: clientId() },
    });
    await eventually(() => named(adminTab.events, 'new_message').length === 1, 'admin new_message');
    expect(named(adminTab.events, 'new_message')).toEqual([['new_message', sent.json()]]);
  });

  it('delivers an admin reply sent on node B to the user on node A', async () => {
    const user = await join(nodeA, ann);
    await join(nodeB, admin);
    const sent = await nodeB.app.inject({
      method: 'POST',
      url: `/api/admin/conversations/${ann.id}/messages`,
      headers: auth(admin),
      payload: { body: 'reply across nodes', client_id: clientId() },
    });
    await eventually(() => named(user.events, 'new_message').length === 1, 'user new_message');
    expect(named(user.events, 'new_message')).toEqual([['new_message', sent.json()]]);
  });

  it('shows a user connected to node A as online in the inbox served by node B', async () => {
    await join(nodeA, ann);
    const inbox = await nodeB.app.inject({
      method: 'GET',
      url: '/api/admin/conversations',
      headers: auth(admin),
    });
    const entry = inbox.json().data.find((c: { user: { id: number } }) => c.user.id === ann.id);
    expect(entry.online).toBe(true);
  });

  it('relays typing both ways between a user on node A and an admin on node B', async () => {
    const user = await join(nodeA, ann);
    const adminTab = await join(nodeB, admin);
    user.socket.emit('typing', { typing: true });
    await eventually(() => named(adminTab.events, 'typing').length === 1, 'admin hears typing');
    expect(named(adminTab.events, 'typing')[0]?.[1]).toEqual({
      userId: ann.id,
      sender: 'user',
      typing: true,
    });
    adminTab.socket.emit('typing', { typing: true, userId: ann.id });
    await eventually(() => named(user.events, 'typing').length === 1, 'user hears typing');
    expect(named(user.events, 'typing')[0]?.[1]).toEqual({
      userId: ann.id,
      sender: 'admin',
      typing: true,
    });
  });

  it('flips presence to false on node A when node B shuts down with the only admin', async () => {
    const user = await join(nodeA, ann);
    await join(nodeB, admin);
    await eventually(() => named(user.events, 'online_admin').at(-1)?.[1] === true, 'true');
    // Node B announces its departure once it has left Redis's channels; node A then recounts
    // without waiting on node B's answer (nor on a sweep, which this suite never reaches).
    await nodeB.close();
    await eventually(() => named(user.events, 'online_admin').at(-1)?.[1] === false, 'false');
  });
});
