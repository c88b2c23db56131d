import os from 'node:os';
import { ms, table, whole } from './report.mjs';
import { SEARCH_QUERIES } from './search-queries.mjs';

/** What the figures were measured on, and the load average (1 min) at that moment. */
export async function machineFacts() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString().slice(0, 16).replace('T', ' '),
    cpus: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB RAM`,
    node: process.version,
    loadBefore: os.loadavg()[0].toFixed(2),
  };
}

const verdict = (met) => (met ? '**met**' : '**not met**');

function targets(rows) {
  const find = (endpoint, connections) =>
    rows.find(
      (row) =>
        row.database === 'PostgreSQL' &&
        row.endpoint.startsWith(endpoint) &&
        (connections === undefined || row.connections === connections),
    );
  const lines = [];
  const bare = rows.find((row) => row.endpoint.startsWith('bare'));
  const article = find('article');
  if (article && bare) {
    const ratio = article.rps / bare.rps;
    lines.push(
      `- Article on PostgreSQL ≥ 0.3× the bare Fastify JSON route of the same run: ${verdict(ratio >= 0.3)} (${whole(article.rps)} vs ${whole(bare.rps)} req/s, ${ratio.toFixed(2)}×; p99 ${ms(article.p99)} ms).`,
    );
  }
  const toc = find('issue TOC');
  if (toc) {
    lines.push(
      `- Issue table of contents (500 articles) on PostgreSQL ≥ 500 req/s: ${verdict(toc.rps >= 500)} (${whole(toc.rps)} req/s, p99 ${ms(toc.p99)} ms${bare ? `, ${(toc.rps / bare.rps).toFixed(2)}× the bare route` : ''}).`,
    );
  }
  const searches = rows.filter((row) => row.database === 'PostgreSQL' && row.endpoint === 'search');
  const paced = searches.find((row) => row.overallRate);
  const saturated = searches.find((row) => !row.overallRate && row.connections !== 1);
  const single = searches.find((row) => row.connections === 1);
  if (paced) {
    const others = [
      saturated &&
        `saturated (${saturated.connections} connections, as fast as answered): p95 ${ms(saturated.p95)} ms at ${whole(saturated.rps)} req/s`,
      single && `one client at a time: p95 ${ms(single.p95)} ms`,
    ].filter(Boolean);
    lines.push(
      `- Search over the 100,000-article corpus on PostgreSQL, p95 < 50 ms: ${verdict(paced.p95 < 50)} at a steady ${paced.overallRate} searches/s (p95 ${ms(paced.p95)} ms)${others.length ? `; ${others.join('; ')}` : ''}.`,
    );
  }
  lines.push(
    '- No endpoint runs more than 3 SQL queries: enforced by the integration tests, which read the `x-query-count` header (sent outside production) on every read endpoint — not measured here.',
  );
  return lines.join('\n');
}

/** The Markdown section with the machine, the method, the table of figures and the targets. */
export function formatSection({ facts, rows, datasets, config }) {
  const data = Object.entries(datasets)
    .map(
      ([name, dataset]) =>
        `${name === 'postgres' ? 'PostgreSQL' : 'PGlite'}: demo seed + ${whole(dataset.articles)} generated articles`,
    )
    .join('; ');
  const bare = rows.find((row) => row.endpoint.startsWith('bare'));
  const figures = table(
    [
      'Endpoint',
      'Database',
      'Connections',
      'req/s',
      '× bare route',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'Failed',
    ],
    rows.map((row) => [
      row.endpoint,
      row.database,
      row.overallRate ? `paced, ${row.overallRate} req/s` : String(row.connections),
      whole(row.rps),
      row === bare
        ? '1.00× (reference)'
        : bare && !row.overallRate
          ? `${(row.rps / bare.rps).toFixed(2)}×`
          : '–',
      ms(row.p50),
      ms(row.p95),
      ms(row.p99),
      String(row.failures),
    ]),
  );
  return `## API: requests per second and latency

Run: \`pnpm --filter "@quire/api..." build && BENCH_SKIP_BUILD=1 pnpm --filter @quire/bench api\`
(or just \`pnpm --filter @quire/bench api\`, which builds first). It needs the local PostgreSQL
(\`BENCH_PG_URL\`, default \`postgres://postgres@127.0.0.1:5432\`); the scratch database
\`${config.pgDatabase}\` and the PGlite folder \`bench/.data/\` are generated on the first run
(about 2 and 8 minutes for 100,000 articles) and reused; \`dropdb ${config.pgDatabase}\` and
\`rm -rf bench/.data\` remove them. Settings are listed at the top of \`bench/api.mjs\`.

Measured ${facts.date} UTC on ${facts.cpus}, ${facts.memory}, Node ${facts.node}${facts.postgres ? `, ${facts.postgres}` : ''}.
Load average (1 min) before / after: ${facts.loadBefore} / ${facts.loadAfter ?? '?'} — the load
generator, the API and the database share the same 2 cores, and other work was running on the
machine. Data: ${data}. The API runs as \`node apps/api/dist/main.js\` with
\`NODE_ENV=production LOG_LEVEL=warn\`; the reference is a bare Fastify app with one JSON route,
also in its own process. Each figure: autocannon with keep-alive connections, ${config.seconds} s
after a ${config.warmupSeconds} s warm-up. "article" cycles through 100 articles of the
500-article issue (views are counted by the page's beacon, not by the read); "search" cycles through ${SEARCH_QUERIES.length}
searches (common and rare words, two-word searches, a quoted phrase, an author), listed in
\`bench/lib/search-queries.mjs\`, three ways: ${config.connections} connections as fast as answered
(throughput); paced — one request every 1/${config.searchRate} s whether or not earlier ones have
answered (\`bench/lib/paced-load.mjs\`, Node's fetch): the latency at a moderate load, the figure
the search target is judged on; and one client at a time.

${figures}

Notes: article and table-of-contents answers are served from a short-lived in-memory cache
(\`apps/api/src/content/read-through-cache.ts\`, dropped when content or the counted figures
change) with an \`ETag\`, so nearly every read above skips the database and the two databases
score alike; autocannon sends no \`If-None-Match\`, so every answer here carries its whole body. Figures vary by up to ±50 % from run to run on this shared
virtual machine (compare the bare route between runs).

Targets (2-core machine, PostgreSQL):

${targets(rows)}`;
}
