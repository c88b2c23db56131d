import type { PageMeta, PeopleQuery, Person, peopleQuerySchema } from '@quire/contracts';
import { pageMeta } from '@quire/contracts';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toIso } from '../content/published';
import type { Database } from '../db/client';
import { journalRoles, journals, users } from '../db/schema';
import { membershipsOf } from './memberships';

/** `%`, `_` and `\` match literally inside a LIKE pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

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

const ORDER = {
  name: users.name,
  email: sql`lower(${users.email})`,
  lastSignIn: users.lastSignInAt,
  joined: users.createdAt,
} as const;

/**
 * One page of the site's people with their site role, journals and roles, state and last
 * sign-in, filtered and ordered (one query with the total; a second only for a page past the end).
 */
export async function listPeople(
  db: Database,
  query: z.output<typeof peopleQuerySchema>,
): Promise<{ data: Person[]; meta: PageMeta }> {
  const where = and(...conditionsOf(query));
  const column = ORDER[query.sort];
  const direction = query.dir === 'desc' ? desc : asc;
  const page = { page: query.page, perPage: query.perPage };
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      affiliation: users.affiliation,
      role: users.role,
      disabledAt: users.disabledAt,
      lastSignInAt: users.lastSignInAt,
      createdAt: users.createdAt,
      journals: membershipsOf(sql.raw('"users"."id"')),
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(users)
    .where(where)
    // Never signed in sorts last either way; ties keep a stable order.
    .orderBy(sql`${direction(column)} nulls last`, asc(users.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await db.select({ value: count() }).from(users).where(where);
    total = counted?.value ?? 0;
  }
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
    meta: pageMeta(page, total),
  };
}

/** Enables a disabled account again; false when it does not exist or was not disabled. */
export async function enableAccount(db: Database, userId: number): Promise<boolean> {
  const enabled = await db
    .update(users)
    .set({ disabledAt: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNotNull(users.disabledAt)))
    .returning({ id: users.id });
  return enabled.length > 0;
}
