import Fastify from 'fastify';
import pg from 'pg';

// The reference of the back-office bench: the rows of `GET /api/admin/journals` and
// `GET /api/admin/audit` read with one hand-written indexed query each on a plain pg pool,
// behind bare Fastify routes — no session, validation, scope or JSON shaping. What the API adds
// is the difference.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/journals', async () => {
  const { rows } = await pool.query(
    `select j.id, j.slug, j.title, j.archived_at, j.position,
       (select count(*) from sections s where s.journal_id = j.id) as sections,
       (select count(*) from articles a where a.journal_id = j.id) as articles
     from journals j order by j.position, j.title, j.id`,
  );
  return { data: rows };
});

app.get('/audit', async (request) => {
  const { journal, action, who, before } = request.query;
  const where = [];
  const values = [];
  if (journal) {
    values.push(journal);
    where.push(`a.journal_id = (select id from journals where slug = $${values.length})`);
  }
  if (action) {
    values.push(action);
    where.push(`a.action = $${values.length}`);
  }
  if (who) {
    values.push(`%${who}%`);
    where.push(
      `a.actor_id in (select id from users where name ilike $${values.length} or email ilike $${values.length} limit 200)`,
    );
  }
  if (before) {
    values.push(Number(before));
    where.push(`a.id < $${values.length}`);
  }
  const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const { rows } = await pool.query(
    `select a.id, a.at, a.action, a.subject, a.changes, u.name, j.slug
     from audit_log a left join users u on u.id = a.actor_id left join journals j on j.id = a.journal_id
     ${filter} order by a.id desc limit 26`,
    values,
  );
  return { data: rows };
});

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.once('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
