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

type ParsedPeopleQuery = z.output<typeof peopleQuerySchema>;

/**
 * The ORDER BY of a sort, matching an index so a page is read in order and stops at its end:
 * `(name, id)`, `lower(email)`, `(last_sign_in_at, id)` both ways with never-signed-in last,
 * `(created_at, id)`; the id breaks ties in the same direction. `reversed` reads the same order
 * from its end (never-signed-in first then), for the pages nearer the end.
 */
function orderOf(query: ParsedPeopleQuery, columns: SortColumns, reversed = false): SQL[] {
  const descending = (query.dir === 'desc') !== reversed;
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const column = sortColumn(columns, query.sort);
  // Never signed in sorts last either way (the two indexes say so too).
  const nulls =
    query.sort === 'lastSignIn' ? sql.raw(reversed ? ' nulls first' : ' nulls last') : sql``;
  return [sql`${column} ${direction}${nulls}`, sql`${columns.id} ${direction}${nulls}`];
}

/**
 * The people after `anchor` in the query's order (keyset paging): a row comparison on the
 * sort's index columns, so the page is read from there through the index. Never signed in
 * sorts last, so after someone who never signed in come only others who never did.
 */
async function afterCondition(
  db: Database,
  query: ParsedPeopleQuery,
  anchorId: number,
): Promise<SQL | undefined> {
  const column = sortColumn(users, query.sort);
  const [anchor] = await db
    .select({ isNull: sql<boolean>`${column} is null` })
    .from(users)
    .where(eq(users.id, anchorId));
  // An id of no one (deleted meanwhile): the page is read by its number instead.
  if (!anchor) return undefined;
  const after = sql.raw(query.dir === 'desc' ? '<' : '>');
  const anchorValue = sql`(select ${column} from ${users} where ${users.id} = ${anchorId})`;
  if (query.sort === 'lastSignIn') {
    if (anchor.isNull)
      return sql`(${users.lastSignInAt} is null and ${users.id} ${after} ${anchorId})`;
    return sql`((${column}, ${users.id}) ${after} (${anchorValue}, ${anchorId}) or ${users.lastSignInAt} is null)`;
  }
  return sql`(${column}, ${users.id}) ${after} (${anchorValue}, ${anchorId})`;
}

/**
 * Where a page's rows are read from: after a person (`after`, keyset), or by its number — from
 * the start for the first half of the list, and from the end, in the reverse order, for the
 * second half, so the last page costs what the first does (an OFFSET walks every row it skips).
 */
type PageRead =
  | { from: 'start'; offset: number; limit: number; after?: SQL }
  | { from: 'end'; offset: number; limit: number };

function readByNumber(query: ParsedPeopleQuery, total: number): PageRead {
  const offset = (query.page - 1) * query.perPage;
  if (offset * 2 < total) return { from: 'start', offset, limit: query.perPage };
  const limit = Math.max(0, Math.min(query.perPage, total - offset));
  return { from: 'end', offset: Math.max(0, total - offset - limit), limit };
}

/**
 * One page of the site's people with their site role, journals and roles, state and last
 * sign-in, filtered and ordered. The page's rows are read through the sort's index (after the
 * person `after`, or from the nearer end of the list, see {@link PageRead}), then the journals
 * of those rows only; the total beside them.
 */
export async function listPeople(
  db: Database,
  query: ParsedPeopleQuery,
): Promise<{ data: Person[]; meta: PageMeta }> {
  const conditions = conditionsOf(query);
  const where = and(...conditions);
  const page = { page: query.page, perPage: query.perPage };
  const total = db
    .select({ value: count() })
    .from(users)
    .where(where)
    .then(([counted]) => counted?.value ?? 0);
  const after =
    query.after === undefined ? undefined : await afterCondition(db, query, query.after);
  // The first page, and a page after someone, need not wait for the total.
  const read: PageRead =
    after !== undefined
      ? { from: 'start', offset: 0, limit: query.perPage, after }
      : query.page === 1
        ? { from: 'start', offset: 0, limit: query.perPage }
        : readByNumber(query, await total);
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
    .where(and(where, read.from === 'start' ? read.after : undefined))
    .orderBy(...orderOf(query, users, read.from === 'end'))
    .limit(read.limit)
    .offset(read.offset)
    .as('page_rows');
  const [rows, counted] = await Promise.all([
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
    total,
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
    meta: pageMeta(page, counted),
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
