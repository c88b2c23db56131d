// `pnpm --filter @quire/bench back-office`: the back office's journals list (`GET
// /api/admin/journals`) and audit log (`GET /api/admin/audit`) over a PostgreSQL database of 100
// journals, 20,000 people and 1,000,000 audit entries, each query beside the bare indexed query of
// the same rows (bench/bare-back-office-server.mjs) in the same run; writes the figures into
// docs/performance.md. Not part of `pnpm test`.
// Settings (environment): BENCH_PG_URL=postgres://postgres@127.0.0.1:5432
// BENCH_BACK_OFFICE_DB=quire_back_office_bench  BENCH_PEOPLE=20000  BENCH_JOURNALS=100
// BENCH_AUDIT_ROWS=1000000  BENCH_SECONDS=10  BENCH_WARMUP_SECONDS=3  BENCH_CONNECTIONS=10
// BENCH_SKIP_BUILD=1  BENCH_WRITE=0
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
  database: env.BENCH_BACK_OFFICE_DB ?? 'quire_back_office_bench',
  auditRows: Number(env.BENCH_AUDIT_ROWS ?? 1_000_000),
  people: Number(env.BENCH_PEOPLE ?? 20_000),
  journals: Number(env.BENCH_JOURNALS ?? 100),
  seconds: Number(env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(env.BENCH_WARMUP_SECONDS ?? 3),
  connections: Number(env.BENCH_CONNECTIONS ?? 10),
};

buildApiUnlessSkipped();

const databaseUrl = await freshDatabase(config.pgBaseUrl, config.database);

const api = await startBenchApi(databaseUrl, 'back-office');
const bare = await startChildServer({
  script: path.join(BENCH_DIR, 'bare-back-office-server.mjs'),
  env: { DATABASE_URL: databaseUrl },
  label: 'bare',
  readyPath: '/journals',
});

try {
  // The first administrator through the first-run setup, as a deployer would; then the rest in SQL.
  const token = await setUpFirstAdmin(api.url, 'Back-office bench');
  console.info(
    `${config.journals} journals, ${whole(config.people)} people and ${whole(config.auditRows)} audit entries…`,
  );
  let middleId = 0;
  let madeBy = '';
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `insert into journals (slug, title, position)
       select 'journal-' || n, 'Journal ' || n, n from generate_series(2, $1) n`,
      [config.journals],
    );
    await client.query(
      `insert into sections (journal_id, title, position)
       select j.id, 'Section ' || s, s from journals j, generate_series(1, 4) s`,
    );
    // Varied names from many languages (bench/lib/names.mjs), as a real site's people have.
    await client.query(
      `insert into users (email, password_hash, name, created_at)
       select 'person-' || n || '@example.org', 'not-a-hash', ${personNameSql('n', 2, 3)},
         now() - (n % 900) * interval '1 day'
       from generate_series(1, $1) n`,
      [config.people, GIVEN_NAMES, FAMILY_NAMES],
    );
    // Entries spread over the journals, 200 editors and the actions, oldest first (ids rise with time).
    await client.query(
      `insert into audit_log (at, actor_id, journal_id, action, subject, target_id, changes)
       select now() - ($1 - n) * interval '1 minute',
         (select min(id) from users) + 1 + n % 200,
         case when n % 50 = 0 then null else 1 + n % $2 end,
         (array['journal.updated','section.updated','staff.changed','invitation.sent','section.created','journal.archived'])[1 + n % 6],
         'Record ' || n, n,
         jsonb_build_object('title', jsonb_build_array('Old title ' || n, 'New title ' || n))
       from generate_series(1, $1) n`,
      [config.auditRows, config.journals],
    );
    // As autovacuum would on a real site: it also merges the trigram indexes' pending entries,
    // which a bulk insert leaves unmerged (a GIN index then reads slowly and looks dear to plan).
    await client.query('vacuum analyze');
    const { rows } = await client.query('select (min(id) + max(id)) / 2 as middle from audit_log');
    middleId = Number(rows[0].middle);
    // "Made by": the family name of one of the editors, as an administrator would type it.
    const editor = await client.query(
      'select name from users where id = (select min(id) from users) + 43',
    );
    madeBy = editor.rows[0].name.split(' ').at(-1).toLowerCase();
  });

  const cases = [
    { label: 'Journals list (100 journals)', api: '/api/admin/journals', bare: '/journals' },
    { label: 'Audit log, first page', api: '/api/admin/audit', bare: '/audit' },
    {
      label: 'Audit log, 500,000 entries down',
      api: `/api/admin/audit?before=${middleId}`,
      bare: `/audit?before=${middleId}`,
    },
    {
      label: 'Audit log of one journal',
      api: '/api/admin/audit?journal=journal-42',
      bare: '/audit?journal=journal-42',
    },
    {
      label: 'Audit log, one rare action',
      api: '/api/admin/audit?action=journal.archived&journal=journal-7',
      bare: '/audit?action=journal.archived&journal=journal-7',
    },
    {
      label: `Audit log, made by "${madeBy}"`,
      api: `/api/admin/audit?who=${encodeURIComponent(madeBy)}`,
      bare: `/audit?who=${encodeURIComponent(madeBy)}`,
    },
  ];
  const rows = [];
  for (const { label, ...targets } of cases) {
    const measured = {};
    for (const [name, server] of [
      ['api', api],
      ['bare', bare],
    ]) {
      measured[name] = await measure({
        url: server.url,
        paths: [targets[name]],
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
  const section = `## Back office: journals and the audit log over ${whole(config.auditRows)} entries

\`pnpm --filter @quire/bench back-office\` (\`bench/back-office.mjs\`) builds a fresh PostgreSQL
database (first administrator through \`POST setup\`, then ${config.journals} journals with four
sections each, ${whole(config.people)} people and ${whole(config.auditRows)} audit entries in SQL;
the people are named from some 100 given and 200 family names of many languages,
\`bench/lib/names.mjs\`, as a real site's are, so "made by" a family name matches a few dozen
people, not thousands; then \`vacuum analyze\`, as autovacuum would),
then loads \`GET /api/admin/journals\` and \`GET /api/admin/audit\` as the site administrator with
${config.connections} connections for ${config.seconds} s per query (after ${config.warmupSeconds} s
of warm-up), and the same rows through one hand-written query each on a plain pg pool behind a
bare Fastify route (\`bench/bare-back-office-server.mjs\`: no session, validation or scope), in the
same run. The audit log pages by id (\`before\`), so a page deep in the log costs what the first
does. Target: p95 under 50 ms.

${table(
  ['Query', 'API req/s', 'API p50 ms', 'API p95 ms', 'Bare req/s', 'Bare p95 ms', 'p95 ratio'],
  rows,
)}

${machine}
`;
  if (env.BENCH_WRITE !== '0') {
    await writeNamedSection('back-office', section, { after: 'people' });
    console.info('Wrote the section into docs/performance.md.');
  } else {
    console.info(section);
  }
} finally {
  await Promise.all([api.stop(), bare.stop()]);
}
