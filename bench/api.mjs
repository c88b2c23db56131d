// `pnpm --filter @quire/bench api`: load-tests the built API on PostgreSQL and PGlite next to a
// bare Fastify route, and writes the figures into docs/performance.md. Not part of `pnpm test`.
// Settings (environment): BENCH_TARGETS=postgres,pglite  BENCH_SECONDS=10  BENCH_WARMUP_SECONDS=3
// BENCH_CONNECTIONS=10  BENCH_PG_URL=postgres://postgres@127.0.0.1:5432  BENCH_PG_DB=quire_bench
// BENCH_SEARCH_RATE=20  BENCH_PG_ARTICLES=100000  BENCH_PGLITE_ARTICLES=100000
// BENCH_SKIP_BUILD=1  BENCH_WRITE=0
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startChildServer } from './lib/child-server.mjs';
import { preparePglite, preparePostgres, withPostgres } from './lib/datasets.mjs';
import { measure } from './lib/load.mjs';
import { measurePaced } from './lib/paced-load.mjs';
import { API_MAIN, BENCH_DIR, ROOT_DIR } from './lib/paths.mjs';
import { writeSection } from './lib/report.mjs';
import { formatSection, machineFacts } from './lib/results.mjs';
import { SEARCH_QUERIES } from './lib/search-queries.mjs';

const env = process.env;
const config = {
  targets: (env.BENCH_TARGETS ?? 'postgres,pglite').split(',').map((name) => name.trim()),
  seconds: Number(env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(env.BENCH_WARMUP_SECONDS ?? 3),
  connections: Number(env.BENCH_CONNECTIONS ?? 10),
  searchRate: Number(env.BENCH_SEARCH_RATE ?? 20),
  pgBaseUrl: (env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, ''),
  pgDatabase: env.BENCH_PG_DB ?? 'quire_bench',
  pgArticles: Number(env.BENCH_PG_ARTICLES ?? 100_000),
  pgliteArticles: Number(env.BENCH_PGLITE_ARTICLES ?? 100_000),
};
if (!/^[a-z_][a-z0-9_]*$/.test(config.pgDatabase)) {
  throw new Error('BENCH_PG_DB must be a plain lower-case database name, e.g. quire_bench.');
}

const running = new Set();
async function started(server) {
  running.add(server);
  return server;
}
async function stopped(server) {
  running.delete(server);
  await server.stop();
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    Promise.all([...running].map((server) => server.stop())).finally(() => process.exit(130));
  });
}

function build() {
  if (env.BENCH_SKIP_BUILD === '1') return;
  console.info('Building the API (BENCH_SKIP_BUILD=1 skips this)…');
  const result = spawnSync('pnpm', ['--filter', '@quire/api...', 'build'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the API build failed');
}

/** The paths the article benchmark cycles through: articles of the 500-article issue. */
async function articlePaths(url, dataset) {
  const tocPath = `/api/journals/${dataset.journalSlug}/issues/${dataset.issueId}`;
  const response = await fetch(`${url}${tocPath}`);
  if (!response.ok) throw new Error(`GET ${tocPath} answered ${response.status}`);
  const issue = await response.json();
  const slugs = issue.sections.flatMap((section) => section.articles.map((a) => a.slug));
  const articles = slugs
    .slice(0, 100)
    .map((slug) => `/api/journals/${dataset.journalSlug}/articles/${encodeURIComponent(slug)}`);
  return { tocPath, articleCount: slugs.length, articles };
}

async function benchDatabase(name, dataset) {
  const api = await started(
    await startChildServer({
      script: API_MAIN,
      env: { ...dataset.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
      label: `api:${name}`,
      readyPath: '/health/ready',
    }),
  );
  try {
    const paths = await articlePaths(api.url, dataset);
    const searches = SEARCH_QUERIES.map((q) => `/api/search?q=${encodeURIComponent(q)}`);
    const load = { seconds: config.seconds, warmupSeconds: config.warmupSeconds };
    const rows = [];
    const run = async (endpoint, list, connections) => {
      console.info(`  ${name}: ${endpoint}, ${connections} connection(s)…`);
      const result = await measure({ url: api.url, paths: list, connections, ...load });
      rows.push({ database: name, endpoint, ...result });
    };
    await run('article', paths.articles, config.connections);
    await run(`issue TOC (${paths.articleCount} articles)`, [paths.tocPath], config.connections);
    await run('search', searches, config.connections);
    console.info(`  ${name}: search, paced at ${config.searchRate} req/s…`);
    const paced = await measurePaced({
      url: api.url,
      paths: searches,
      rate: config.searchRate,
      ...load,
    });
    rows.push({ database: name, endpoint: 'search', ...paced });
    await run('search', searches, 1);
    return rows;
  } finally {
    await stopped(api);
  }
}

async function main() {
  build();
  const facts = await machineFacts();
  const rows = [];
  console.info('Reference: bare Fastify route…');
  const bare = await started(
    await startChildServer({
      script: path.join(BENCH_DIR, 'bare-server.mjs'),
      env: { NODE_ENV: 'production' },
      label: 'bare',
      readyPath: '/hello',
    }),
  );
  try {
    const result = await measure({
      url: bare.url,
      paths: ['/hello'],
      connections: config.connections,
      seconds: config.seconds,
      warmupSeconds: config.warmupSeconds,
    });
    rows.push({ database: '—', endpoint: 'bare Fastify JSON route', ...result });
  } finally {
    await stopped(bare);
  }
  const datasets = {};
  if (config.targets.includes('postgres')) {
    datasets.postgres = await preparePostgres({
      baseUrl: config.pgBaseUrl,
      database: config.pgDatabase,
      articles: config.pgArticles,
    });
    facts.postgres = await withPostgres(config.pgBaseUrl, config.pgDatabase, async (client) => {
      const version = (await client.query('show server_version')).rows[0].server_version;
      const buffers = (await client.query('show shared_buffers')).rows[0].shared_buffers;
      return `PostgreSQL ${version} (shared_buffers ${buffers})`;
    });
    rows.push(...(await benchDatabase('PostgreSQL', datasets.postgres)));
  }
  if (config.targets.includes('pglite')) {
    datasets.pglite = await preparePglite({ articles: config.pgliteArticles });
    rows.push(...(await benchDatabase('PGlite', datasets.pglite)));
  }
  facts.loadAfter = (await machineFacts()).loadBefore;
  const section = formatSection({ facts, rows, datasets, config });
  console.info(`\n${section}`);
  if (env.BENCH_WRITE !== '0') {
    await writeSection(section);
    console.info('\nWritten to docs/performance.md.');
  }
}

main().catch(async (error) => {
  console.error('[bench]', error instanceof Error ? error.message : error);
  await Promise.all([...running].map((server) => server.stop()));
  process.exitCode = 1;
});
