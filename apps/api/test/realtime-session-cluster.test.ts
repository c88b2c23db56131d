import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateToken, hashToken } from '../src/auth/tokens';
import { reviewLinkTokens } from '../src/db/schema';
import { TICKETS_PER_MINUTE } from '../src/routes/realtime-ticket';
import type { RunningServer } from '../src/server';
import {
  auth,
  type ChatAccount,
  type ClientSocket,
  connect,
  connected,
  createChatAccount,
  disconnectReason,
  eventually,
  freshDatabaseUrl,
  openSocket,
  recordEvents,
  serverConfig,
  serverSocketsClosed,
} from './chat-fixtures';
import { signedInUser } from './file-fixtures';
import { createJournalFixture } from './fixtures';
import { call, type PanelWorld, staffAccount, submitted } from './panel-fixtures';
import { type AnyTestApp, startTestServer } from './test-app';

const redisUrl = process.env.REDIS_URL;
const clusterable = Boolean(process.env.DATABASE_URL && redisUrl);

/** Two API nodes on one PostgreSQL database sharing socket.io through Redis. */
describe.skipIf(!clusterable)('sessions, tickets and review links across two nodes (Redis)', () => {
  let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let nodeA: RunningServer;
  let nodeB: RunningServer;
  const open: ClientSocket[] = [];

  function join(node: RunningServer, options: Parameters<typeof openSocket>[1]) {
    const socket = openSocket(node.url, options);
    open.push(socket);
    return { socket, ended: disconnectReason(socket), ready: connected(socket) };
  }

  beforeAll(async () => {
    database = await freshDatabaseUrl();
    // Sessions reused for a minute: only the relayed announcement can make a node forget one.
    const config = serverConfig({ databaseUrl: database.url, redisUrl, sessionReuseMs: 60_000 });
    nodeA = await startTestServer(config);
    nodeB = await startTestServer(config);
  });
  afterEach(async () => {
    for (const socket of open.splice(0)) socket.disconnect();
    await serverSocketsClosed(nodeA, nodeB);
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await database?.drop();
  });

  it('a review link’s socket on node B hears node A’s message, and ends when A withdraws the review', async () => {
    const testApp = { app: nodeA.app, context: nodeA.context } as unknown as AnyTestApp;
    const { db } = nodeA.context;
    const journal = await createJournalFixture(db);
    const ann = await signedInUser(testApp, 'author');
    const admin = await signedInUser(testApp, 'admin');
    const world = { testApp, journal, otherJournal: journal, ann, bob: ann, admin } as const;
    const panel = { ...world, close: async () => {} } as unknown as PanelWorld;
    const editor = await staffAccount(panel, journal.journal.id, ['editor']);
    const submissionId = await submitted(panel, ann);
    const path = `admin/submissions/${submissionId}`;
    await call(testApp, editor, 'POST', `${path}/decisions`, { decision: 'send_to_review' });
    const invited = await call(testApp, editor, 'POST', `${path}/reviewers`, {
      name: 'Lin Linkonly',
      email: 'lin.cluster@review.test',
    });
    const assignmentId: number = invited.json().rounds[0].assignments[0].id;
    const token = generateToken();
    await db.insert(reviewLinkTokens).values({ tokenHash: hashToken(token), assignmentId });
    const socket = openSocket(`${nodeB.url}/review-link`, { auth: { reviewToken: token } });
    open.push(socket);
    const events = recordEvents(socket);
    const ended = disconnectReason(socket);
    await connected(socket);
    const thread = `editor-reviewer-${assignmentId}`;
    const posted = await call(testApp, editor, 'POST', `${path}/discussions/${thread}/messages`, {
      body: 'Across the nodes.',
      clientId: 'cluster-link-1',
    });
    expect(posted.statusCode).toBe(201);
    await eventually(
      () => events.some((event) => event[0] === 'discussion_message'),
      'the message on node B',
    );
    const withdrawn = await call(
      testApp,
      editor,
      'POST',
      `admin/review-assignments/${assignmentId}/withdraw`,
      {},
    );
    expect(withdrawn.statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
  });

  it('signing out on node A disconnects the session’s socket on node B', async () => {
    const ann: ChatAccount = await createChatAccount(nodeA, 'author', 'Ann');
    const tab = join(nodeB, { token: ann.token });
    await tab.ready;
    const out = await nodeA.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: auth(ann),
    });
    expect(out.statusCode).toBe(204);
    expect(await tab.ended).toBe('io server disconnect');
  });

  it('a session signed out on node A is refused by node B, which had just read it', async () => {
    const ann = await createChatAccount(nodeA, 'author', 'Ann');
    const onB = () =>
      nodeB.app.inject({ method: 'GET', url: '/api/auth/session', headers: auth(ann) });
    expect((await onB()).statusCode).toBe(200);
    const out = await nodeA.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: auth(ann),
    });
    expect(out.statusCode).toBe(204);
    // The announcement crosses Redis: a few milliseconds, against the minute B would reuse it.
    await expect.poll(async () => (await onB()).statusCode, { timeout: 5_000 }).toBe(401);
  });

  it('a ticket minted on node A before signing out on node B is refused on node A', async () => {
    const ann = await createChatAccount(nodeA, 'author', 'Ann');
    const minted = await nodeA.app.inject({
      method: 'GET',
      url: '/api/realtime/ticket',
      headers: auth(ann),
    });
    await nodeB.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(ann) });
    await expect(connect(nodeA.url, { auth: { ticket: minted.json().ticket } })).rejects.toThrow(
      'unauthorized',
    );
  });

  it('counts the tickets of one session on both nodes against one limit', async () => {
    const ann = await createChatAccount(nodeA, 'author', 'Ann');
    const mint = (node: RunningServer) =>
      node.app.inject({ method: 'GET', url: '/api/realtime/ticket', headers: auth(ann) });
    for (let i = 0; i < TICKETS_PER_MINUTE; i += 1) {
      expect((await mint(i % 2 === 0 ? nodeA : nodeB)).statusCode).toBe(200);
    }
    expect((await mint(nodeA)).statusCode).toBe(429);
    expect((await mint(nodeB)).statusCode).toBe(429);
  });
});
