import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { ChatTypingEvent, ClientToServerEvents, ServerToClientEvents } from '@quire/contracts';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { inject } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { type Config, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { REVIEW_LINK_NAMESPACE } from '../src/realtime/realtime-types';
import type { RunningServer } from '../src/server';
import { GOOD_PASSWORD } from './auth-fixtures';
import { createPostgresDatabase, startTestServer } from './test-app';

/** A typed client socket. */
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A fresh PostgreSQL database (when DATABASE_URL is set), copied from the run's migrated
 * template when the project has one, or none (PGlite in memory).
 */
export async function freshDatabaseUrl(): Promise<{
  url: string | undefined;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => {} };
  return createPostgresDatabase(adminUrl, inject('postgresTemplate'));
}

/** The config of a test server on a loopback port chosen by the OS. */
export function serverConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: '0',
    }),
    dataDir: 'memory://',
    authRateLimitPerMinute: 10_000,
    // As in `createTestApp`: query counts never depend on a session read moments before.
    sessionReuseMs: 0,
    ...overrides,
  };
}

/** A real API server (HTTP + socket.io) on a fresh database. */
export async function startChatServer(): Promise<{
  server: RunningServer;
  close(): Promise<void>;
}> {
  const database = await freshDatabaseUrl();
  const server = await startTestServer(serverConfig({ databaseUrl: database.url }));
  return {
    server,
    close: async () => {
      await server.close();
      await database.drop();
    },
  };
}

/** A signed-in account: its id and session token. */
export interface ChatAccount {
  id: number;
  token: string;
  name: string;
}

/** Creates an account in the database and signs it in over HTTP. */
export async function createChatAccount(
  server: Pick<RunningServer, 'app' | 'context'>,
  role: 'author' | 'admin',
  name = role === 'admin' ? 'Ada Admin' : 'Ann Author',
): Promise<ChatAccount> {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.org`;
  const db: Database = server.context.db;
  const [row] = await db
    .insert(users)
    .values({ email, name, role, passwordHash: await hashPassword(GOOD_PASSWORD) })
    .returning({ id: users.id });
  if (!row) throw new Error('account not created');
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: GOOD_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { id: row.id, token: response.json().token, name };
}

/** Options of a test socket: how it authenticates and from which origin. */
export interface ConnectOptions {
  token?: string;
  auth?: Record<string, unknown>;
  origin?: string;
  transports?: ('polling' | 'websocket')[];
  /** `false`: leave the server's liveness probes unanswered (a vanished administrator). */
  answerProbes?: boolean;
}

/** Opens a socket to the server without reconnection, authenticated by the session cookie. */
export function openSocket(url: string, options: ConnectOptions = {}): ClientSocket {
  const headers: Record<string, string> = {};
  if (options.token) headers.cookie = `quire_session=${options.token}`;
  if (options.origin) headers.origin = options.origin;
  const socket: ClientSocket = connectSocket(url, {
    path: '/socket.io',
    forceNew: true,
    reconnection: false,
    transports: options.transports ?? ['websocket'],
    extraHeaders: headers,
    auth: options.auth ?? {},
  });
  // As every Quire client does: an administrator's socket that stays silent is closed.
  if (options.answerProbes !== false) socket.on('liveness_probe', (ack) => ack());
  return socket;
}

/** Resolves once the socket connected, rejects with the connect error's message. */
export function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** Opens a socket and waits until it is connected. */
export async function connect(url: string, options: ConnectOptions = {}): Promise<ClientSocket> {
  const socket = openSocket(url, options);
  await connected(socket);
  return socket;
}

/** Every event a socket received, in order, as `[name, ...args]`. */
export function recordEvents(socket: ClientSocket): unknown[][] {
  const events: unknown[][] = [];
  socket.onAny((event: string, ...args: unknown[]) => events.push([event, ...args]));
  return events;
}

/** Waits until `condition` holds, polling; fails with `what` after `timeoutMs`. */
export async function eventually(
  condition: () => boolean,
  what: string,
  timeoutMs = 3_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Waits for a later marker on each watched stream of events, so that a test may then assert that
 * some event did NOT arrive there — without pausing for a guessed while.
 *
 * Why that suffices: the server writes the packets of one socket (or one event stream) to its
 * one connection in the order it emits them, and the client records them in that order. So once
 * a marker that the server emitted AFTER any stray event of the action under test has arrived,
 * the stray event, had there been one, has arrived before it. Two things make "after" hold:
 * - Trigger the marker only once the action under test is done: every route emits before it
 *   answers (so awaiting the response is enough), and the server handles one socket's packets in
 *   order (so a marker signalled by the socket that acted comes after the relay of what it sent
 *   first; from another socket, wait first for an event of the action to arrive somewhere).
 * - The marker must take the stray event's path. On one node that is the socket itself. Across
 *   two nodes a stray event would come through Redis: the marker must too, published after it on
 *   the same connection — Redis delivers one connection's PUBLISHes to a subscriber in order.
 *   Say so where a test relies on it.
 *
 * Only events recorded after `send` was called count as the marker, and the marker stays in the
 * recording: a test asserting that no event of the marker's own kind arrived filters it out (or
 * expects exactly the marker).
 *
 * @param watched the recorded events of each watched socket or stream (see `recordEvents`)
 * @param send triggers the marker: a typing signal, a message, a purge…
 * @param isMarker recognises the marker among the recorded events
 */
export async function awaitLaterMarker<T>(
  watched: readonly T[][],
  send: () => unknown,
  isMarker: (event: T) => boolean,
  what = 'the later marker',
): Promise<void> {
  const from = watched.map((events) => events.length);
  await send();
  await eventually(
    () => watched.every((events, index) => events.slice(from[index]).some(isMarker)),
    what,
  );
}

/** Recognises the `typing` event carrying `payload` among recorded events. */
export function isTypingEvent(payload: ChatTypingEvent): (event: unknown[]) => boolean {
  return (event) => event[0] === 'typing' && isDeepStrictEqual(event[1], payload);
}

/**
 * A typing signal as the later marker (see `awaitLaterMarker`): `from` signals, and this waits
 * until every watched socket heard `heard`. An administrator's socket signals for the user named
 * in `heard` (whose tabs hear it); a user's socket signals for itself (the administrators hear
 * it). The socket that signals never hears itself. Typing changes nothing stored, so a marker
 * leaves the conversation as the test left it.
 */
export function typingMarker(
  from: ClientSocket,
  heard: ChatTypingEvent,
  watched: readonly unknown[][][],
): Promise<void> {
  const signal =
    heard.sender === 'admin'
      ? { typing: heard.typing, userId: heard.userId }
      : { typing: heard.typing };
  return awaitLaterMarker(
    watched,
    () => from.emit('typing', signal),
    isTypingEvent(heard),
    'the typing marker',
  );
}

/**
 * Waits until every node has handled the close of every socket: its disconnect handlers have
 * run (they run in the same turn as the socket leaves the namespace), so on one node the
 * presence they recompute is settled too. Between tests, so no test sees the last one's leaving.
 */
export function serverSocketsClosed(...nodes: RunningServer[]): Promise<void> {
  return eventually(
    () =>
      nodes.every(
        (node) =>
          node.realtime.io.of('/').sockets.size === 0 &&
          node.realtime.io.of(REVIEW_LINK_NAMESPACE).sockets.size === 0,
      ),
    'the server to see every socket close',
  );
}

/** A unique client id for a send. */
export function clientId(): string {
  return `c_${randomBytes(8).toString('hex')}`;
}

/** `Authorization: Bearer …` for a token. */
export function auth(account: ChatAccount): Record<string, string> {
  return { authorization: `Bearer ${account.token}` };
}

/**
 * Why the socket was disconnected; rejects after `timeoutMs` if it stays connected. Safe to
 * create without awaiting (a socket expected to stay connected never reports a stray rejection).
 */
export function disconnectReason(socket: ClientSocket, timeoutMs = 5_000): Promise<string> {
  const reason = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket was not disconnected')), timeoutMs);
    timer.unref();
    socket.once('disconnect', (why) => {
      clearTimeout(timer);
      resolve(why);
    });
  });
  reason.catch(() => {});
  return reason;
}
