import type { PageMeta, PeopleQuery, Person, peopleQuerySchema } from '@quire/contracts';
import { pageMeta } from '@quire/contracts';
import { and, count, eq, isNotNull, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit-log';
import { toIso } from '../content/published';
import type { Database } from '../db/client';
import { likePattern } from '../db/like-pattern';
import { journalRoles, journals, users } from '../db/schema';
import { membershipsOf } from './memberships';

/** The filters of the people list as SQL conditions on `users`. */
function conditionsOf(query: PeopleQuery): SQL[] {
  const conditions: SQL[] = [];
  const words = query.q?.trim();
  if (words) {
    const pattern = likePattern(words);
    conditions.push(sql`(${users.name} ilike ${pattern} or ${users.email} ilike ${pattern})`);
  }
  if (query.status === 'disabled') conditions.push(isNotNull(users.disabledAt));
  if (query.status === 'active') conditions.push(isNull(users.disabledAt));
  if (query.role === 'site_admin') conditions.push(eq(users.role, 'admin'));
  const journalRole = query.role && query.role !== 'site_admin' ? query.role : undefined;
  if (journalRole || query.journal) {
    conditions.push(sql`exists (
      select 1 from ${journalRoles} r join ${journals} j on j.id = r.journal_id
      where r.user_id = ${users.id}
        ${journalRole ? sql`and r.role = ${journalRole}` : sql``}
        ${query.journal ? sql`and j.slug = ${query.journal}` : sql``})`);
  }
  return conditions;
}

/** The columns a sort reads, of `users` or of the page's rows. */
interface SortColumns {
  name: SQLWrapper;
  email: SQLWrapper;
  lastSignInAt: SQLWrapper;
  createdAt: SQLWrapper;
  id: SQLWrapper;
}

function sortColumn(columns: SortColumns, sort: z.output<typeof peopleQuerySchema>['sort']) {
  switch (sort) {
    case 'email':
      return sql`lower(${columns.email})`;
    case 'lastSignIn':
      return columns.lastSignInAt;
    case 'joined':
      return columns.createdAt;
    default:
      return columns.name;
  }
}

/**
 * The ORDER BY of a sort, matching an index so a page is read in order and stops at its end:
 * `(name, id)`, `lower(email)`, `(last_sign_in_at, id)` both ways with never-signed-in last,
 * `(created_at, id)`; the id breaks ties in the same direction.
 */
function orderOf(query: z.output<typeof peopleQuerySchema>, columns: SortColumns): SQL[] {
  const direction = query.dir === 'desc' ? 'desc' : 'asc';
  const column = sortColumn(columns, query.sort);
  // Never signed in sorts last either way (the two indexes say so too).
  const nulls = query.sort === 'lastSignIn' ? sql` nulls last` : sql``;
  return [
    sql`${column} ${sql.raw(direction)}${nulls}`,
    sql`${columns.id} ${sql.raw(direction)}${nulls}`,
  ];
}

/**
 * One page of the site's people with their site role, journals and roles, state and last
 * sign-in, filtered and ordered. Two queries at once: the page — its rows read through the
 * sort's index, then the journals of those rows only — and the total.
 */
export async function listPeople(
  db: Database,
  query: z.output<typeof peopleQuerySchema>,
): Promise<{ data: Person[]; meta: PageMeta }> {
  const where = and(...conditionsOf(query));
  const order = orderOf(query, users);
  const page = { page: query.page, perPage: query.perPage };
  const pageRows = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      affiliation: users.affiliation,
      role: users.role,
      disabledAt: users.disabledAt,
      lastSignInAt: users.lastSignInAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .as('page_rows');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: pageRows.id,
        name: pageRows.name,
        email: pageRows.email,
        affiliation: pageRows.affiliation,
        role: pageRows.role,
        disabledAt: pageRows.disabledAt,
        lastSignInAt: pageRows.lastSignInAt,
        createdAt: pageRows.createdAt,
        journals: membershipsOf(sql.raw('"page_rows"."id"')),
      })
      .from(pageRows)
      .orderBy(...orderOf(query, pageRows)),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      affiliation: row.affiliation,
      siteAdmin: row.role === 'admin',
      journals: row.journals,
      disabled: row.disabledAt !== null,
      lastSignInAt: row.lastSignInAt ? toIso(row.lastSignInAt) : null,
      joinedAt: toIso(row.createdAt),
    })),
    meta: pageMeta(page, counted?.value ?? 0),
  };
}

/** Enables a disabled account again; false when it does not exist or was not disabled. */
export async function enableAccount(
  db: Database,
  userId: number,
  actorId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(users)
      .set({ disabledAt: null, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNotNull(users.disabledAt)))
      .returning({ id: users.id, name: users.name });
    if (!enabled) return false;
    await recordAudit(tx, {
      actorId,
      journalId: null,
      action: 'account.enabled',
      subject: enabled.name,
      targetId: userId,
    });
    return true;
  });
}
