import type { ChatMessage } from '@quire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatSendBatcher, type QueuedSend, type StoredSend } from '../src/chat/send-batch';
import { countQueries } from '../src/db/query-counter';
import { HttpError } from '../src/http/errors';
import { auth, type ChatAccount, clientId, createChatAccount } from './chat-fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('chat: sends arriving together are stored together (group commit)', () => {
  let testApp: TestApp;
  let people: ChatAccount[];
  let admin: ChatAccount;

  beforeAll(async () => {
    testApp = await createTestApp({ authRateLimitPerMinute: 10_000, chatRateLimit: 1_000 });
    people = [];
    for (const name of ['Ann Author', 'Bob Author', 'Cy Author', 'Di Author']) {
      people.push(await createChatAccount(testApp, 'author', name));
    }
    admin = await createChatAccount(testApp, 'admin', 'Ada Admin');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const userSend = (account: ChatAccount, body: string, id = clientId()): QueuedSend => ({
    userId: account.id,
    sender: 'user',
    author: { id: account.id, name: account.name },
    body,
    clientId: id,
  });

  function send(account: ChatAccount, body: string, id = clientId()) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/user/messages',
      headers: auth(account),
      payload: { body, client_id: id },
    });
  }

  function reply(userId: number, body: string, id = clientId()) {
    return testApp.app.inject({
      method: 'POST',
      url: `/api/admin/conversations/${userId}/messages`,
      headers: auth(admin),
      payload: { body, client_id: id },
    });
  }

  async function history(account: ChatAccount): Promise<ChatMessage[]> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/messages?limit=100',
      headers: auth(account),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  it('stores 40 sends made at once in one INSERT, each in its conversation', async () => {
    const batcher = new ChatSendBatcher(testApp.context.db);
    const sends = people.flatMap((person) =>
      Array.from({ length: 10 }, (_, i) => userSend(person, `together ${i}`)),
    );
    const { result, queries } = await countQueries(() =>
      Promise.all(sends.map((queued) => batcher.store(queued))),
    );
    expect(queries).toBe(1);
    expect(result.every((stored) => stored.created)).toBe(true);
    expect(new Set(result.map((stored) => stored.row.id)).size).toBe(40);
    result.forEach((stored, i) => {
      expect(stored.row).toMatchObject({
        userId: sends[i]?.userId,
        sender: 'user',
        senderName: sends[i]?.author.name,
        body: sends[i]?.body,
        clientId: sends[i]?.clientId,
        attachments: [],
      });
    });
  });

  it('gives a conversation its messages in the order they were sent', async () => {
    const batcher = new ChatSendBatcher(testApp.context.db);
    const [ann, bob] = people as [ChatAccount, ChatAccount];
    const sends = Array.from({ length: 20 }, (_, i) => userSend(i % 2 ? ann : bob, `order ${i}`));
    const stored = await Promise.all(sends.map((queued) => batcher.store(queued)));
    for (const account of [ann, bob]) {
      const ids = stored.filter((s) => s.row.userId === account.id).map((s) => s.row.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
  });

  it('lets a send read just after a statement returns join the sends that waited for it', async () => {
    // A database whose statements take 20 ms, as over a busy network: the first one is
    // certainly still running when the next send is queued.
    const { db } = testApp.context;
    const slowDb = new Proxy(db, {
      get: (target, key, receiver) =>
        key === 'execute'
          ? async (...args: Parameters<typeof db.execute>) => {
              await new Promise((resolve) => setTimeout(resolve, 20));
              return target.execute(...args);
            }
          : Reflect.get(target, key, receiver),
    });
    const batcher = new ChatSendBatcher(slowDb);
    const ann = people[0] as ChatAccount;
    const { result, queries } = await countQueries(async () => {
      const first = batcher.store(userSend(ann, 'first'));
      let late: Promise<StoredSend> | undefined;
      // A request read from its socket arrives in a later turn of the event loop: here, the
      // turn after the first statement returned.
      const lateQueued = first.then(
        () =>
          new Promise<void>((queued) =>
            setImmediate(() => {
              late = batcher.store(userSend(ann, 'late'));
              queued();
            }),
          ),
      );
      // Queued while the first statement runs.
      await new Promise((resolve) => setImmediate(resolve));
      const waiting = batcher.store(userSend(ann, 'waiting'));
      await lateQueued;
      return Promise.all([first, waiting, late as Promise<StoredSend>]);
    });
    expect(result.map((stored) => stored.row.body)).toEqual(['first', 'waiting', 'late']);
    // The first alone, then the waiting and the late one together.
    expect(queries).toBe(2);
  });

  it('splits a burst larger than a batch into several INSERTs, storing every send', async () => {
    const batcher = new ChatSendBatcher(testApp.context.db, 8);
    const sends = Array.from({ length: 20 }, (_, i) => userSend(people[2] as ChatAccount, `${i}`));
    const { result, queries } = await countQueries(() =>
      Promise.all(sends.map((queued) => batcher.store(queued))),
    );
    expect(queries).toBe(3);
    expect(result.map((stored) => stored.row.body)).toEqual(sends.map((queued) => queued.body));
  });

  it('stores one row for a client id sent twice in one batch; the second answers as a retry', async () => {
    const batcher = new ChatSendBatcher(testApp.context.db);
    const ann = people[0] as ChatAccount;
    const twice = userSend(ann, 'sent twice', clientId());
    const [first, other, second] = await Promise.all([
      batcher.store(twice),
      batcher.store(userSend(ann, 'another')),
      batcher.store({ ...twice }),
    ]);
    expect(first?.created).toBe(true);
    expect(other?.created).toBe(true);
    expect(second?.created).toBe(false);
    expect(second?.row).toEqual(first?.row);
    const stored = (await history(ann)).filter((m) => m.client_id === twice.clientId);
    expect(stored).toHaveLength(1);
  });

  it('answers a client id stored by an earlier batch with the stored message, next to new sends', async () => {
    const batcher = new ChatSendBatcher(testApp.context.db);
    const bob = people[1] as ChatAccount;
    const earlier = await batcher.store(userSend(bob, 'stored before', 'stored-before-1'));
    const [retry, fresh] = await Promise.all([
      batcher.store(userSend(bob, 'stored before', 'stored-before-1')),
      batcher.store(userSend(bob, 'fresh')),
    ]);
    expect(retry?.created).toBe(false);
    expect(retry?.row).toMatchObject({
      id: earlier.row.id,
      body: 'stored before',
      senderId: bob.id,
    });
    expect(fresh?.created).toBe(true);
  });

  it('fails only the bad send of a batch: the others are stored', async () => {
    const batcher = new ChatSendBatcher(testApp.context.db);
    const [ann, bob] = people as [ChatAccount, ChatAccount];
    const nobody = { ...ann, id: 2_000_000_000 };
    const outcomes = await Promise.allSettled([
      batcher.store(userSend(ann, 'good one')),
      batcher.store(userSend(nobody, 'to nobody')),
      batcher.store(userSend(bob, 'good two')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const failed = outcomes[1] as PromiseRejectedResult;
    expect(failed.reason).toBeInstanceOf(HttpError);
    expect(failed.reason.status).toBe(404);
    const bodies = [...(await history(ann)), ...(await history(bob))].map((m) => m.body);
    expect(bodies).toEqual(expect.arrayContaining(['good one', 'good two']));
  });

  it('over HTTP: many users and an admin sending at once all get 201, each message stored once', async () => {
    const requests = people.flatMap((person) => [
      ...Array.from({ length: 8 }, (_, i) => send(person, `burst ${i}`)),
      reply(person.id, `reply to ${person.id}`),
    ]);
    const responses = await Promise.all(requests);
    expect(responses.map((response) => response.statusCode)).toEqual(requests.map(() => 201));
    for (const person of people) {
      const bodies = (await history(person)).map((m) => m.body);
      for (let i = 0; i < 8; i += 1) {
        expect(bodies.filter((body) => body === `burst ${i}`)).toHaveLength(1);
      }
      expect(bodies).toContain(`reply to ${person.id}`);
    }
  });

  it('over HTTP: a duplicate client id sent at once is stored once (201, then 200 with the same message)', async () => {
    const cy = people[2] as ChatAccount;
    const id = clientId();
    const [first, second] = await Promise.all([send(cy, 'at once', id), send(cy, 'at once', id)]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 201]);
    expect(first?.json()).toEqual(second?.json());
    expect((await history(cy)).filter((m) => m.client_id === id)).toHaveLength(1);
  });

  it('over HTTP: a reply to a missing user is a 404 while the replies sent with it are stored', async () => {
    const [ann, bob] = people as [ChatAccount, ChatAccount];
    const [good, missing, alsoGood] = await Promise.all([
      reply(ann.id, 'beside a bad one'),
      reply(2_000_000_000, 'to nobody'),
      reply(bob.id, 'also beside a bad one'),
    ]);
    expect(good?.statusCode).toBe(201);
    expect(missing?.statusCode).toBe(404);
    expect(alsoGood?.statusCode).toBe(201);
  });
});

describe('chat: the send limit still counts every send of a batch', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ authRateLimitPerMinute: 10_000, chatRateLimit: 5 });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('stores 5 of 8 sends made at once by one user and refuses the rest with 429', async () => {
    const ann = await createChatAccount(testApp, 'author', 'Ann Author');
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/user/messages',
          headers: auth(ann),
          payload: { body: `limited ${i}`, client_id: clientId() },
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });
});
