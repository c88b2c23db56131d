// `pnpm --filter @quire/bench chat`: admin→user chat delivery with 2,000 connected users on one
// API node (PostgreSQL), the same across two API nodes over Redis (users on node A, the admin
// sending through node B), each beside bare socket.io (one server; two over Redis) in the same
// run, plus server memory per idle connection; writes the "Chat" section of docs/performance.md.
// Not part of `pnpm test`.
// Settings (environment): BENCH_CHAT_USERS=2000  BENCH_CHAT_SECONDS=10  BENCH_CHAT_CONCURRENCY=64
// BENCH_PG_URL=postgres://postgres@127.0.0.1:5432  BENCH_REDIS_URL (default: a private
// redis-server on a free loopback port, so the shared one carries no bench traffic)
// BENCH_WRITE=0 (print only)  BENCH_CHAT_CLUSTER=0 (one node and bare only, print only)
// BENCH_CHAT_RUNS=3  BENCH_CHAT_API_DIR (another checkout's apps/api, built)  BENCH_SKIP_BUILD=1
// BENCH_CHAT_API_NODE_ARGS, BENCH_CHAT_BARE_NODE_ARGS (e.g. --cpu-prof)
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApps } from './lib/build-apps.mjs';
import { connectClients, runLoad } from './lib/chat-load.mjs';
import { freePort } from './lib/child-server.mjs';
import { API_DIR, BENCH_DIR, PERFORMANCE_DOC } from './lib/paths.mjs';
import { cpuMillis, residentBytes, untilQuiet } from './lib/processes.mjs';

const env = process.env;
const config = {
  users: Number(env.BENCH_CHAT_USERS ?? 2000),
  seconds: Number(env.BENCH_CHAT_SECONDS ?? 10),
  concurrency: Number(env.BENCH_CHAT_CONCURRENCY ?? 64),
  pgBaseUrl: (env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, ''),
  database: 'quire_bench_chat',
  redisUrl: env.BENCH_REDIS_URL,
  redisServer: env.BENCH_REDIS_SERVER ?? '/usr/bin/redis-server',
  /** Extra Node flags of the API processes, e.g. `BENCH_CHAT_API_NODE_ARGS=--cpu-prof`. */
  apiNodeArgs: (env.BENCH_CHAT_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
  /** The same for the bare servers (a profile of the reference, to compare with the API's). */
  bareNodeArgs: (env.BENCH_CHAT_BARE_NODE_ARGS ?? '').split(' ').filter(Boolean),
  /** Another checkout's `apps/api` to measure instead (a before/after comparison). */
  apiDir: env.BENCH_CHAT_API_DIR ?? API_DIR,
  /** `BENCH_CHAT_CLUSTER=0` skips the two-node run (quicker profiling; nothing is written). */
  cluster: env.BENCH_CHAT_CLUSTER !== '0',
  /** Runs of every configuration; the tables give each one's median run. */
  runs: Math.max(1, Number(env.BENCH_CHAT_RUNS ?? 3)),
};

// The API is measured as deployed: its build (another checkout's is used as it is).
if (config.apiDir === API_DIR) buildApps({ web: false });

const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(130);
  });
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** POSTs `body` as JSON over a kept-alive connection; resolves with the status once read. */
function postJson(url, headers, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers, agent: keepAlive }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode));
      response.once('error', reject);
    });
    request.once('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** Starts a server process and waits until `readyPath` answers. */
async function startProcess({ args, cwd, extraEnv, readyPath, label }) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...extraEnv, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  child.stderr.on('data', (chunk) => process.stderr.write(`[${label}] ${chunk}`));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited early`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${label} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }).then(() => children.delete(child));
  return { url, pid: child.pid, stop };
}

/**
 * A private Redis for the two-node run (`BENCH_REDIS_URL` overrides): no persistence, on a free
 * loopback port, stopped at the end, so other users of the shared Redis neither see the bench's
 * traffic nor add their own to it.
 */
async function startRedis() {
  if (config.redisUrl) return { url: config.redisUrl, stop: async () => {} };
  if (!existsSync(config.redisServer)) {
    throw new Error(
      `${config.redisServer} not found: install redis-server or set BENCH_REDIS_URL for the two-node run`,
    );
  }
  const port = await freePort();
  const child = spawn(
    config.redisServer,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  children.add(child);
  const { Socket } = await import('node:net');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise((resolve) => {
      const probe = new Socket();
      probe.once('connect', () => {
        probe.destroy();
        resolve(true);
      });
      probe.once('error', () => resolve(false));
      probe.connect(port, '127.0.0.1');
    });
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('redis did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    }).then(() => children.delete(child));
  return { url: `redis://127.0.0.1:${port}`, stop };
}

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: `${config.pgBaseUrl}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${config.database} with (force)`);
  await admin.query(`create database ${config.database}`);
  await admin.end();
  return `${config.pgBaseUrl}/${config.database}`;
}

/** Inserts the users, one admin and a session each, straight into the database (no hashing). */
async function seedAccounts(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const people = Array.from({ length: config.users + 1 }, (_, i) => ({
    role: i === config.users ? 'admin' : 'author',
    email: `bench-${i}@example.org`,
    token: randomBytes(32).toString('base64url'),
  }));
  const { rows } = await client.query(
    `insert into users (email, password_hash, name, role)
     select e, 'not-a-hash', 'Bench ' || e, r::user_role from unnest($1::text[], $2::text[]) as t(e, r)
     returning id, email`,
    [people.map((p) => p.email), people.map((p) => p.role)],
  );
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  for (const person of people) person.id = idByEmail.get(person.email);
  await client.query(
    `insert into sessions (user_id, token_hash, expires_at)
     select u, h, now() + interval '1 day' from unnest($1::int[], $2::text[]) as t(u, h)`,
    [
      people.map((p) => p.id),
      people.map((p) => createHash('sha256').update(p.token).digest('hex')),
    ],
  );
  await client.end();
  return { users: people.slice(0, config.users), admin: people[config.users] };
}

/**
 * Connects every user to `server`, measures its memory, then latency unloaded and under load.
 * `send` may go through another node: that is the two-node run.
 */
async function measure(server, { clientOptions, send, processes }) {
  const idleBefore = await residentBytes(server.pid);
  const waiters = new Map();
  const sockets = await connectClients(server.url, config.users, clientOptions);
  for (const socket of sockets) {
    socket.on('new_message', (message) => waiters.get(message.client_id)?.());
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const idleAfter = await residentBytes(server.pid);
  const load = { send, users: config.users, waiters };
  await runLoad({ ...load, seconds: 2, concurrency: config.concurrency }); // warm-up
  const single = await runLoad({ ...load, seconds: Math.min(5, config.seconds), concurrency: 1 });
  const pids = await processes();
  const commitsBefore = pids.db.length > 0 ? await committedTransactions() : 0;
  const cpuBefore = await cpuOf(pids);
  const clientBefore = process.cpuUsage();
  const loaded = await runLoad({
    ...load,
    seconds: config.seconds,
    concurrency: config.concurrency,
  });
  const clientCpu = process.cpuUsage(clientBefore);
  const cpuAfter = await cpuOf(pids);
  const commitsAfter = pids.db.length > 0 ? await committedTransactions() : 0;
  for (const socket of sockets) socket.disconnect();
  return {
    memoryPerConnection: (idleAfter - idleBefore) / config.users,
    single,
    loaded,
    // CPU per delivered message under load: unlike messages/s, other work on the machine
    // barely moves it.
    nodeCpuPerMessage: (cpuAfter.node - cpuBefore.node) / loaded.count,
    dbCpuPerMessage: (cpuAfter.db - cpuBefore.db) / loaded.count,
    // This process: the load generator and the users' sockets. It runs on one thread, so its
    // CPU per message caps the messages/s it can drive.
    clientCpuPerMessage: (clientCpu.user + clientCpu.system) / 1000 / loaded.count,
    // How well sends share commits under load (group commit): 1 would be a commit per message.
    commitsPerMessage: (commitsAfter - commitsBefore) / loaded.count,
  };
}

/** CPU used so far (ms) by the server processes and by the database's backends. */
async function cpuOf({ node, db }) {
  const sum = async (list) => (await Promise.all(list.map(cpuMillis))).reduce((a, b) => a + b, 0);
  return { node: await sum(node), db: await sum(db) };
}

/** The rows of a statistics query about the bench database (run on the `postgres` database). */
async function statisticsRows(sql) {
  const client = new pg.Client({ connectionString: `${config.pgBaseUrl}/postgres` });
  await client.connect();
  try {
    return (await client.query(sql, [config.database])).rows;
  } finally {
    await client.end();
  }
}

/** Transactions committed in the bench database so far (PostgreSQL's statistics). */
async function committedTransactions() {
  const [row] = await statisticsRows('select xact_commit from pg_stat_database where datname = $1');
  return Number(row?.xact_commit ?? 0);
}

/** The PostgreSQL backends serving the bench database (the API's pool). */
async function databaseBackends() {
  const rows = await statisticsRows('select pid from pg_stat_activity where datname = $1');
  return rows.map((row) => row.pid);
}

/**
 * Starts one API node on `databaseUrl`, sharing events through `redisUrl` when given: the built
 * server (`dist/main.js`), as deployed, once it has finished its start-up work.
 */
async function startApi(label, databaseUrl, redisUrl = '') {
  const main = path.join(config.apiDir, 'dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build the API first`);
  const api = await startProcess({
    label,
    cwd: config.apiDir,
    args: [...config.apiNodeArgs, 'dist/main.js'],
    extraEnv: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '20',
      REDIS_URL: redisUrl,
      // The send limit is still taken on every send; it is set far above the load so the bench
      // measures delivery, not 429s.
      RATE_LIMIT_CHAT_MESSAGES: '100000000',
    },
    readyPath: '/health/ready',
  });
  // A node that listens still builds its citation engines in the background (seconds of CPU).
  await untilQuiet([api.pid], label);
  return api;
}

/** Users connect to `socketNode`; the admin's replies go through `sendNode`'s REST API. */
function measureApi(socketNode, sendNode, { users, admin }) {
  const headers = { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' };
  return measure(socketNode, {
    processes: async () => ({
      node: [...new Set([socketNode.pid, sendNode.pid])],
      db: await databaseBackends(),
    }),
    clientOptions: (i) => ({ extraHeaders: { cookie: `quire_session=${users[i].token}` } }),
    send: async (i, tag) => {
      const url = `${sendNode.url}/api/admin/conversations/${users[i].id}/messages`;
      const status = await postJson(url, headers, { body: 'Benchmark message', client_id: tag });
      if (status !== 201) throw new Error(`send answered ${status}`);
    },
  });
}

/**
 * One node: the API, then bare socket.io storing each message as the API does (the durable
 * reference), on the same database, accounts and empty `chat_messages`.
 */
async function benchOneNode() {
  const databaseUrl = await recreateDatabase();
  const api = await startApi('api', databaseUrl);
  let accounts;
  let measuredApi;
  try {
    accounts = await seedAccounts(databaseUrl);
    measuredApi = await measureApi(api, api, accounts);
  } finally {
    await api.stop();
  }
  await emptyConversations(databaseUrl);
  const durable = await startBare('bare-durable', '', {
    DATABASE_URL: databaseUrl,
    SENDER_ID: String(accounts.admin.id),
  });
  try {
    const rooms = accounts.users.map((user) => user.id);
    return { api: measuredApi, durable: await measureBare(durable, durable, rooms) };
  } finally {
    await durable.stop();
  }
}

/** Removes the messages of the API's run, so the durable reference starts on an empty table. */
async function emptyConversations(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('truncate chat_messages restart identity cascade');
  await client.end();
}

/**
 * Starts two servers with `start(label, redisUrl)` on a Redis of their own, measures them with
 * `measureNodes(nodeA, nodeB)` and stops everything.
 */
async function withTwoNodes(names, start, measureNodes) {
  const redis = await startRedis();
  const nodes = [];
  try {
    for (const name of names) nodes.push(await start(name, redis.url));
    return await measureNodes(nodes[0], nodes[1]);
  } finally {
    await Promise.all(nodes.map((node) => node.stop()));
    await redis.stop();
  }
}

/** Two nodes on one database over Redis: every delivery crosses the Redis hop. */
async function benchCluster() {
  const databaseUrl = await recreateDatabase();
  return withTwoNodes(
    ['node-a', 'node-b'],
    (label, redisUrl) => startApi(label, databaseUrl, redisUrl),
    async (nodeA, nodeB) => measureApi(nodeA, nodeB, await seedAccounts(databaseUrl)),
  );
}

/**
 * A bare socket.io server (the reference), sharing rooms through `redisUrl` when given; with
 * `DATABASE_URL` in `extraEnv`, storing each message first (the durable reference).
 */
function startBare(label, redisUrl = '', extraEnv = {}) {
  return startProcess({
    label,
    cwd: BENCH_DIR,
    args: [...config.bareNodeArgs, 'bare-chat-server.mjs'],
    extraEnv: { REDIS_URL: redisUrl, ...extraEnv },
    readyPath: '/health',
  });
}

/**
 * Users connect to `socketNode`; the messages are posted to `sendNode`. User i joins room i, or
 * `rooms[i]` (the bench's user ids: the durable reference stores into their conversations).
 */
function measureBare(socketNode, sendNode, rooms) {
  const room = (i) => (rooms ? rooms[i] : i);
  return measure(socketNode, {
    processes: async () => ({
      node: [...new Set([socketNode.pid, sendNode.pid])],
      db: rooms ? await databaseBackends() : [],
    }),
    clientOptions: (i) => ({ auth: { userId: room(i) } }),
    send: async (i, tag) => {
      const status = await postJson(
        `${sendNode.url}/send/${room(i)}`,
        { 'content-type': 'application/json' },
        { body: 'Benchmark message', client_id: tag },
      );
      if (status !== 201) throw new Error(`send answered ${status}`);
    },
  });
}

async function benchBare() {
  const bare = await startBare('bare');
  try {
    return await measureBare(bare, bare);
  } finally {
    await bare.stop();
  }
}

/** The reference of the two-node run: two bare servers over a Redis of their own. */
async function benchBareCluster() {
  return withTwoNodes(['bare-a', 'bare-b'], startBare, measureBare);
}

const START = '<!-- bench:chat:start -->';
const END = '<!-- bench:chat:end -->';

/** The 1-minute load average, rounded, and whether it exceeded the CPU count. */
function loadNow() {
  const value = os.loadavg()[0];
  return { text: value.toFixed(1), overloaded: value > os.cpus().length };
}

function formatSection({
  api,
  durable,
  cluster,
  bare,
  bareCluster,
  ratios,
  loadBefore,
  loadAfter,
}) {
  const ms = (value) => value.toFixed(1);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const cpu = (value) => (Number.isFinite(value) ? value.toFixed(2) : '–');
  const list = (values) => values.map((value) => `${value.toFixed(2)}×`).join(', ');
  const per = (commits) => (commits > 0 ? Math.round(1 / commits).toLocaleString('en') : '–');
  const row = (name, r, reference) =>
    `| ${name} | ${ms(r.single.p50)} | ${ms(r.single.p99)} | ${ms(r.loaded.p50)} | ${ms(r.loaded.p99)} | ${Math.round(r.loaded.perSecond).toLocaleString('en')} | ${(r.loaded.perSecond / reference.loaded.perSecond).toFixed(2)}× | ${cpu(r.nodeCpuPerMessage)} | ${reference === r ? '–' : cpu(r.dbCpuPerMessage)} | ${cpu(r.clientCpuPerMessage)} | ${kb(r.memoryPerConnection)} |`;
  const model = os.cpus()[0]?.model ?? 'unknown CPU';
  const cpus = os.cpus().length;
  const hop = (cluster.single.p50 - api.single.p50).toFixed(1);
  const bareHop = (bareCluster.single.p50 - bare.single.p50).toFixed(1);
  // Only the load before the run tells of other work: the bench's own processes keep two
  // cores busy, so the load after it is always above their number.
  const overloaded = loadBefore.overloaded
    ? `\n\n**Not comparable with the targets:** the machine was overloaded before the run (load ${loadBefore.text} on ${cpus} CPUs), so these figures measure CPU contention as much as Quire; compare the API with the bare reference of the same run (the ratio, and CPU per message, which contention barely moves), and rerun on an idle machine.`
    : '';
  return `## Chat

Admin→user delivery: the time from the start of \`POST /api/admin/conversations/:userId/messages\`
(HTTP, session, validation, durable insert in PostgreSQL) until the user's socket receives
\`new_message\`, with ${config.users.toLocaleString('en')} users connected over WebSocket. "One
node": the users and the admin's requests on the same API node. "Two nodes over Redis": the users
on node A, the admin's requests on node B, both nodes on one PostgreSQL database and a Redis of
their own, so every delivery crosses the socket.io Redis adapter. The reference is a bare
socket.io server with an HTTP endpoint that emits to a room (no session, no validation, no
database), measured in the same run, and for two nodes two such servers over a Redis of their
own (the messages posted to the second, the users on the first); "× bare" is each row's
messages/s divided by its reference's. "Bare socket.io + PostgreSQL" is that bare server storing
each message before it emits it, exactly as the API stores it (the same group-committed
\`INSERT\` into the same \`chat_messages\` table, on the same database and accounts, emptied
after the API's run; \`bench/lib/bare-durable-store.mjs\`), and emitting and answering with the
stored row as the API does: what durable storage alone costs on this machine, so the API's own
work (HTTP framework, session, CSRF, validation, serialisation, metrics, security headers) is
the gap between its row and this one. "Idle" =
one message at a time; "loaded" = ${config.concurrency} messages in flight for ${config.seconds} s,
each to a random user; messages/s = messages delivered per second under that load (sustained,
not a burst). CPU per message = CPU time (user + system) of the server processes, and of the
database's backends, during the loaded run divided by the messages delivered. Memory per idle
connection = growth of the resident memory of the node the users are on after connecting every
user, divided by the number of users.

| Server | Idle p50 (ms) | Idle p99 (ms) | Loaded p50 (ms) | Loaded p99 (ms) | Messages/s | × bare | Node CPU per message (ms) | PostgreSQL CPU per message (ms) | Load generator CPU per message (ms) | KB per idle connection |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${row('Quire API, one node (PostgreSQL)', api, bare)}
${row('Bare socket.io + PostgreSQL, one server', durable, bare)}
${row('Bare socket.io, one server', bare, bare)}
${row('Quire API, two nodes over Redis', cluster, bareCluster)}
${row('Bare socket.io, two servers over Redis', bareCluster, bareCluster)}

Each configuration ran ${config.runs} times, alternating with the others; each row is its median run
(by messages/s). Messages/s over the reference of the same run, run by run: one node
${list(ratios.api)}; bare socket.io + PostgreSQL ${list(ratios.durable)}; two nodes ${list(ratios.cluster)}.
The API over bare socket.io + PostgreSQL of the same run, run by run: ${list(ratios.apiOverDurable)}.

The Redis hop (idle p50, two nodes minus one node): ${hop} ms for Quire, ${bareHop} ms for bare socket.io.

Group commit under that load (PostgreSQL's committed transactions during the loaded run over the
messages delivered, every transaction of the database counted): ${cpu(api.commitsPerMessage)} per message on one node
(a commit for every ${per(api.commitsPerMessage)} messages), ${cpu(cluster.commitsPerMessage)} on two nodes.

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus} × ${model}, Node ${process.version},
at a 1-minute load average of ${loadBefore.text} before the run (${loadAfter.text} after it, the
bench's own processes included). The clients, the load generator, the servers, PostgreSQL and Redis share the
machine, so the figures are a lower bound. Targets: p99 < 25 ms at 2,000 users, messages/s ≥ 0.8×
the bare reference's, ≤ 40 KB per idle connection, the Redis hop adding ≤ 2 ms p50.${overloaded}

How the send path keeps up: sends that arrive while the previous batch is being written are
stored together — one multi-row \`INSERT\` and one commit for the batch, each send answered
only after that commit (\`apps/api/src/chat/send-batch.ts\`) — and the requests read in one turn
of the event loop resolve their sessions in one query (\`apps/api/src/auth/session-lookup.ts\`).
Both statements pass their values as arrays (\`unnest\`, \`= any\`), so their SQL text is the same
for one row or 256: the node builds nothing per row and PostgreSQL plans one shape (side by
side on 2026-11-27, one node, the build before this and after: 0.23 → 0.20 ms of node CPU per
message). When a statement returns and sends are waiting, both wait one more turn of the event
loop, so requests already arrived but not yet read join the batch instead of needing a statement
of their own: each statement wakes a PostgreSQL process, which this VM charges to the node
(side by side, one node, two runs each: 2,781 and 2,631 → 3,049 and 3,091 messages/s; node CPU
per message 0.18 → 0.15–0.16 ms). A live session's answer is then reused for a second
(\`SESSION_REUSE_MS\`; ending a session forgets it at once on every node), so the administrator
sending every message of this bench is read about once a second instead of once per batch: the
statements per delivered message fell from 0.52 to 0.36 (PostgreSQL's committed transactions
over the messages stored in a whole run: the one-at-a-time phase, a commit per message, weighs
most of that; under load alone the figure is the one above), PostgreSQL's CPU per message from
0.11–0.13 to 0.08 ms (2026-11-28, one node, two runs each, side by side).
What is left per message is what the bare server also does (an HTTP request and a WebSocket
frame) plus Fastify's hooks, validation and the session: with the clients, PostgreSQL and Redis
on the same two cores, every socket write is a context switch, so both servers stop well below
what separate machines would reach.

The load generator (the ${config.users.toLocaleString('en')} users' sockets and the admin's requests, in the bench's one
Node process) sends over \`node:http\` with kept-alive connections. It used \`fetch\` until
2026-11-28, which cost it 0.3–0.6 ms per message, more than either server: it was then the
bottleneck of every row, so the ratio measured the load generator's share of the machine
rather than the servers (0.51× to 1.09× over 30 one-node runs, median 0.71×; see "Chat
throughput: measuring the servers, not the load generator" below). Its CPU per message is now the table's column.

Reproduce: \`pnpm --filter @quire/bench chat\` (PostgreSQL on 127.0.0.1:5432 and
\`/usr/bin/redis-server\`; settings at the top of \`bench/chat.mjs\`; \`BENCH_CHAT_CLUSTER=0\`
runs one node and the bare server only and prints without writing, \`BENCH_CHAT_API_NODE_ARGS="--cpu-prof"\`
profiles the API nodes).`;
}

async function writeSection(section) {
  const block = `${START}\n${section.trim()}\n${END}`;
  const current = existsSync(PERFORMANCE_DOC)
    ? await readFile(PERFORMANCE_DOC, 'utf8')
    : '# Performance\n';
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start !== -1 && end > start
      ? `${current.slice(0, start)}${block}${current.slice(end + END.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  await writeFile(PERFORMANCE_DOC, next);
}

/** The run whose loaded messages/s is the median of `runs`. */
const medianRun = (runs) =>
  [...runs].sort((a, b) => a.loaded.perSecond - b.loaded.perSecond)[Math.floor(runs.length / 2)];

/** Each run's messages/s over its reference's, in run order. */
const ratiosOf = (runs, references) =>
  runs.map((run, index) => run.loaded.perSecond / references[index].loaded.perSecond);

const loadBefore = loadNow();
const measured = { api: [], durable: [], bare: [], cluster: [], bareCluster: [] };
// The configurations alternate within each run, so a slow spell of the machine hits every one.
for (let run = 1; run <= config.runs; run += 1) {
  const oneNode = await benchOneNode();
  measured.api.push(oneNode.api);
  measured.durable.push(oneNode.durable);
  measured.bare.push(await benchBare());
  const { api, durable } = oneNode;
  const bare = measured.bare.at(-1);
  const perSecond = (r) => Math.round(r.loaded.perSecond);
  const ratio = (r) => (r.loaded.perSecond / bare.loaded.perSecond).toFixed(2);
  const cpu = (r) =>
    `node ${r.nodeCpuPerMessage.toFixed(2)}${r.dbCpuPerMessage > 0 ? ` + PostgreSQL ${r.dbCpuPerMessage.toFixed(2)}` : ''}, load generator ${r.clientCpuPerMessage.toFixed(2)}`;
  console.info(
    `run ${run} messages/s (× bare): API ${perSecond(api)} (${ratio(api)}), bare + PostgreSQL ${perSecond(durable)} (${ratio(durable)}), bare ${perSecond(bare)}; commits/message API ${api.commitsPerMessage.toFixed(2)}, bare + PostgreSQL ${durable.commitsPerMessage.toFixed(2)}; CPU ms/message: API ${cpu(api)}; bare + PostgreSQL ${cpu(durable)}; bare ${cpu(bare)}`,
  );
  if (!config.cluster) continue;
  measured.cluster.push(await benchCluster());
  measured.bareCluster.push(await benchBareCluster());
  const [cluster, bareCluster] = [measured.cluster.at(-1), measured.bareCluster.at(-1)];
  console.info(
    `run ${run} two nodes messages/s: API ${Math.round(cluster.loaded.perSecond)}, bare ${Math.round(bareCluster.loaded.perSecond)}, ratio ${(cluster.loaded.perSecond / bareCluster.loaded.perSecond).toFixed(2)}`,
  );
}
if (config.cluster) {
  const section = formatSection({
    api: medianRun(measured.api),
    cluster: medianRun(measured.cluster),
    durable: medianRun(measured.durable),
    bare: medianRun(measured.bare),
    bareCluster: medianRun(measured.bareCluster),
    ratios: {
      api: ratiosOf(measured.api, measured.bare),
      durable: ratiosOf(measured.durable, measured.bare),
      apiOverDurable: ratiosOf(measured.api, measured.durable),
      cluster: ratiosOf(measured.cluster, measured.bareCluster),
    },
    loadBefore,
    loadAfter: loadNow(),
  });
  console.info(`\n${section}\n`);
  if (env.BENCH_WRITE !== '0') {
    await writeSection(section);
    console.info(`Wrote the Chat section of ${path.relative(process.cwd(), PERFORMANCE_DOC)}.`);
  }
}
