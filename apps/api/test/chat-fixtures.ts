import { randomBytes } from 'node:crypto';
import type { ClientToServerEvents, ServerToClientEvents } from '@quire/contracts';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { inject } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { type Config, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { type RunningServer, startServer } from '../src/server';
import { GOOD_PASSWORD } from './auth-fixtures';
import { createPostgresDatabase } from './test-app';

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
  const server = await startServer(serverConfig({ databaseUrl: database.url }));
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

/** A pause long enough for stray events to arrive (to assert that none did). */
export function settle(ms = 150): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
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
