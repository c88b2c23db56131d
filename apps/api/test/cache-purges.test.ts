import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentChangesOf } from '../src/content/content-changes';
import { MAX_PURGE_STREAMS_PER_CLIENT } from '../src/routes/cache';
import type { RunningServer } from '../src/server';
import {
  awaitLaterMarker,
  type ChatAccount,
  createChatAccount,
  eventually,
  freshDatabaseUrl,
  serverConfig,
} from './chat-fixtures';
import { insertIssue, insertJournal, insertVolume } from './fixtures';
import { startTestServer } from './test-app';

interface StreamEvent {
  event: string;
  data: unknown;
}

/** Follows `GET /api/cache/purges` like a web server does, recording its events. */
async function followPurges(node: RunningServer) {
  const controller = new AbortController();
  const response = await fetch(`${node.url}/api/cache/purges`, { signal: controller.signal });
  const events: StreamEvent[] = [];
  let ended = false;
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by the test.
    }
    ended = true;
  })();
  await eventually(() => events.some((event) => event.event === 'ready'), 'the ready event');
  return {
    response,
    events,
    purges: () => events.filter((event) => event.event === 'purge').map((event) => event.data),
    ended: () => ended,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

async function purge(node: RunningServer, token: string | null, body: unknown) {
  const response = await fetch(`${node.url}/api/admin/cache/purge`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('page-cache purges (cache/purges, admin/cache/purge)', () => {
  let node: RunningServer;
  let admin: ChatAccount;
  let author: ChatAccount;
  let journalSlug: string;
  let issueId: number;

  beforeAll(async () => {
    node = await startTestServer(serverConfig());
    admin = await createChatAccount(node, 'admin');
    author = await createChatAccount(node, 'author');
    const journal = await insertJournal(node.context.db);
    journalSlug = journal.slug;
    const volume = await insertVolume(node.context.db, { journalId: journal.id, number: 1 });
    issueId = (
      await insertIssue(node.context.db, {
        volumeId: volume.id,
        journalId: journal.id,
        number: 1,
      })
    ).id;
  });
  afterAll(() => node?.close());

  it('streams server-sent events: ready at once, then every purge', async () => {
    const stream = await followPurges(node);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');

    expect(await purge(node, admin.token, {})).toEqual({ status: 200, body: { tags: ['all'] } });
    expect(await purge(node, admin.token, { journal: journalSlug })).toEqual({
      status: 200,
      body: { tags: [`journal:${journalSlug}`, 'site'] },
    });
    await eventually(() => stream.purges().length === 2, 'two purges');
    expect(stream.purges()).toEqual([
      { tags: ['all'], reason: 'purged by an editor' },
      { tags: [`journal:${journalSlug}`, 'site'], reason: 'purged by an editor' },
    ]);
    await stream.close();
  });

  it('purges the journal when an issue cover is removed', async () => {
    const stream = await followPurges(node);
    const response = await fetch(`${node.url}/api/admin/issues/${issueId}/cover`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    await eventually(() => stream.purges().length === 1, 'the cover purge');
    expect(stream.purges()[0]).toEqual({
      tags: [`journal:${journalSlug}`, 'site'],
      reason: 'issue cover changed',
    });
    await stream.close();
  });

  it('refuses a purge from anyone but an editor, or of an unknown journal, purging nothing', async () => {
    const stream = await followPurges(node);
    expect((await purge(node, null, {})).status).toBe(401);
    expect((await purge(node, author.token, {})).status).toBe(403);
    expect(await purge(node, admin.token, { journal: 'no-such-journal' })).toEqual({
      status: 404,
      body: { message: 'The journal was not found.' },
    });
    const unknownField = await purge(node, admin.token, { journals: journalSlug });
    expect(unknownField.status).toBe(400);
    const empty = await purge(node, admin.token, { journal: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.journal).toEqual(['This must not be empty.']);
    // A later marker on the stream (a purge is announced before its route answers): a purge of
    // the one journal, which none of the refused requests named.
    const marker = { tags: [`journal:${journalSlug}`, 'site'], reason: 'purged by an editor' };
    await awaitLaterMarker(
      [stream.events],
      () => purge(node, admin.token, { journal: journalSlug }),
      (event) => event.event === 'purge' && isDeepStrictEqual(event.data, marker),
    );
    // Nothing but the marker: the refused requests purged nothing.
    expect(stream.purges()).toEqual([marker]);
    await stream.close();
  });

  // Last of its node's tests: the slots it frees are released a moment after it ends.
  it('lets one address hold at most its share of the streams (429), freeing a slot on close', async () => {
    const streams = [];
    for (let i = 0; i < MAX_PURGE_STREAMS_PER_CLIENT; i += 1)
      streams.push(await followPurges(node));
    const refused = await fetch(`${node.url}/api/cache/purges`);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(
      `This address already follows ${MAX_PURGE_STREAMS_PER_CLIENT} purge streams on this server; close one first.`,
    );
    await streams.pop()?.close();
    // The server sees the close a moment later: the same address is then served again.
    let status = 0;
    for (let attempt = 0; attempt < 250 && status !== 200; attempt += 1) {
      const again = await fetch(`${node.url}/api/cache/purges`);
      status = again.status;
      await again.body?.cancel();
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(200);
    for (const stream of streams) await stream.close();
  });

  it('ends open streams when the server closes, so web servers reconnect elsewhere', async () => {
    const other = await startTestServer(serverConfig());
    const stream = await followPurges(other);
    await other.close();
    await eventually(() => stream.ended(), 'the stream to end');
  });
});

const redisUrl = process.env.REDIS_URL;
const clusterable = Boolean(process.env.DATABASE_URL && redisUrl);

/** Two API nodes on one PostgreSQL database sharing changes through Redis. */
describe.skipIf(!clusterable)('page-cache purges across two nodes (Redis)', () => {
  let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let nodeA: RunningServer;
  let nodeB: RunningServer;

  beforeAll(async () => {
    database = await freshDatabaseUrl();
    const config = serverConfig({ databaseUrl: database.url, redisUrl });
    nodeA = await startTestServer(config);
    nodeB = await startTestServer(config);
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await database?.drop();
  });

  it('a purge on node A reaches the streams of node B once, and A’s own once', async () => {
    const admin = await createChatAccount(nodeA, 'admin');
    const { slug } = await insertJournal(nodeA.context.db);
    const onA = await followPurges(nodeA);
    const onB = await followPurges(nodeB);
    // Each node connects to Redis in the background: wait until both share changes.
    await Promise.all([nodeA, nodeB].map((node) => contentChangesOf(node.context).ready()));
    expect((await purge(nodeA, admin.token, {})).status).toBe(200);
    await eventually(() => onB.purges().length === 1, 'the purge on node B');
    // Later markers, purges of one journal, each taking the path a repeat of the first purge would
    // take: Redis delivers one connection's PUBLISHes to a subscriber in order. Node A's marker
    // follows A's first purge out of A's publisher, so it reaches B's subscription after any
    // repeat there. Node B's marker is published once B had the first purge, so once Redis had
    // handed that to every subscriber: it reaches A's subscription after A's own first purge came
    // back (to be dropped, not delivered again).
    const isMarker = (event: StreamEvent) =>
      event.event === 'purge' && (event.data as { tags: string[] }).tags[0] === `journal:${slug}`;
    await awaitLaterMarker(
      [onB.events],
      () => purge(nodeA, admin.token, { journal: slug }),
      isMarker,
    );
    await awaitLaterMarker(
      [onA.events],
      () => purge(nodeB, admin.token, { journal: slug }),
      isMarker,
    );
    // Each stream: the purge once, then the two markers (its node's own, the other's via Redis).
    const marker = { tags: [`journal:${slug}`, 'site'], reason: 'purged by an editor' };
    expect(onA.purges()).toEqual([
      { tags: ['all'], reason: 'purged by an editor' },
      marker,
      marker,
    ]);
    expect(onB.purges()).toEqual([
      { tags: ['all'], reason: 'purged by an editor' },
      marker,
      marker,
    ]);
    await onA.close();
    await onB.close();
  });
});
