import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import {
  type ChatAccount,
  type ClientSocket,
  connected,
  createChatAccount,
  eventually,
  freshDatabaseUrl,
  openSocket,
  recordEvents,
  serverConfig,
} from './chat-fixtures';
import { startTestServer } from './test-app';

/**
 * A TCP relay in front of an API node whose `goSilent()` stops forwarding bytes without closing
 * anything: what a server sees when a laptop's Wi-Fi drops or a tab dies in the middle of a
 * transport upgrade. Only the heartbeat can notice such a peer.
 */
async function startSilenceableRelay(targetPort: number): Promise<{
  url: string;
  goSilent(): void;
  close(): Promise<void>;
}> {
  const pairs: [Socket, Socket][] = [];
  let silent = false;
  const relay: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    pairs.push([client, upstream]);
    const forward = (to: Socket) => (chunk: Buffer) => {
      if (!silent) to.write(chunk);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    for (const end of [client, upstream]) end.on('error', () => {});
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address();
  if (address === null || typeof address === 'string') throw new Error('relay has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    goSilent: () => {
      silent = true;
    },
    close: async () => {
      for (const pair of pairs) for (const end of pair) end.destroy();
      await new Promise((resolve) => relay.close(resolve));
    },
  };
}

const portOf = (node: RunningServer) => Number(new URL(node.url).port);
const lastAdminState = (events: unknown[][]) =>
  events.filter((event) => event[0] === 'online_admin').at(-1)?.[1];
/**
 * The probe at a tenth of its production timing (2 s, 2.5 s): the behaviour is the same, the
 * bound it promises is `interval + timeout`.
 */
const PROBE = { adminProbeIntervalMs: 200, adminProbeTimeoutMs: 250 } as const;
const BOUND_MS = PROBE.adminProbeIntervalMs + PROBE.adminProbeTimeoutMs;
/** The bound itself, plus room for a loaded 2-core machine to run its timers late. */
const WAIT_MS = BOUND_MS + 1_500;

async function expectOfflineWithinBound(
  userEvents: unknown[][],
  relay: { goSilent(): void },
): Promise<void> {
  await eventually(() => lastAdminState(userEvents) === true, 'admin online');
  const lostAt = Date.now();
  relay.goSilent();
  await eventually(() => lastAdminState(userEvents) === false, 'admin offline', WAIT_MS);
  expect(Date.now() - lostAt).toBeLessThanOrEqual(WAIT_MS);
}

describe('admin presence when the admin vanishes without closing its connection', () => {
  let node: RunningServer;
  let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let ann: ChatAccount;
  let admin: ChatAccount;
  const cleanup: (() => unknown)[] = [];

  beforeAll(async () => {
    database = await freshDatabaseUrl();
    node = await startTestServer(serverConfig({ databaseUrl: database.url, ...PROBE }));
    ann = await createChatAccount(node, 'author');
    admin = await createChatAccount(node, 'admin');
  });
  afterEach(async () => {
    for (const undo of cleanup.splice(0)) await undo();
  });
  afterAll(async () => {
    await node?.close();
    await database?.drop();
  });

  async function open(url: string, account: ChatAccount, transport: 'polling' | 'websocket') {
    const socket: ClientSocket = openSocket(url, { token: account.token, transports: [transport] });
    cleanup.push(() => socket.disconnect());
    const events = recordEvents(socket);
    await connected(socket);
    return events;
  }

  for (const transport of ['websocket', 'polling'] as const) {
    it(`turns offline within the bound when an admin's ${transport} link goes silent`, async () => {
      const relay = await startSilenceableRelay(portOf(node));
      cleanup.push(() => relay.close());
      const userEvents = await open(node.url, ann, 'websocket');
      await open(relay.url, admin, transport);
      await expectOfflineWithinBound(userEvents, relay);
    });
  }

  it("closes an admin's connection that leaves the liveness probe unanswered", async () => {
    const userEvents = await open(node.url, ann, 'websocket');
    const mute = openSocket(node.url, { token: admin.token, answerProbes: false });
    cleanup.push(() => mute.disconnect());
    const dropped = new Promise<string>((resolve) => mute.once('disconnect', resolve));
    await connected(mute);
    await eventually(() => lastAdminState(userEvents) === true, 'admin online');
    const since = Date.now();
    // Closed by the server's side of the transport, not told "io server disconnect": a live
    // client would reconnect by itself.
    expect(await dropped).toBe('transport close');
    expect(Date.now() - since).toBeLessThanOrEqual(WAIT_MS);
    await eventually(() => lastAdminState(userEvents) === false, 'admin offline', WAIT_MS);
  });

  it("keeps an answering admin's and a silent author's connections open past many probes", async () => {
    const author = openSocket(node.url, { token: ann.token, answerProbes: false });
    const answering = openSocket(node.url, { token: admin.token });
    cleanup.push(
      () => author.disconnect(),
      () => answering.disconnect(),
    );
    let authorProbes = 0;
    let answeredProbes = 0;
    author.on('liveness_probe', () => {
      authorProbes += 1;
    });
    answering.on('liveness_probe', () => {
      answeredProbes += 1;
    });
    await Promise.all([connected(author), connected(answering)]);
    // Authors are never probed; the administrator answers each probe and stays connected.
    await eventually(() => answeredProbes >= 8, 'eight probes answered', BOUND_MS * 8 + 5_000);
    expect(authorProbes).toBe(0);
    expect(author.connected).toBe(true);
    expect(answering.connected).toBe(true);
  });
});

const redisUrl = process.env.REDIS_URL;
const clusterable = Boolean(process.env.DATABASE_URL && redisUrl);

describe.skipIf(!clusterable)('admin presence across two nodes when the admin vanishes', () => {
  let nodeA: RunningServer;
  let nodeB: RunningServer;
  let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;

  beforeAll(async () => {
    database = await freshDatabaseUrl();
    const config = serverConfig({ databaseUrl: database.url, redisUrl, ...PROBE });
    nodeA = await startTestServer(config);
    nodeB = await startTestServer(config);
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await database?.drop();
  });

  it('tells a user on node A within the bound when the admin on node B goes silent', async () => {
    const ann = await createChatAccount(nodeA, 'author');
    const admin = await createChatAccount(nodeB, 'admin');
    const relay = await startSilenceableRelay(portOf(nodeB));
    const user = openSocket(nodeA.url, { token: ann.token });
    const adminSocket = openSocket(relay.url, { token: admin.token });
    try {
      const userEvents = recordEvents(user);
      await Promise.all([connected(user), connected(adminSocket)]);
      await expectOfflineWithinBound(userEvents, relay);
    } finally {
      user.disconnect();
      adminSocket.disconnect();
      await relay.close();
    }
  });
});
