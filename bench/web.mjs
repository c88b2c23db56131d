// `pnpm --filter @quire/bench web`: load-tests a server-rendered article page of the built web
// app with the whole stack (web server → API → PGlite, demo seed) next to a bare React Router
// render of an article-shaped page without data (bare-web-server.mjs), in the same run, and writes
// the "Web" section of docs/performance.md (with the bundle budget figure). Not part of `pnpm test`.
// Settings (environment): BENCH_SECONDS=10  BENCH_WARMUP_SECONDS=3  BENCH_CONNECTIONS=10
// BENCH_SKIP_BUILD=1 (use the existing builds)  BENCH_WRITE=0 (print only)
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { startChildServer } from './lib/child-server.mjs';
import { measure } from './lib/load.mjs';
import { BENCH_DIR, ROOT_DIR } from './lib/paths.mjs';
import { ms, table, whole } from './lib/report.mjs';
import { machineFacts } from './lib/results.mjs';
import { writeNamedSection } from './lib/web-report.mjs';
import { demoPaths, startWebStack } from './lib/web-stack.mjs';

const env = process.env;
const config = {
  seconds: Number(env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(env.BENCH_WARMUP_SECONDS ?? 3),
  connections: Number(env.BENCH_CONNECTIONS ?? 10),
};

function build() {
  if (env.BENCH_SKIP_BUILD === '1') return;
  console.info('Building the API and the web app (BENCH_SKIP_BUILD=1 skips this)…');
  const result = spawnSync(
    'pnpm',
    ['--filter', '@quire/api...', '--filter', '@quire/web...', 'build'],
    { cwd: ROOT_DIR, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('the build failed');
}

/** The bundle budget check's own report (JavaScript a signed-out article page loads, gzip). */
function bundleBudget() {
  const result = spawnSync(process.execPath, ['apps/web/scripts/check-bundle-budget.mjs'], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

build();
const facts = await machineFacts();
const stack = await startWebStack();
const bare = await startChildServer({
  script: path.join(BENCH_DIR, 'bare-web-server.mjs'),
  env: { NODE_ENV: 'production' },
  label: 'bare',
  readyPath: '/journals/demo/articles/demo',
}).catch(async (error) => {
  await stack.stop();
  throw error;
});
const rows = [];
let paths;
try {
  paths = await demoPaths(stack.api.url);
  const article = paths.articles[0];
  const load = { connections: config.connections, seconds: config.seconds };
  const warm = { ...load, warmupSeconds: config.warmupSeconds };
  console.info(`Article page ${article} (whole stack)…`);
  rows.push({
    name: 'Article page, whole stack (web → API → PGlite)',
    ...(await measure({ url: stack.web.url, paths: [article], ...warm })),
  });
  console.info('Bare React Router render, no data…');
  rows.push({
    name: 'Bare React Router render, no data',
    ...(await measure({ url: bare.url, paths: ['/journals/demo/articles/demo'], ...warm })),
  });
  console.info(`Article pages cycled (${paths.articles.length}, whole stack)…`);
  rows.push({
    name: `Article pages, ${paths.articles.length} cycled, whole stack`,
    ...(await measure({ url: stack.web.url, paths: paths.articles, ...load, warmupSeconds: 0 })),
  });
} finally {
  await bare.stop();
  await stack.stop();
}
const loadAfter = os.loadavg()[0].toFixed(2);
const uptime = spawnSync('uptime', { encoding: 'utf8' }).stdout.trim();
const budget = bundleBudget();

const figures = table(
  ['Page', 'Connections', 'req/s', 'p50 ms', 'p99 ms', 'Failed'],
  rows.map((row) => [
    row.name,
    String(row.connections),
    whole(row.rps),
    ms(row.p50),
    ms(row.p99),
    String(row.failures),
  ]),
);
const [whole_, bareRow] = rows;
const cpuCount = os.cpus().length;
const overloaded =
  Number(facts.loadBefore) > cpuCount
    ? `**The machine was busy with other work while this ran** (load average ${facts.loadBefore} on ${cpuCount} CPUs before the run): read these figures as a lower bound and rerun on a quiet machine.`
    : '';
const section = `## Web

### Server-rendered pages

Run: \`pnpm --filter @quire/bench web\` (builds the API and the web app first;
\`BENCH_SKIP_BUILD=1\` uses the existing builds). It starts the built API (\`NODE_ENV=production\`,
PGlite in a fresh temporary folder, demo seed) and the built web app's production server
(\`apps/web/server.mjs\`: Express, compression, React Router's request handler) in front of it,
then loads one article page (\`${paths.articles[0]}\`) with autocannon: ${config.warmupSeconds} s
warm-up, then ${config.seconds} s with ${config.connections} keep-alive connections, plain
\`GET\` without \`Accept-Encoding\` (no gzip), signed out. Each request runs the root, layout and
article loaders, which call the API over HTTP (site settings, the journal, the article and its
three citation formats), sanitise the HTML (DOMPurify on jsdom) and stream the document.

The reference, measured in the same run, is \`bench/bare-web-server.mjs\`: the same Express +
compression stack rendering an article-shaped page (title, authors, six paragraphs) through
React Router's data router (\`createStaticHandler\` → \`StaticRouterProvider\`, React's
\`renderToPipeableStream\`) with no loaders and no API — what React Router and React cost on
their own. (The app's \`/test\` page was not used: its root loader still calls the API.)

Measured ${facts.date} UTC on ${facts.cpus}, ${facts.memory}, Node ${facts.node}; the API, the
web server, the reference server and autocannon share the machine. Load average (1 min):
${facts.loadBefore} before, ${loadAfter} after (\`uptime\`: \`${uptime}\`).

${figures}

The whole stack serves ${whole(whole_.rps)} article pages a second at p99 ${ms(whole_.p99)} ms,
${((whole_.rps / bareRow.rps) * 100).toPrecision(2)} % of the bare render's rate: the difference is
the API round trips (and the API's own work on single-threaded PGlite), React Router's data
serialisation and the app's larger component tree. Two things keep it from being worse: the web
server shares anonymous API reads for \`API_CACHE_MS\` (1 s; the article read itself always goes
to the API, which counts it as a view), and \`@quire/utils\` remembers recent sanitised HTML —
before them it served 24 a second (measured 2026-11-22 on a busier machine). ${overloaded}

### JavaScript budget

\`node apps/web/scripts/check-bundle-budget.mjs\` (part of \`pnpm --filter @quire/web test\`;
budget 140 KiB gzip, aim 125 KiB) ${budget.ok ? 'passes' : '**fails**'}:

\`\`\`text
${budget.output}
\`\`\`
`;

console.info(`\n${section}`);
if (env.BENCH_WRITE !== '0') {
  await writeNamedSection('web', section);
  console.info('Written to docs/performance.md.');
}
