import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Socket as NetSocket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAT_PAGE_MAX, type ChatHistory, type ChatMessage } from '@quire/contracts';
import { freePort } from '@quire/test-utils';
import pg from 'pg';
import { io as connectSocket } from 'socket.io-client';
import { hashToken } from '../../src/auth/tokens';
import type { ClientSocket } from '../chat-fixtures';

/**
 * Fault-test fixtures: real API nodes and a private Redis in child processes (so a test can
 * `kill -9` them), accounts inserted straight into PostgreSQL, and a chat client that keeps what
 * it received, sends with retries across nodes and catches up from the database.
 */

/** Where the private Redis binary lives (overridable for machines that keep it elsewhere). */
export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/** Why the fault suite cannot run here, or undefined when it can. */
export function faultSuiteUnavailable(): string | undefined {
  if (!process.env.DATABASE_URL) return 'DATABASE_URL is not set (no PostgreSQL)';
  if (!process.env.REDIS_URL) return 'REDIS_URL is not set (no Redis)';
  if (!existsSync(REDIS_SERVER)) return `${REDIS_SERVER} is missing (cannot start a private Redis)`;
  return undefined;
}

const API_DIR = fileURLToPath(new URL('../../', import.meta.url));
const START_TIMEOUT_MS = 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Sends `signal`, then SIGKILL if the process is still there after `graceMs`. */
async function terminate(child: ChildProcess, signal: NodeJS.Signals, graceMs = 5_000) {
  if (exited(child)) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await gone;
  clearTimeout(timer);
}

/** Every child a fault test started, killed if the test process exits without cleaning up. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

function track(child: ChildProcess, label: string): () => string {
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return () => `[${label}] ${output.trim()}`;
}

/** A private, memory-only Redis on a fixed loopback port that a test may kill and start again. */
export interface PrivateRedis {
  url: string;
  port: number;
  /** SIGKILL: the server vanishes as in a crash. */
  kill(): Promise<void>;
  /** Starts it again on the same port (after `kill`). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = new NetSocket();
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
    probe.connect(port, '127.0.0.1');
  });
}

/** Starts `redis-server --save '' --appendonly no` on a free port, never the shared Redis. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly'];
    child = spawn(REDIS_SERVER, [...args, 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = track(child, 'redis');
    const deadline = Date.now() + 10_000;
    while (!(await portAnswers(port))) {
      if (exited(child) || Date.now() > deadline) {
        throw new Error(`redis-server did not start on ${port}:\n${output()}`);
      }
      await pause(50);
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    kill: async () => {
      if (child) await terminate(child, 'SIGKILL');
    },
    stop: async () => {
      if (child) await terminate(child, 'SIGTERM');
    },
  };
}

/** One API node in a child process. */
export interface ApiNode {
  url: string;
  pid: number;
  /** `kill -9`: no shutdown hook runs, sockets and requests are cut mid-flight. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts `src/main.ts` through tsx on a free loopback port and waits for `/health/ready`. */
export async function startApiNode(options: {
  label: string;
  databaseUrl: string;
  /** Without one, the node runs alone on PostgreSQL (what the job scheduler's tests need). */
  redisUrl?: string;
  /** More environment, e.g. `{ SMTP_URL, JOBS_LEASE_MS }`. */
  env?: Record<string, string>;
}): Promise<ApiNode> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quire-fault-'));
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    ['--conditions=@quire/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: API_DIR,
      env: {
        ...inherited,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        QUIRE_DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'error',
        WEB_ORIGIN: 'http://localhost:3000',
        BACKEND_URL: url,
        DATABASE_URL: options.databaseUrl,
        ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
        // These tests send in bursts to provoke faults; the send limit has its own tests.
        RATE_LIMIT_CHAT_MESSAGES: '100000',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = track(child, options.label);
  const cleanup = () => rm(dataDir, { recursive: true, force: true });
  const node: ApiNode = {
    url,
    pid: child.pid ?? 0,
    kill: async () => {
      await terminate(child, 'SIGKILL');
      await cleanup();
    },
    stop: async () => {
      await terminate(child, 'SIGTERM');
      await cleanup();
    },
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(`${url}/health/ready`))) {
    if (exited(child) || Date.now() > deadline) {
      await node.kill();
      throw new Error(`API node ${options.label} did not become ready:\n${output()}`);
    }
    await pause(100);
  }
  return node;
}

/** True when `url` answers 2xx within 2 s. */
export async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** A signed-in account made without HTTP: its id and a session token. */
export interface Account {
  id: number;
  token: string;
  role: 'author' | 'admin';
}

/**
 * Inserts accounts and one session each straight into the database (no password hashing: the
 * fault tests exercise the chat, not sign-in, and must stay fast).
 */
export async function insertAccounts(
  databaseUrl: string,
  roles: ('author' | 'admin')[],
): Promise<Account[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const run = randomBytes(4).toString('hex');
    const emails = roles.map((role, i) => `${role}-${run}-${i}@example.org`);
    const { rows } = await client.query<{ id: number; email: string }>(
      `insert into users (email, password_hash, name, role)
       select e, 'not-a-hash', 'Fault ' || e, r::user_role from unnest($1::text[], $2::text[]) as t(e, r)
       returning id, email`,
      [emails, roles],
    );
    const ids = new Map(rows.map((row) => [row.email, row.id]));
    const accounts = roles.map((role, i) => ({
      id: ids.get(emails[i] ?? '') ?? 0,
      token: randomBytes(32).toString('base64url'),
      role,
    }));
    // A site with an administrator is set up (as the setup migration records it for old sites):
    // without the record the nodes would refuse every change but the first-run setup.
    await client.query(
      `insert into site_setup (id, administrator_id)
       select 1, min(id) from users where role = 'admin' having count(*) > 0
       on conflict do nothing`,
    );
    await client.query(
      `insert into sessions (user_id, token_hash, expires_at)
       select u, h, now() + interval '1 day' from unnest($1::int[], $2::text[]) as t(u, h)`,
      [accounts.map((a) => a.id), accounts.map((a) => hashToken(a.token))],
    );
    return accounts;
  } finally {
    await client.end();
  }
}

/** Every stored message of the given conversations: `[user_id, sender, client_id]` rows. */
export async function storedMessages(
  databaseUrl: string,
  userIds: number[],
): Promise<{ id: number; user_id: number; sender: string; client_id: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select id, user_id, sender, client_id from chat_messages
       where user_id = any($1::int[]) order by id`,
      [userIds],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** The REST path of a conversation's messages, from the side of `account`. */
export function messagesPath(account: Account, conversation: number): string {
  return account.role === 'admin'
    ? `/api/admin/conversations/${conversation}/messages`
    : '/api/user/messages';
}

/** The outcome of one acknowledged send. */
export interface Acknowledged {
  message: ChatMessage;
  /** 201 = stored by this call; 200 = an earlier attempt had already stored it. */
  status: number;
  attempts: number;
}

/**
 * How many of a client's newest messages a catch-up reads again — the same overlap as
 * `CATCH_UP_OVERLAP` in @quire/realtime (not imported: an app's tests do not depend on the web
 * client's package). Ids come from one sequence but arrive out of id order (concurrent senders on
 * two nodes, a node dying between a commit and its publish), so a cursor at the newest held id
 * could skip an older message still in flight; ids dedupe the overlap.
 */
export const CATCH_UP_OVERLAP = 20;

/**
 * A chat participant for one conversation (an author) or several (an admin): a socket to one
 * node, everything it holds keyed by message id, REST sends that fail over to the next node with
 * the same client id, and catch-up from the database with `after` cursors.
 */
export class ChatClient {
  /** What the client holds, by conversation, by message id (ids dedupe live events and pages). */
  readonly held = new Map<number, Map<number, ChatMessage>>();
  /** How many `new_message` events arrived for an id already held (informational). */
  repeatedEvents = 0;
  socket: ClientSocket | undefined;

  constructor(readonly account: Account) {}

  private keep(message: ChatMessage): boolean {
    let conversation = this.held.get(message.user_id);
    if (!conversation) {
      conversation = new Map();
      this.held.set(message.user_id, conversation);
    }
    const known = conversation.has(message.id);
    conversation.set(message.id, message);
    return !known;
  }

  /** Opens a websocket to `url` with the session cookie and resolves once connected. */
  connect(url: string): Promise<ClientSocket> {
    const socket: ClientSocket = connectSocket(url, {
      path: '/socket.io',
      forceNew: true,
      reconnection: false,
      transports: ['websocket'],
      extraHeaders: { cookie: `quire_session=${this.account.token}` },
    });
    this.socket = socket;
    socket.on('liveness_probe', (ack: () => void) => ack());
    socket.on('new_message', (message: ChatMessage) => {
      if (!this.keep(message)) this.repeatedEvents += 1;
    });
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  disconnect(): void {
    this.socket?.disconnect();
    this.socket = undefined;
  }

  private headers(): Record<string, string> {
    return { authorization: `Bearer ${this.account.token}`, 'content-type': 'application/json' };
  }

  /**
   * Sends through the first node of `nodes` that answers; a network error or a 5xx moves to the
   * next one with the same client id (what a load balancer and the composer's retry do).
   */
  async send(
    nodes: () => string[],
    conversation: number,
    body: string,
    clientId: string,
  ): Promise<Acknowledged> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const candidates = nodes();
      const url = candidates[(attempt - 1) % candidates.length];
      try {
        const response = await fetch(`${url}${messagesPath(this.account, conversation)}`, {
          method: 'POST',
          headers: this.headers(),
          body: JSON.stringify({ body, client_id: clientId }),
          signal: AbortSignal.timeout(15_000),
        });
        if (response.status === 200 || response.status === 201) {
          const message = (await response.json()) as ChatMessage;
          this.keep(message);
          return { message, status: response.status, attempts: attempt };
        }
        const text = await response.text();
        lastError = new Error(`send answered ${response.status}: ${text}`);
        if (response.status < 500) throw lastError;
      } catch (error) {
        if (error === lastError) throw error;
        lastError = error;
      }
      await pause(50 * attempt);
    }
    throw new Error(`send ${clientId} failed on every node: ${String(lastError)}`);
  }

  /** One page of a conversation from `url`. */
  async page(url: string, conversation: number, after: number): Promise<ChatHistory> {
    const query = `after=${after}&limit=${CHAT_PAGE_MAX}`;
    const response = await fetch(`${url}${messagesPath(this.account, conversation)}?${query}`, {
      headers: this.headers(),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`history answered ${response.status}`);
    return (await response.json()) as ChatHistory;
  }

  /**
   * Catches a conversation up from `url`: pages newer than a cursor `CATCH_UP_OVERLAP` messages
   * behind the newest held (`fromStart` reads it all), until none are left.
   */
  async catchUp(url: string, conversation: number, fromStart = false): Promise<void> {
    const ids = [...(this.held.get(conversation)?.keys() ?? [])].sort((a, b) => b - a);
    let after = fromStart ? 0 : (ids[CATCH_UP_OVERLAP] ?? 0);
    for (;;) {
      const page = await this.page(url, conversation, after);
      for (const message of page.data) this.keep(message);
      const newest = page.data.reduce((max, message) => Math.max(max, message.id), after);
      if (!page.meta.hasMore || newest <= after) return;
      after = newest;
    }
  }

  /** The client ids held in a conversation. */
  clientIds(conversation: number): string[] {
    return [...(this.held.get(conversation)?.values() ?? [])].map((m) => m.client_id);
  }
}

/** Waits until `condition` holds, polling; fails with `what` after `timeoutMs`. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(25);
  }
}
