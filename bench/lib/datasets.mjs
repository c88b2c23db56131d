import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { startChildServer } from './child-server.mjs';
import { API_DIR, API_MAIN, BENCH_DIR } from './paths.mjs';

const STATE_DIR = path.join(BENCH_DIR, '.data');

/** Runs the built corpus generator and returns the 500-article issue it reports. */
function generateCorpus(env, articles) {
  const script = path.join(API_DIR, 'dist/seed/generate-corpus.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, '--articles', String(articles)], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(`[corpus] ${chunk}`);
    });
    child.once('exit', (code) => {
      const found = /journal "([^"]+)", issue id (\d+)/.exec(output);
      if (code !== 0 || !found) reject(new Error(`corpus generator failed (exit ${code})`));
      else resolve({ journalSlug: found[1], issueId: Number(found[2]) });
    });
  });
}

/** Starts the API once with SEED_DEMO so the empty database gets the demo content, then stops. */
async function seedDemo(env) {
  const api = await startChildServer({
    script: API_MAIN,
    env: { ...env, SEED_DEMO: 'true', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    label: 'seed',
    readyPath: '/health/ready',
  });
  await api.stop();
}

async function readState(file, articles) {
  if (!existsSync(file)) return null;
  const state = JSON.parse(await readFile(file, 'utf8'));
  return state.articles === articles ? state : null;
}

/** Runs SQL on the PostgreSQL server `baseUrl` points at, in database `database`. */
export async function withPostgres(baseUrl, database, work) {
  const client = new pg.Client({ connectionString: `${baseUrl}/${database}` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** How many articles the database holds; 0 when it or its tables do not exist. */
async function countArticles(baseUrl, database) {
  try {
    return await withPostgres(baseUrl, database, async (client) => {
      const result = await client.query('select count(*)::int as n from articles');
      return result.rows[0].n;
    });
  } catch {
    return 0;
  }
}

/**
 * A scratch PostgreSQL database with the demo seed and an `articles`-sized corpus, made once and
 * reused (a state file beside the bench remembers it).
 */
export async function preparePostgres({ baseUrl, database, articles }) {
  const stateFile = path.join(STATE_DIR, `postgres-${database}.json`);
  // The API keeps its files (the demo seed's) beside the bench's other data.
  const env = {
    DATABASE_URL: `${baseUrl}/${database}`,
    QUIRE_DATA_DIR: path.join(STATE_DIR, `postgres-${database}`),
  };
  const state = await readState(stateFile, articles);
  if (state && (await countArticles(baseUrl, database)) >= articles) return { env, ...state };
  console.info(`Creating the scratch database ${database} with ${articles} articles…`);
  await withPostgres(baseUrl, 'postgres', async (client) => {
    await client.query(`drop database if exists ${database}`);
    await client.query(`create database ${database}`);
  });
  await seedDemo(env);
  const issue = await generateCorpus(env, articles);
  // Fresh tables have no planner statistics until autovacuum gets to them.
  await withPostgres(baseUrl, database, (client) => client.query('vacuum analyze'));
  const fresh = { articles, ...issue };
  await mkdir(STATE_DIR, { recursive: true });
  await writeFile(stateFile, JSON.stringify(fresh, null, 2));
  return { env, ...fresh };
}

/** A PGlite data folder with the demo seed and an `articles`-sized corpus, made once and reused. */
export async function preparePglite({ articles }) {
  const dataDir = path.join(STATE_DIR, `pglite-${articles}`);
  const stateFile = `${dataDir}.json`;
  const env = { QUIRE_DATA_DIR: dataDir, DATABASE_URL: '' };
  const state = await readState(stateFile, articles);
  if (state && existsSync(dataDir)) return { env, ...state };
  console.info(`Creating the PGlite folder ${dataDir} with ${articles} articles (slow)…`);
  await rm(dataDir, { recursive: true, force: true });
  await seedDemo(env);
  const issue = await generateCorpus(env, articles);
  const fresh = { articles, ...issue };
  await writeFile(stateFile, JSON.stringify(fresh, null, 2));
  return { env, ...fresh };
}
