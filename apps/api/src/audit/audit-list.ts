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

/** Most people a `who` search matches before the log is filtered by them. */
const WHO_MATCH_LIMIT = 200;

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
  if (query.who) {
    const pattern = likePattern(query.who);
    conditions.push(
      inArray(
        auditLog.actorId,
        db
          .select({ id: users.id })
          .from(users)
          .where(or(sql`${users.name} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`))
          .limit(WHO_MATCH_LIMIT),
      ),
    );
  }
  if (query.before !== undefined) conditions.push(lt(auditLog.id, query.before));
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
