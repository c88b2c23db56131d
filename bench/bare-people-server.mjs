import Fastify from 'fastify';
import pg from 'pg';

// The reference of the people bench: the same rows as `GET /api/admin/users` read with one
// hand-written indexed query on a plain pg pool, behind a bare Fastify route — no session,
// validation, roles or JSON of memberships. What the API adds is the difference.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const ORDER = {
  name: 'u.name',
  email: 'lower(u.email)',
  lastSignIn: 'u.last_sign_in_at',
  joined: 'u.created_at',
};
const app = Fastify({ logger: false });
app.get('/people', async (request) => {
  const { q, role, journal, sort = 'name', dir = 'asc', page = '1' } = request.query;
  const where = [];
  const values = [];
  if (q) {
    values.push(`%${q}%`);
    where.push(`(u.name ilike $${values.length} or u.email ilike $${values.length})`);
  }
  if (role || journal) {
    values.push(role ?? null, journal ?? null);
    where.push(`exists (select 1 from journal_roles r join journals j on j.id = r.journal_id
      where r.user_id = u.id and ($${values.length - 1}::journal_role is null or r.role = $${values.length - 1}::journal_role)
        and ($${values.length}::text is null or j.slug = $${values.length}))`);
  }
  const direction = dir === 'desc' ? 'desc' : 'asc';
  const nulls = sort === 'lastSignIn' ? ' nulls last' : '';
  const order = `${ORDER[sort] ?? 'u.name'} ${direction}${nulls}, u.id ${direction}${nulls}`;
  const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
  // As the API does: the page through the sort's index, and the total, at once.
  const [page_, total] = await Promise.all([
    pool.query(
      `select u.id, u.name, u.email, u.last_sign_in_at from users u ${filter}
       order by ${order} limit 25 offset $${values.length + 1}`,
      [...values, (Number(page) - 1) * 25],
    ),
    pool.query(`select count(*)::int as n from users u ${filter}`, values),
  ]);
  return { data: page_.rows, total: total.rows[0].n };
});
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.once('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
