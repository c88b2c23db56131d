// What the benchmarks over a PostgreSQL database share: a client for one piece of work, the
// API built (unless skipped), a fresh database, the API started on it, and its first
// administrator made through the first-run setup, as a deployer would.
import { spawnSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startChildServer } from './child-server.mjs';
import { API_MAIN, ROOT_DIR } from './paths.mjs';

/** Runs `work(client)` on a client connected to `url`, and closes it. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Builds the API and what it depends on, unless `BENCH_SKIP_BUILD=1`. */
export function buildApiUnlessSkipped() {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  console.info('Building the API (BENCH_SKIP_BUILD=1 skips this)…');
  const built = spawnSync('pnpm', ['--filter', '@quire/api...', 'build'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the API build failed');
}

/** Drops and creates database `name` on the server at `baseUrl`; returns its URL. */
export async function freshDatabase(baseUrl, name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error(`The benchmark's database name "${name}" must be plain lower-case.`);
  }
  console.info(`A fresh database ${name}…`);
  await withClient(`${baseUrl}/postgres`, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  return `${baseUrl}/${name}`;
}

/** The built API in production mode on `databaseUrl`, without the demo seed. */
export async function startBenchApi(databaseUrl, label) {
  return startChildServer({
    script: API_MAIN,
    env: {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      QUIRE_DATA_DIR: await mkdtemp(path.join(tmpdir(), `quire-${label}-bench-`)),
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    },
    label: 'api',
    readyPath: '/health/ready',
  });
}

/** The administrator `setUpFirstAdmin` makes. */
export const BENCH_ADMIN = { email: 'bench-admin@quire.test', password: 'bench-admin-password' };

/** The first administrator (and journal `journal-1`) through `POST setup`; returns their token. */
export async function setUpFirstAdmin(apiUrl, siteName, credentials = BENCH_ADMIN) {
  const setup = await fetch(`${apiUrl}/api/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      siteName,
      name: 'Bench Admin',
      ...credentials,
      journal: { title: 'Journal 1', slug: 'journal-1' },
    }),
  });
  if (setup.status !== 201) throw new Error(`setup failed: ${setup.status} ${await setup.text()}`);
  return (await setup.json()).token;
}

/** Signs in through the API (a database of an earlier run); returns the session's token. */
export async function signIn(apiUrl, credentials) {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in of ${credentials.email}: ${response.status}`);
  return (await response.json()).token;
}
