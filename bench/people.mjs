// `pnpm --filter @quire/bench people`: the site administrators' people list (`GET
// /api/admin/users`) over a PostgreSQL database of 100 journals and 20,000 people with their
// roles, each query beside the bare indexed query of the same rows (bench/bare-people-server.mjs)
// in the same run; writes the figures into docs/performance.md. Not part of `pnpm test`.
// Settings (environment): BENCH_PG_URL=postgres://postgres@127.0.0.1:5432
// BENCH_PEOPLE_DB=quire_people_bench  BENCH_PEOPLE=20000  BENCH_JOURNALS=100  BENCH_SECONDS=10
// BENCH_WARMUP_SECONDS=3  BENCH_CONNECTIONS=10  BENCH_SKIP_BUILD=1  BENCH_WRITE=0
import path from 'node:path';
import { startChildServer } from './lib/child-server.mjs';
import { measure } from './lib/load.mjs';
import { FAMILY_NAMES, GIVEN_NAMES, personNameSql } from './lib/names.mjs';
import { BENCH_DIR } from './lib/paths.mjs';
import {
  buildApiUnlessSkipped,
  freshDatabase,
  setUpFirstAdmin,
  startBenchApi,
  withClient,
} from './lib/pg-bench.mjs';
import { ms, table, whole } from './lib/report.mjs';
import { machineFacts } from './lib/results.mjs';
import { writeNamedSection } from './lib/web-report.mjs';

const env = process.env;
const config = {
  pgBaseUrl: (env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, ''),
  database: env.BENCH_PEOPLE_DB ?? 'quire_people_bench',
  people: Number(env.BENCH_PEOPLE ?? 20_000),
  journals: Number(env.BENCH_JOURNALS ?? 100),
  seconds: Number(env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(env.BENCH_WARMUP_SECONDS ?? 3),
  connections: Number(env.BENCH_CONNECTIONS ?? 10),
};

buildApiUnlessSkipped();

const databaseUrl = await freshDatabase(config.pgBaseUrl, config.database);

const api = await startBenchApi(databaseUrl, 'people');
const bare = await startChildServer({
  script: path.join(BENCH_DIR, 'bare-people-server.mjs'),
  env: { DATABASE_URL: databaseUrl },
  label: 'bare',
  readyPath: '/people',
});

try {
  // The first administrator through the first-run setup, as a deployer would; then the rest in SQL.
  const token = await setUpFirstAdmin(api.url, 'People bench');
  const lastPage = Math.ceil((config.people + 1) / 25);
  const middlePage = Math.ceil(lastPage / 2);
  let middleAfter = 0;
  console.info(`${config.journals} journals and ${whole(config.people)} people with roles…`);
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `insert into journals (slug, title, position)
       select 'journal-' || n, 'Journal ' || n, n from generate_series(2, $1) n`,
      [config.journals],
    );
    // Varied names from many languages (bench/lib/names.mjs), as a real site's people have.
    await client.query(
      `insert into users (email, password_hash, name, affiliation, last_sign_in_at, created_at)
       select 'person-' || n || '@example.org', 'not-a-hash', ${personNameSql('n', 2, 3)},
         'University ' || (n % 300),
         case when n % 5 = 0 then null else now() - (n % 365) * interval '1 day' end,
         now() - (n % 900) * interval '1 day'
       from generate_series(1, $1) n`,
      [config.people, GIVEN_NAMES, FAMILY_NAMES],
    );
    await client.query(
      `insert into journal_roles (user_id, journal_id, role)
       select u.id, 1 + (u.id % $1), case when u.id % 50 = 0 then 'manager'::journal_role
         when u.id % 20 = 0 then 'editor' when u.id % 7 = 0 then 'reviewer' else 'author' end
       from users u where u.email like 'person-%'
       on conflict do nothing`,
      [config.journals],
    );
    // As autovacuum would on a real site: it also merges the trigram indexes' pending entries,
    // which a bulk insert leaves unmerged (a GIN index then reads slowly and looks dear to plan).
    await client.query('vacuum analyze');
    // The last person of the page before the middle one: where its Next link reads from.
    const { rows } = await client.query(
      'select id from users order by name, id offset $1 limit 1',
      [(middlePage - 1) * 25 - 1],
    );
    middleAfter = Number(rows[0].id);
  });

  const cases = [
    { label: 'First page, by name', query: 'sort=name' },
    { label: `Last page (${lastPage}), by name`, query: `sort=name&page=${lastPage}` },
    {
      label: `Page ${middlePage}, after the page before (Next)`,
      query: `sort=name&page=${middlePage}&after=${middleAfter}`,
    },
    { label: 'By last sign-in, newest first', query: 'sort=lastSignIn&dir=desc' },
    { label: 'Search "okaf" (part of a name)', query: 'q=okaf' },
    { label: 'Editors of one journal', query: 'role=editor&journal=journal-42' },
  ];
  const rows = [];
  for (const { label, query } of cases) {
    const measured = {};
    for (const [name, server, target] of [
      ['api', api, `/api/admin/users?perPage=25&${query}`],
      ['bare', bare, `/people?${query}`],
    ]) {
      measured[name] = await measure({
        url: server.url,
        paths: [target],
        connections: config.connections,
        seconds: config.seconds,
        warmupSeconds: config.warmupSeconds,
        headers: name === 'api' ? { authorization: `Bearer ${token}` } : undefined,
      });
      if (measured[name].failures > 0) {
        throw new Error(`${label} (${name}): ${measured[name].failures} failed requests`);
      }
    }
    const { api: a, bare: b } = measured;
    console.info(`${label}: API p95 ${ms(a.p95)} ms, bare p95 ${ms(b.p95)} ms`);
    rows.push([
      label,
      whole(a.rps),
      ms(a.p50),
      ms(a.p95),
      whole(b.rps),
      ms(b.p95),
      `${(a.p95 / b.p95).toFixed(1)}×`,
    ]);
  }

  const facts = await machineFacts();
  const machine = `Measured ${facts.date} on ${facts.cpus}, ${facts.memory}, Node ${facts.node} (load average ${facts.loadBefore} before the run).`;
  const section = `## Back office: the people list over ${whole(config.people)} people

\`pnpm --filter @quire/bench people\` (\`bench/people.mjs\`) builds a fresh PostgreSQL database
(first administrator through \`POST setup\`, then ${config.journals} journals and
${whole(config.people)} people with a role each in SQL, named from some 100 given and 200 family
names of many languages, \`bench/lib/names.mjs\`, so a search for part of a name matches a few
dozen people as on a real site; then \`vacuum analyze\`, as autovacuum would), then loads \`GET /api/admin/users\` as the
site administrator with ${config.connections} connections for ${config.seconds} s per query
(after ${config.warmupSeconds} s of warm-up), and the same rows through one hand-written query on
a plain pg pool behind a bare Fastify route (\`bench/bare-people-server.mjs\`: no session,
validation or memberships), in the same run. Target: p95 under 50 ms.

${table(
  ['Query', 'API req/s', 'API p50 ms', 'API p95 ms', 'Bare req/s', 'Bare p95 ms', 'p95 ratio'],
  rows,
)}

${machine}
`;
  if (env.BENCH_WRITE !== '0') {
    await writeNamedSection('people', section);
    console.info('Wrote the section into docs/performance.md.');
  } else {
    console.info(section);
  }
} finally {
  await Promise.all([api.stop(), bare.stop()]);
}
