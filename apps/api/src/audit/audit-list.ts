import type { AuditAction, AuditEntry, AuditPage, auditQuerySchema } from '@quire/contracts';
import { and, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isSiteAdmin, journalsWhere } from '../access/access';
import type { SessionUser } from '../auth/session';
import { toIso } from '../content/published';
import type { Database } from '../db/client';
import { likePattern } from '../db/like-pattern';
import { auditLog, journals, users } from '../db/schema';
import { forbidden } from '../http/errors';

/**
 * Most people a `who` search reads the log of one by one; a search matching more is a broad one,
 * read by scanning the log newest first instead (see `entriesOfPeople`).
 */
export const WHO_MATCH_LIMIT = 200;

/**
 * Whose entries a person may read: every entry (site administrators), or those of the journals
 * they manage. Anyone else in the back office gets 403.
 */
export function auditScope(user: SessionUser): 'all' | number[] {
  if (isSiteAdmin(user)) return 'all';
  const managed = journalsWhere(user, ['manager']);
  if (managed.length === 0) {
    throw forbidden(
      'Only the journals’ managers and the site’s administrators read the audit log.',
    );
  }
  return managed;
}

type ParsedAuditQuery = z.output<typeof auditQuerySchema>;

/**
 * The newest entries (ids) made by the people whose name or email contains `who`, within the
 * other filters. When up to {@link WHO_MATCH_LIMIT} people match, each one's entries are read
 * through the actor index, a page's worth at most, and the newest of those kept: a few thousand
 * index entries instead of sorting everything they ever did. A broader search (a common name
 * part) matches so many people that their entries are everywhere in the log: it is read newest
 * first, keeping theirs, and stops at a page — and no one who matched is left out.
 */
async function entriesOfPeople(
  db: Database,
  who: string,
  filters: SQL | undefined,
  limit: number,
): Promise<number[]> {
  const pattern = likePattern(who);
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(or(sql`${users.name} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`))
    .limit(WHO_MATCH_LIMIT + 1);
  if (people.length === 0) return [];
  if (people.length > WHO_MATCH_LIMIT) {
    const rows = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(
        and(filters, or(sql`${users.name} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`)),
      )
      .orderBy(desc(auditLog.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }
  const result = (await db.execute(sql`select picked.id from
      unnest(${sql.param(people.map((person) => person.id))}::integer[]) as who(actor_id)
      cross join lateral (
        select ${auditLog.id} as id from ${auditLog}
        where ${auditLog.actorId} = who.actor_id ${filters ? sql`and ${filters}` : sql``}
        order by ${auditLog.id} desc limit ${limit}
      ) picked
      order by picked.id desc limit ${limit}`)) as unknown as {
    rows: Array<{ id: number | string }>;
  };
  return result.rows.map((row) => Number(row.id));
}

/**
 * `GET admin/audit`: one page of entries, newest first. Ids rise with time, so the page is read
 * by id through the index of its filter (journal, action or actor) and the next page starts
 * below the last id read: deep pages cost what the first does.
 */
export async function listAudit(
  db: Database,
  scope: 'all' | number[],
  query: ParsedAuditQuery,
): Promise<AuditPage> {
  const conditions: Array<SQL | undefined> = [];
  if (scope !== 'all') conditions.push(inArray(auditLog.journalId, scope));
  if (query.journal) {
    conditions.push(
      eq(auditLog.journalId, sql`(select j.id from journals j where j.slug = ${query.journal})`),
    );
  }
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.before !== undefined) conditions.push(lt(auditLog.id, query.before));
  if (query.who) {
    const picked = await entriesOfPeople(db, query.who, and(...conditions), query.limit + 1);
    if (picked.length === 0) return { data: [], meta: { nextBefore: null } };
    conditions.push(inArray(auditLog.id, picked));
  }
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      subject: auditLog.subject,
      targetId: auditLog.targetId,
      changes: auditLog.changes,
      actorId: users.id,
      actorName: users.name,
      actorEmail: users.email,
      journalId: journals.id,
      journalSlug: journals.slug,
      journalTitle: journals.title,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(journals, eq(journals.id, auditLog.journalId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    data: page.map(
      (row): AuditEntry => ({
        id: row.id,
        at: toIso(row.at),
        actor:
          row.actorId === null
            ? null
            : { id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' },
        journal:
          row.journalId === null
            ? null
            : { id: row.journalId, slug: row.journalSlug ?? '', title: row.journalTitle ?? '' },
        action: row.action as AuditAction,
        subject: row.subject,
        targetId: row.targetId,
        changes: Object.entries(row.changes).map(([field, [before, after]]) => ({
          field,
          before,
          after,
        })),
      }),
    ),
    meta: { nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null },
  };
}
