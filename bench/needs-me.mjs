// `pnpm --filter @quire/bench needs-me`: the editors' "needs my action" view (`GET
// /api/admin/submissions?view=needs_me`) and the four counts of the back office's home (`GET
// /api/admin/submission-views`) over a PostgreSQL database of 100,000 submissions, their editors
// and 300,000 review assignments, each beside the bare indexed query of the same rows
// (bench/bare-needs-me-server.mjs) in the same run; writes the figures into docs/performance.md.
// Not part of `pnpm test`.
// Settings (environment): BENCH_PG_URL=postgres://postgres@127.0.0.1:5432
// BENCH_NEEDS_ME_DB=quire_needs_me_bench  BENCH_SUBMISSIONS=100000  BENCH_EDITORS=50
// BENCH_SECONDS=10  BENCH_WARMUP_SECONDS=3  BENCH_CONNECTIONS=10  BENCH_SKIP_BUILD=1  BENCH_WRITE=0
// BENCH_REUSE_DB=1 keeps the database of an earlier run (the API migrates it as it starts, so a
// new migration's backfill is what builds its columns) instead of loading the corpus again.
import path from 'node:path';
import { startChildServer } from './lib/child-server.mjs';
import { measure } from './lib/load.mjs';
import { BENCH_DIR } from './lib/paths.mjs';
import {
  BENCH_ADMIN,
  buildApiUnlessSkipped,
  freshDatabase,
  setUpFirstAdmin,
  signIn,
  startBenchApi,
  withClient,
} from './lib/pg-bench.mjs';
import { ms, table, whole } from './lib/report.mjs';
import { machineFacts } from './lib/results.mjs';
import { writeNamedSection } from './lib/web-report.mjs';

const env = process.env;
const config = {
  pgBaseUrl: (env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, ''),
  database: env.BENCH_NEEDS_ME_DB ?? 'quire_needs_me_bench',
  submissions: Number(env.BENCH_SUBMISSIONS ?? 100_000),
  editors: Number(env.BENCH_EDITORS ?? 50),
  seconds: Number(env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(env.BENCH_WARMUP_SECONDS ?? 3),
  connections: Number(env.BENCH_CONNECTIONS ?? 10),
};
const assignmentsPer = 3;

buildApiUnlessSkipped();

const databaseUrl = `${config.pgBaseUrl}/${config.database}`;
const reused = env.BENCH_REUSE_DB === '1' && (await holdsCorpus(databaseUrl));
if (!reused) await freshDatabase(config.pgBaseUrl, config.database);

/** Whether the database of an earlier run is there with its submissions. */
async function holdsCorpus(url) {
  try {
    return await withClient(url, async (client) => {
      const { rows } = await client.query('select count(*)::int as n from submissions');
      return rows[0].n >= config.submissions;
    });
  } catch {
    return false;
  }
}

const api = await startBenchApi(databaseUrl, 'needs-me');
const bare = await startChildServer({
  script: path.join(BENCH_DIR, 'bare-needs-me-server.mjs'),
  env: { DATABASE_URL: databaseUrl },
  label: 'bare',
  readyPath: '/counts?user=1',
});

try {
  // The first administrator through the first-run setup, as a deployer would; then the rest in
  // SQL. The administrator is one of the editors: ten submissions in every `editors` × 10 are theirs.
  const token = reused
    ? await signIn(api.url, BENCH_ADMIN)
    : await setUpFirstAdmin(api.url, 'Needs-me bench');
  const adminId = await withClient(databaseUrl, async (client) =>
    Number((await client.query('select min(id) as id from users')).rows[0].id),
  );
  if (reused) console.info(`Reusing ${config.database} (BENCH_REUSE_DB=1).`);
  else await loadCorpus(adminId);
  await measureAndReport(token, adminId);
} finally {
  await Promise.all([api.stop(), bare.stop()]);
}

/** The corpus in SQL, around the administrator made through the setup. */
async function loadCorpus(adminId) {
  console.info(
    `${whole(config.submissions)} submissions, ${config.editors} editors, ${whole(config.submissions * assignmentsPer)} review assignments…`,
  );
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `insert into journals (slug, title, position)
       select 'journal-' || n, 'Journal ' || n, n from generate_series(2, 10) n`,
    );
    await client.query(
      `insert into sections (journal_id, title, position)
       select j.id, 'Section ' || s, s from journals j, generate_series(1, 4) s`,
    );
    await client.query(
      `insert into users (email, password_hash, name)
       select 'person-' || n || '@example.org', 'not-a-hash', 'Person ' || n
       from generate_series(1, 5000) n`,
    );
    // Statuses as a busy site has them: most decided or published, the rest being handled.
    await client.query(
      `insert into submissions (owner_id, journal_id, section_id, client_key, title, status, round,
         submitted_at, updated_at)
       select (select min(id) from users) + 1 + n % 5000, j.id,
         (select min(id) from sections where journal_id = j.id), 'bench-' || n, 'Submission ' || n,
         (array['submitted','under_review','under_review','revisions_requested','accepted','declined','declined','published','published','published'])[1 + n % 10]::submission_status,
         1 + n % 2, now() - n * interval '5 minutes', now() - n * interval '5 minutes'
       from generate_series(1, $1) n
       join journals j on j.id = (select min(id) from journals) + n % 10`,
      [config.submissions],
    );
    // One editor per submission (the administrator and the next editors-1 people in turn, ten
    // consecutive submissions each, so everyone has submissions in every status); every seventh
    // submission has none.
    await client.query(
      `insert into submission_editors (submission_id, user_id)
       select s.id, case when (s.id / 10) % $1 = 0 then $2 else $2 + 1 + (s.id / 10) % ($1 - 1) end
       from submissions s where s.id % 7 <> 0`,
      [config.editors, adminId],
    );
    await client.query(
      `insert into review_rounds (submission_id, round)
       select s.id, s.round from submissions s`,
    );
    // Three reviewers per submission's round: submitted, in progress (some late), invited or declined.
    await client.query(
      `insert into review_assignments (submission_id, round_id, round, journal_id, reviewer_id,
         reviewer_name, reviewer_email, position, status, token_hash, response_due_at, review_due_at)
       select r.submission_id, r.id, r.round, s.journal_id, (select min(id) from users) + 1 + (r.id * 3 + p) % 5000,
         'Reviewer ' || p, 'reviewer-' || r.id || '-' || p || '@example.org', p,
         (case when p = 1 then 'submitted' when p = 2 then (array['accepted','submitted','declined'])[1 + r.id % 3]
           else (array['invited','submitted','declined','withdrawn'])[1 + r.id % 4] end)::review_assignment_status,
         'bench-token-' || r.id || '-' || p,
         now() + ((r.id % 30) - 20) * interval '1 day', now() + ((r.id % 60) - 10) * interval '1 day'
       from review_rounds r join submissions s on s.id = r.submission_id, generate_series(1, $1) p`,
      [assignmentsPer],
    );
    // A live database is vacuumed by autovacuum; the bulk load above is not yet (its visibility
    // map is empty, so no index-only scan would skip the table).
    await client.query('vacuum analyze');
  });
}

/** Loads both views through the API and the bare server; writes (or prints) the section. */
async function measureAndReport(token, adminId) {
  const cases = [
    {
      label: 'Needs my action, first page',
      api: '/api/admin/submissions?view=needs_me',
      bare: `/needs-me?user=${adminId}`,
    },
    {
      label: 'The four counts (home)',
      api: '/api/admin/submission-views',
      bare: `/counts?user=${adminId}`,
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
  const section = `## Back office: "needs my action" over ${whole(config.submissions)} submissions

\`pnpm --filter @quire/bench needs-me\` (\`bench/needs-me.mjs\`) builds a fresh PostgreSQL database
(\`BENCH_REUSE_DB=1\` keeps the last one; first administrator through \`POST setup\`, then 10 journals, 5,000 people,
${whole(config.submissions)} submissions in every status, one editor for six in seven of them among
${config.editors} editors — the administrator one of them, with submissions in every status — a review
round each and ${whole(config.submissions * assignmentsPer)} review assignments, some late, in SQL, then
\`vacuum analyze\` as autovacuum would), then loads the
administrator's \`GET /api/admin/submissions?view=needs_me\` and \`GET /api/admin/submission-views\`
with ${config.connections} connections for ${config.seconds} s each (after ${config.warmupSeconds} s of
warm-up), and the same rows through one hand-written query each on a plain pg pool behind a bare
Fastify route (\`bench/bare-needs-me-server.mjs\`: no session, validation or scope), in the same run.
"Needs my action", "reviews overdue" and "waiting for the author" are ranges of the editor's own
assignment rows in \`submission_editors_user_state_idx\` (each row carries its submission's status and
\`next_review_due_at\`, the moment its first expected review becomes late, kept by triggers), counted
from the index alone; "unassigned" reads the partial \`submissions_unassigned_idx\` (\`editor_count = 0\`,
kept by a trigger on \`submission_editors\`). The bare queries read the same indexes. Target: p95 under 50 ms.

${table(
  ['Query', 'API req/s', 'API p50 ms', 'API p95 ms', 'Bare req/s', 'Bare p95 ms', 'p95 ratio'],
  rows,
)}

${machine}
`;
  if (env.BENCH_WRITE !== '0') {
    await writeNamedSection('needs-me', section, { after: 'back-office' });
    console.info('Wrote the section into docs/performance.md.');
  } else {
    console.info(section);
  }
}
