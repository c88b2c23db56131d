import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test-app';
import {
  type Acknowledged,
  type ApiNode,
  answers,
  ChatClient,
  faultSuiteUnavailable,
  insertAccounts,
  type PrivateRedis,
  startApiNode,
  startPrivateRedis,
  storedMessages,
  waitFor,
} from './cluster-fixtures';

/**
 * Chat fault tests with real processes: two API nodes (`src/main.ts` in child
 * processes) on a fresh PostgreSQL database, sharing events through a private Redis this file
 * starts and may kill. Everything listens on 127.0.0.1 and every loop is bounded.
 * The tests share the two nodes and run in order; the last one kills node A.
 */
const unavailable = faultSuiteUnavailable();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How many messages the administrator sends while the author is offline, at the least. */
const OFFLINE_MESSAGES = 20;
const run = randomBytes(3).toString('hex');
let sequence = 0;
/** A client id no other send of this run uses. */
const nextClientId = (prefix: string) => {
  sequence += 1;
  return `${prefix}-${run}-${sequence}`;
};

describe.skipIf(unavailable !== undefined)(
  unavailable ? `chat faults (skipped: ${unavailable})` : 'chat faults across two API nodes',
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let redis: PrivateRedis;
    let nodeA: ApiNode;
    let nodeB: ApiNode;
    const clients: ChatClient[] = [];

    /** A connected client for a fresh account of `role` on `node`. */
    async function join(accounts: Awaited<ReturnType<typeof insertAccounts>>, node: ApiNode) {
      return Promise.all(
        accounts.map(async (account) => {
          const client = new ChatClient(account);
          clients.push(client);
          await client.connect(node.url);
          return client;
        }),
      );
    }

    beforeAll(async () => {
      database = await createPostgresDatabase(process.env.DATABASE_URL ?? '');
      redis = await startPrivateRedis();
      // One after the other: the first start migrates the fresh database.
      nodeA = await startApiNode({
        label: 'node-a',
        databaseUrl: database.url,
        redisUrl: redis.url,
      });
      nodeB = await startApiNode({
        label: 'node-b',
        databaseUrl: database.url,
        redisUrl: redis.url,
      });
    });

    afterAll(async () => {
      for (const client of clients) client.disconnect();
      await Promise.all([nodeA?.kill(), nodeB?.kill()]);
      await redis?.stop();
      await database?.drop();
    });

    it('gives a client that was offline for 10 s every message once after it reconnects', async () => {
      const [authorAccount, adminAccount] = await insertAccounts(database.url, ['author', 'admin']);
      if (!authorAccount || !adminAccount) throw new Error('accounts not created');
      const [author] = await join([authorAccount], nodeA);
      const [admin] = await join([adminAccount], nodeB);
      if (!author || !admin) throw new Error('clients not connected');
      const conversation = authorAccount.id;
      const toA = () => [nodeA.url];
      const toB = () => [nodeB.url];

      // Enough history before the outage that the catch-up cursor is a real one, not 0.
      for (let i = 0; i < 15; i += 1) {
        await author.send(toA, conversation, `before ${i}`, nextClientId('user'));
        await admin.send(toB, conversation, `reply ${i}`, nextClientId('admin'));
      }
      await waitFor(() => author.clientIds(conversation).length === 30, 'the history live');

      author.disconnect();
      const heldOffline = author.clientIds(conversation).length;
      const sentOffline: string[] = [];
      const offlineUntil = Date.now() + 10_000;
      // At least 10 s and at least 20 messages: on a loaded machine a send can take longer than
      // its pacing, and the catch-up must still be shown on a real backlog.
      while (Date.now() < offlineUntil || sentOffline.length < OFFLINE_MESSAGES) {
        const id = nextClientId('offline');
        await admin.send(toB, conversation, 'while you were away', id);
        sentOffline.push(id);
        await pause(400);
      }
      // Offline really was offline: nothing reached the author meanwhile.
      expect(author.clientIds(conversation)).toHaveLength(heldOffline);

      await author.connect(nodeA.url);
      await author.catchUp(nodeA.url, conversation);
      const afterAway = nextClientId('after');
      await admin.send(toB, conversation, 'welcome back', afterAway);
      await waitFor(() => author.clientIds(conversation).includes(afterAway), 'live again');

      const stored = await storedMessages(database.url, [conversation]);
      const held = author.clientIds(conversation);
      expect(sentOffline.length).toBeGreaterThanOrEqual(OFFLINE_MESSAGES);
      expect(held).toEqual(expect.arrayContaining(sentOffline));
      expect(new Set(held).size).toBe(held.length);
      expect([...held].sort()).toEqual(stored.map((row) => row.client_id).sort());
      expect(stored).toHaveLength(30 + sentOffline.length + 1);
    });

    it('keeps both nodes up through a Redis restart and resumes cross-node delivery', async () => {
      const [authorAccount, adminAccount] = await insertAccounts(database.url, ['author', 'admin']);
      if (!authorAccount || !adminAccount) throw new Error('accounts not created');
      const [author] = await join([authorAccount], nodeB);
      const admin = new ChatClient(adminAccount);
      if (!author) throw new Error('client not connected');
      const conversation = authorAccount.id;
      const toA = () => [nodeA.url];
      const reaches = async (label: string, timeoutMs: number) => {
        const id = nextClientId('probe');
        await admin.send(toA, conversation, label, id);
        try {
          await waitFor(() => author.clientIds(conversation).includes(id), label, timeoutMs);
          return true;
        } catch {
          return false;
        }
      };

      expect(await reaches('before the restart', 5_000)).toBe(true);

      await redis.kill();
      // Without Redis: both nodes answer, and a send is still stored (delivery waits for catch-up).
      const outage = nextClientId('outage');
      const stored = await admin.send(toA, conversation, 'during the outage', outage);
      expect(stored.status).toBe(201);
      for (let probe = 0; probe < 4; probe += 1) {
        expect(await answers(`${nodeA.url}/health/live`)).toBe(true);
        expect(await answers(`${nodeB.url}/health/live`)).toBe(true);
        await pause(500);
      }

      await redis.start();
      // ioredis reconnects and resubscribes by itself (backoff up to 2 s); retry until it has.
      let resumed = false;
      const deadline = Date.now() + 20_000;
      while (!resumed && Date.now() < deadline) resumed = await reaches('after the restart', 1_000);
      expect(resumed).toBe(true);
      expect(await answers(`${nodeA.url}/health/live`)).toBe(true);
      expect(await answers(`${nodeB.url}/health/live`)).toBe(true);

      // What the outage held back comes from the database.
      await author.catchUp(nodeB.url, conversation);
      const rows = await storedMessages(database.url, [conversation]);
      expect(author.clientIds(conversation)).toContain(outage);
      expect([...author.clientIds(conversation)].sort()).toEqual(
        rows.map((row) => row.client_id).sort(),
      );
    });

    it('loses no acknowledged message and stores none twice when a node is killed mid-exchange', async () => {
      const AUTHORS = 20;
      const AUTHOR_SENDS = 25; // under the 30-per-10 s limit of a user, on either node
      const ADMIN_SENDS = 75;
      const TOTAL = AUTHORS * (AUTHOR_SENDS + ADMIN_SENDS); // 2,000
      const KILL_AFTER = 400;
      const accounts = await insertAccounts(database.url, [
        ...Array.from({ length: AUTHORS }, () => 'author' as const),
        'admin',
      ]);
      const adminAccount = accounts.pop();
      if (!adminAccount) throw new Error('admin not created');
      const authors = await join(accounts, nodeA);
      const [admin] = await join([adminAccount], nodeB);
      if (!admin) throw new Error('admin not connected');
      const conversations = accounts.map((account) => account.id);

      let nodeAUp = true;
      let acknowledged = 0;
      let acknowledgedAtKill = 0;
      let killed: Promise<void> | undefined;
      const outcomes: { sender: 'user' | 'admin'; clientId: string; ack: Acknowledged }[] = [];
      const reconnected: Promise<void>[] = [];
      // The authors' sockets are cut with node A; they reconnect to node B and catch up there.
      for (const author of authors) {
        author.socket?.once('disconnect', (reason) => {
          if (reason === 'io client disconnect') return;
          reconnected.push(
            author
              .connect(nodeB.url)
              .then(() => author.catchUp(nodeB.url, author.account.id))
              .then(() => undefined),
          );
        });
      }
      const authorNodes = () => (nodeAUp ? [nodeA.url, nodeB.url] : [nodeB.url]);
      const adminNodes = () => [nodeB.url];

      async function exchange(
        client: ChatClient,
        sender: 'user' | 'admin',
        conversation: number,
        count: number,
      ) {
        const nodes = sender === 'user' ? authorNodes : adminNodes;
        for (let i = 0; i < count; i += 1) {
          const clientId = nextClientId(`${sender}-${conversation}`);
          const ack = await client.send(nodes, conversation, `${sender} ${i}`, clientId);
          outcomes.push({ sender, clientId, ack });
          acknowledged += 1;
          if (acknowledged === KILL_AFTER) {
            acknowledgedAtKill = acknowledged;
            killed = nodeA.kill().then(() => {
              nodeAUp = false;
            });
          }
        }
      }

      await Promise.all(
        authors.flatMap((author, i) => {
          const conversation = conversations[i] ?? 0;
          return [
            exchange(author, 'user', conversation, AUTHOR_SENDS),
            exchange(admin, 'admin', conversation, ADMIN_SENDS),
          ];
        }),
      );
      await killed;
      await waitFor(() => reconnected.length === AUTHORS, 'every author reconnecting', 15_000);
      await Promise.all(reconnected);

      // The database: every acknowledged send stored, exactly once.
      const rows = await storedMessages(database.url, conversations);
      const key = (sender: string, clientId: string) => `${sender}:${clientId}`;
      const sentKeys = outcomes.map((o) => key(o.sender, o.clientId)).sort();
      expect(acknowledgedAtKill).toBe(KILL_AFTER);
      expect(outcomes).toHaveLength(TOTAL);
      expect(rows).toHaveLength(TOTAL);
      expect(rows.map((row) => key(row.sender, row.client_id)).sort()).toEqual(sentKeys);
      // The kill cut requests in flight: some sends went to node B on a second attempt.
      expect(outcomes.some((o) => o.sender === 'user' && o.ack.attempts > 1)).toBe(true);

      // Each author (reconnected, caught up, then live on node B) holds its whole conversation.
      const rowsOf = (conversation: number) =>
        rows.filter((row) => row.user_id === conversation).map((row) => row.client_id);
      const whole = () =>
        authors.every((a) => a.clientIds(a.account.id).length === rowsOf(a.account.id).length);
      await waitFor(whole, 'the authors to hold every message', 10_000).catch(() => undefined);
      for (const author of authors) {
        const held = author.clientIds(author.account.id);
        expect(new Set(held).size).toBe(held.length);
        expect([...held].sort()).toEqual(rowsOf(author.account.id).sort());
      }

      // The admin never lost its socket, so it holds every stored message live: a message node A
      // stored but died before announcing is announced again by node B when the author's retry
      // comes back as a replay (200), and the admin's client drops repeats by id.
      const missingLive = () =>
        conversations.flatMap((c) =>
          rowsOf(c).filter((clientId) => !admin.clientIds(c).includes(clientId)),
        );
      await waitFor(
        () => missingLive().length === 0,
        'the admin to hold every message live',
        10_000,
      ).catch(() => undefined);
      expect(missingLive()).toEqual([]);
      // Reloading each thread from the database (as the inbox does on opening one) adds nothing.
      for (const conversation of conversations) {
        await admin.catchUp(nodeB.url, conversation, true);
        const held = admin.clientIds(conversation);
        expect(new Set(held).size).toBe(held.length);
        expect([...held].sort()).toEqual(rowsOf(conversation).sort());
      }
    });
  },
);
