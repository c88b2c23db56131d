import {
  type JournalStaffBody,
  type JournalStaffMember,
  STAFF_CANDIDATES_LIMIT,
  STAFF_ROLES,
  type StaffCandidate,
} from '@quire/contracts';
import { and, asc, eq, inArray, isNull, min, notInArray, sql } from 'drizzle-orm';
import { changedFields, recordAudit } from '../audit/audit-log';
import { toIso } from '../content/published';
import type { Database } from '../db/client';
import { likePattern, prefixPattern } from '../db/like-pattern';
import { journalRoles, journals, sectionEditors, sections, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

/**
 * The accounts whose name contains `name` (case and accents as typed, like the people page), at
 * most {@link STAFF_CANDIDATES_LIMIT}, the closest names first: whom a journal's manager may add
 * to its staff. Disabled accounts are left out, as they cannot sign in to take up a role.
 */
export async function findStaffCandidates(
  db: Database,
  journalId: number,
  name: string,
): Promise<StaffCandidate[]> {
  return (
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        affiliation: users.affiliation,
        onStaff: sql<boolean>`exists (
        select 1 from ${journalRoles} jr
        where jr.user_id = ${users.id} and jr.journal_id = ${journalId}
          and jr.role in (${sql.join(
            STAFF_ROLES.map((role) => sql`${role}`),
            sql`, `,
          )}))`,
      })
      .from(users)
      .where(and(sql`${users.name} ilike ${likePattern(name)}`, isNull(users.disabledAt)))
      // Names that start with what was typed come first, then the shorter (closer) ones.
      .orderBy(
        sql`(${users.name} ilike ${prefixPattern(name)}) desc`,
        sql`length(${users.name})`,
        asc(users.name),
        asc(users.id),
      )
      .limit(STAFF_CANDIDATES_LIMIT)
  );
}

/**
 * The staff of one journal: everyone holding a staff role in it (authors are not staff), most
 * senior role first, then by name.
 */
export async function listJournalStaff(
  db: Database,
  journalId: number,
  /** Only the people whose name or email contains it (the staff page's search). */
  search?: string,
): Promise<JournalStaffMember[]> {
  const pattern = search ? likePattern(search) : undefined;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      affiliation: users.affiliation,
      lastSignInAt: users.lastSignInAt,
      roles: sql<
        JournalStaffMember['roles']
      >`json_agg(${journalRoles.role} order by ${journalRoles.role})`,
      since: min(journalRoles.grantedAt),
      sections: sql<JournalStaffMember['sections']>`coalesce((
        select json_agg(json_build_object('id', s.id, 'title', s.title) order by s.position, s.id)
        from ${sectionEditors} se join ${sections} s on s.id = se.section_id
        where se.user_id = ${users.id} and s.journal_id = ${journalId}), '[]'::json)`,
    })
    .from(journalRoles)
    .innerJoin(users, eq(users.id, journalRoles.userId))
    .where(
      and(
        eq(journalRoles.journalId, journalId),
        inArray(journalRoles.role, [...STAFF_ROLES]),
        pattern
          ? sql`(${users.name} ilike ${pattern} or ${users.email} ilike ${pattern})`
          : undefined,
      ),
    )
    .groupBy(users.id)
    .orderBy(sql`min(${journalRoles.role})`, asc(users.name), asc(users.id));
  return rows.map(({ id, name, email, affiliation, roles, sections: handled, since, ...row }) => ({
    user: { id, name, email, affiliation },
    roles,
    sections: handled,
    since: toIso(since ?? new Date()),
    lastSignInAt: row.lastSignInAt ? toIso(row.lastSignInAt) : null,
  }));
}

/** Whether a journal exists (the staff routes answer 404 for one that does not). */
export async function journalExists(db: Database, journalId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: journals.id })
    .from(journals)
    .where(eq(journals.id, journalId));
  return row !== undefined;
}

/**
 * Gives a person exactly these roles in a journal (and, as section editor, these sections), in
 * one transaction: roles kept keep their date, roles left out are revoked. 404 for a missing
 * person; 400 naming `sectionIds` for a section of another journal.
 */
export async function setJournalStaff(
  db: Database,
  journalId: number,
  userId: number,
  body: JournalStaffBody,
  grantedBy: number | null,
): Promise<void> {
  const [person] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw notFound('The person');
  if (body.sectionIds.length > 0) {
    const found = await db
      .select({ id: sections.id })
      .from(sections)
      .where(and(eq(sections.journalId, journalId), inArray(sections.id, body.sectionIds)));
    const ours = new Set(found.map((row) => row.id));
    const foreign = body.sectionIds.filter((id) => !ours.has(id));
    if (foreign.length > 0) {
      throw new HttpError(400, 'Choose sections of this journal.', {
        sectionIds: [
          `${foreign.length === 1 ? 'Section' : 'Sections'} ${foreign.join(', ')} ${foreign.length === 1 ? 'is' : 'are'} not in this journal.`,
        ],
      });
    }
  }
  await db.transaction(async (tx) => {
    const mine = and(
      eq(journalRoles.userId, userId),
      eq(journalRoles.journalId, journalId),
      inArray(journalRoles.role, [...STAFF_ROLES]),
    );
    const before = await staffOf(tx, journalId, userId);
    await tx.delete(journalRoles).where(and(mine, notInArray(journalRoles.role, body.roles)));
    await tx
      .insert(journalRoles)
      .values(body.roles.map((role) => ({ userId, journalId, role, grantedBy })))
      .onConflictDoNothing();
    const journalSections = tx
      .select({ id: sections.id })
      .from(sections)
      .where(eq(sections.journalId, journalId));
    await tx
      .delete(sectionEditors)
      .where(
        and(eq(sectionEditors.userId, userId), inArray(sectionEditors.sectionId, journalSections)),
      );
    if (body.sectionIds.length > 0) {
      await tx
        .insert(sectionEditors)
        .values(body.sectionIds.map((sectionId) => ({ userId, sectionId })));
    }
    // The seed and `quire` commands grant without a person behind them: nothing to record.
    if (grantedBy !== null) {
      await recordAudit(tx, {
        actorId: grantedBy,
        journalId,
        action: 'staff.changed',
        subject: person.name,
        targetId: userId,
        changes: changedFields(before, {
          roles: [...body.roles].sort(),
          sectionIds: [...body.sectionIds].sort((a, b) => a - b),
        }),
      });
    }
  });
}

/** A person's staff roles and sections in a journal, sorted (for the audit log's diff). */
async function staffOf(db: Database, journalId: number, userId: number) {
  const roles = await db
    .select({ role: journalRoles.role })
    .from(journalRoles)
    .where(
      and(
        eq(journalRoles.userId, userId),
        eq(journalRoles.journalId, journalId),
        inArray(journalRoles.role, [...STAFF_ROLES]),
      ),
    );
  const sectionRows = await db
    .select({ id: sectionEditors.sectionId })
    .from(sectionEditors)
    .innerJoin(sections, eq(sections.id, sectionEditors.sectionId))
    .where(and(eq(sectionEditors.userId, userId), eq(sections.journalId, journalId)));
  return {
    roles: roles.map((row) => row.role).sort(),
    sectionIds: sectionRows.map((row) => row.id).sort((a, b) => a - b),
  };
}

/**
 * Removes a person from a journal's staff (every staff role, every section; an author stays an
 * author). False when they had no staff role.
 */
export async function removeJournalStaff(
  db: Database,
  journalId: number,
  userId: number,
  actorId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await staffOf(tx, journalId, userId);
    const removed = await tx
      .delete(journalRoles)
      .where(
        and(
          eq(journalRoles.userId, userId),
          eq(journalRoles.journalId, journalId),
          inArray(journalRoles.role, [...STAFF_ROLES]),
        ),
      )
      .returning({ role: journalRoles.role });
    const journalSections = tx
      .select({ id: sections.id })
      .from(sections)
      .where(eq(sections.journalId, journalId));
    await tx
      .delete(sectionEditors)
      .where(
        and(eq(sectionEditors.userId, userId), inArray(sectionEditors.sectionId, journalSections)),
      );
    if (removed.length === 0) return false;
    const [person] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId,
      journalId,
      action: 'staff.removed',
      subject: person?.name ?? '',
      targetId: userId,
      changes: changedFields(before, { roles: [], sectionIds: [] }),
    });
    return true;
  });
}
