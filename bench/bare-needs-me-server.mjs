import Fastify from 'fastify';
import pg from 'pg';

// The reference of the needs-me bench: the rows of the editors' "needs my action" view and the
// four counts, read with one hand-written query each on a plain pg pool behind bare Fastify
// routes — no session, validation, scope or JSON shaping. What the API adds is the difference.
// The queries are the best this schema allows: the editor's own assignment rows, which carry
// their submission's status and next review deadline (kept by triggers), read from
// `submission_editors_user_state_idx` alone; "unassigned" from the partial
// `submissions_unassigned_idx`.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

/** The editor's assignments whose next step is theirs (a range of the index per status). */
const needsMe = `se.user_id = $1 and se.submission_status in ('submitted', 'under_review', 'accepted')
  and (se.submission_status <> 'under_review' or se.next_review_due_at is null)`;

app.get('/needs-me', async (request) => {
  const { rows } = await pool.query(
    `select s.id, s.title, s.status, s.round, s.submitted_at, s.updated_at, u.name, u.email, j.slug,
       count(*) over() as total
     from submission_editors se join submissions s on s.id = se.submission_id
       join users u on u.id = s.owner_id left join journals j on j.id = s.journal_id
     where ${needsMe}
     order by s.updated_at desc, s.id desc limit 10`,
    [Number(request.query.user)],
  );
  return { data: rows };
});

app.get('/counts', async (request) => {
  const { rows } = await pool.query(
    `select
       (select count(*) from submission_editors se where ${needsMe}) as needs_me,
       (select count(*) from submissions s where s.editor_count = 0
          and s.status in ('submitted', 'under_review', 'revisions_requested', 'accepted')) as unassigned,
       (select count(*) from submission_editors se where se.user_id = $1
          and se.submission_status = 'under_review' and se.next_review_due_at < now()) as overdue,
       (select count(*) from submission_editors se where se.user_id = $1
          and se.submission_status = 'revisions_requested') as waiting`,
    [Number(request.query.user)],
  );
  return rows[0];
});

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.once('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
