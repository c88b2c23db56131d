import Fastify from 'fastify';
import pg from 'pg';

// The reference of the people bench: the same rows as `GET /api/admin/users` read with one
// hand-written indexed query on a plain pg pool, behind a bare Fastify route — no session,
// validation, roles or JSON of memberships. What the API adds is the difference. Deep pages are
// read as the API reads them: after a person (keyset), or by number from the nearer end.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const ORDER = {
  name: 'u.name',
  email: 'lower(u.email)',
  lastSignIn: 'u.last_sign_in_at',
  joined: 'u.created_at',
};
const app = Fastify({ logger: false });
app.get('/people', async (request) => {
  const { q, role, journal, sort = 'name', dir = 'asc', page = '1', after } = request.query;
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
  const descending = dir === 'desc';
  const column = ORDER[sort] ?? 'u.name';
  const nulls = sort === 'lastSignIn';
  const orderBy = (reversed) => {
    const direction = descending !== reversed ? 'desc' : 'asc';
    const nullsOrder = nulls ? (reversed ? ' nulls first' : ' nulls last') : '';
    return `${column} ${direction}${nullsOrder}, u.id ${direction}${nullsOrder}`;
  };
  const filter = (extra) => {
    const all = extra ? [...where, extra] : where;
    return all.length > 0 ? `where ${all.join(' and ')}` : '';
  };
  const columns = 'u.id, u.name, u.email, u.last_sign_in_at';
  const counted = pool.query(`select count(*)::int as n from users u ${filter()}`, values);
  let rows;
  if (after) {
    // After a person (keyset): a row comparison on the sort's index columns (name sort here).
    const anchor = `(${column}, u.id) ${descending ? '<' : '>'} ((select ${column.replace('u.', 'a.')} from users a where a.id = $${values.length + 1}), $${values.length + 1})`;
    rows = (
      await pool.query(
        `select ${columns} from users u ${filter(anchor)} order by ${orderBy(false)} limit 25`,
        [...values, Number(after)],
      )
    ).rows;
  } else {
    // By number, as the API does: the first half from the start, the second from the end.
    const total = (await counted).rows[0].n;
    const offset = (Number(page) - 1) * 25;
    const fromEnd = offset * 2 >= total;
    const limit = fromEnd ? Math.max(0, Math.min(25, total - offset)) : 25;
    const skip = fromEnd ? Math.max(0, total - offset - limit) : offset;
    rows = (
      await pool.query(
        `select ${columns} from users u ${filter()} order by ${orderBy(fromEnd)}
         limit ${limit} offset ${skip}`,
        values,
      )
    ).rows;
    if (fromEnd) rows.reverse();
  }
  return { data: rows, total: (await counted).rows[0].n };
});
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.once('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
