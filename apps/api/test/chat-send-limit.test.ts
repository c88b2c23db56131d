import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SENDS_PER_WINDOW } from '../src/chat/send-rate-limit';
import type { RunningServer } from '../src/server';
import {
  auth,
  type ChatAccount,
  clientId,
  createChatAccount,
  freshDatabaseUrl,
  serverConfig,
  startChatServer,
} from './chat-fixtures';
import { startTestServer } from './test-app';

const TOO_FAST = /^You are sending messages too fast\. Please wait \d+ seconds? and send again\.$/;

function userSend(node: RunningServer, account: ChatAccount, body: string) {
  return node.app.inject({
    method: 'POST',
    url: '/api/user/messages',
    headers: auth(account),
    payload: { body, client_id: clientId() },
  });
}

function adminSend(node: RunningServer, admin: ChatAccount, to: ChatAccount, body: string) {
  return node.app.inject({
    method: 'POST',
    url: `/api/admin/conversations/${to.id}/messages`,
    headers: auth(admin),
    payload: { body, client_id: clientId() },
  });
}

describe('chat send limit on one node (in-memory counters)', () => {
  let running: Awaited<ReturnType<typeof startChatServer>>;
  let node: RunningServer;

  beforeAll(async () => {
    running = await startChatServer();
    node = running.server;
  });
  afterAll(async () => {
    await running.close();
  });

  it("refuses a user's send past the limit with a 429 that says how long to wait", async () => {
    const flooder = await createChatAccount(node, 'author', 'Flo');
    for (let i = 0; i < CHAT_SENDS_PER_WINDOW; i += 1) {
      expect((await userSend(node, flooder, `m${i}`)).statusCode).toBe(201);
    }
    const refused = await userSend(node, flooder, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(TOO_FAST);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(10);
  });

  it("limits an administrator's replies too, across the people they answer", async () => {
    const admin = await createChatAccount(node, 'admin', 'Ada');
    const ann = await createChatAccount(node, 'author', 'Ann');
    const bob = await createChatAccount(node, 'author', 'Bob');
    for (let i = 0; i < CHAT_SENDS_PER_WINDOW; i += 1) {
      const to = i % 2 === 0 ? ann : bob;
      expect((await adminSend(node, admin, to, `r${i}`)).statusCode).toBe(201);
    }
    const refused = await adminSend(node, admin, ann, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(TOO_FAST);
    // The people answered were not flooding: their own sends still go through.
    expect((await userSend(node, ann, 'still fine')).statusCode).toBe(201);
  });

  it('checks the body before counting: a refused bad send answers 400, not 429', async () => {
    const carol = await createChatAccount(node, 'author', 'Carol');
    const bad = await node.app.inject({
      method: 'POST',
      url: '/api/user/messages',
      headers: auth(carol),
      payload: { body: '', client_id: clientId() },
    });
    expect(bad.statusCode).toBe(400);
  });
});

const redisUrl = process.env.REDIS_URL;

/** Two API nodes on one database sharing the counters through Redis. */
describe.skipIf(!process.env.DATABASE_URL || !redisUrl)(
  'chat send limit across two nodes (Redis counters)',
  () => {
    let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
    let nodeA: RunningServer;
    let nodeB: RunningServer;
    let redis: Redis;
    let flooder: ChatAccount;
    let admin: ChatAccount;
    let reader: ChatAccount;

    beforeAll(async () => {
      database = await freshDatabaseUrl();
      const config = serverConfig({ databaseUrl: database.url, redisUrl });
      nodeA = await startTestServer(config);
      nodeB = await startTestServer(config);
      // Other suites' fresh databases reuse small ids on the same Redis: start from clean keys.
      reader = await createChatAccount(nodeA, 'author', 'Rita');
      flooder = await createChatAccount(nodeA, 'author', 'Flo');
      admin = await createChatAccount(nodeB, 'admin', 'Ada');
      redis = new Redis(redisUrl as string);
      await redis.del(
        `quire-attempts:chat-send:user:${flooder.id}`,
        `quire-attempts:chat-send:admin:${admin.id}`,
      );
    });
    afterAll(async () => {
      await redis?.quit();
      await nodeA?.close();
      await nodeB?.close();
      await database?.drop();
    });

    it("counts a user's sends on both nodes against one limit", async () => {
      for (let i = 0; i < CHAT_SENDS_PER_WINDOW; i += 1) {
        const node = i % 2 === 0 ? nodeA : nodeB;
        expect((await userSend(node, flooder, `m${i}`)).statusCode).toBe(201);
      }
      const onA = await userSend(nodeA, flooder, 'too many on A');
      const onB = await userSend(nodeB, flooder, 'too many on B');
      expect([onA.statusCode, onB.statusCode]).toEqual([429, 429]);
      expect(onB.json().message).toMatch(TOO_FAST);
    });

    it("counts an administrator's replies on both nodes against one limit", async () => {
      for (let i = 0; i < CHAT_SENDS_PER_WINDOW; i += 1) {
        const node = i % 2 === 0 ? nodeB : nodeA;
        expect((await adminSend(node, admin, reader, `r${i}`)).statusCode).toBe(201);
      }
      const refused = await adminSend(nodeA, admin, reader, 'too many');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    });
  },
);
