import type { SectionBody, SectionUpdateBody } from '@quire/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { changedFields, recordAudit } from '../audit/audit-log';
import type { SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import { journals, sections } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { lastSavedBy } from './journal-records';
import { assertSameMembers, heldWords } from './journal-writes';
import { staleVersion } from './version-check';

/*
 * The back office's writes to a journal's sections, each in one transaction with its audit
 * entry. A section is addressed within its journal: one of another journal answers 404.
 */

const sectionColumns = {
  id: sections.id,
  title: sections.title,
  abbreviation: sections.abbreviation,
  policy: sections.policy,
  submissionsOpen: sections.submissionsOpen,
  peerReviewed: sections.peerReviewed,
  version: sections.version,
  updatedAt: sections.updatedAt,
  updatedBy: sections.updatedBy,
};

const inJournal = (journalId: number, sectionId: number) =>
  and(eq(sections.id, sectionId), eq(sections.journalId, journalId));

/** `POST admin/journals/:journalId/sections`: a new section, last in the journal's order. */
export async function createSection(
  db: Database,
  journalId: number,
  body: SectionBody,
  actor: SessionUser,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [journal] = await tx
      .select({ id: journals.id })
      .from(journals)
      .where(eq(journals.id, journalId))
      .for('update');
    if (!journal) throw notFound('The journal');
    const [created] = await tx
      .insert(sections)
      .values({
        journalId,
        title: body.title,
        abbreviation: body.abbreviation ?? null,
        policy: body.policy ?? null,
        submissionsOpen: body.submissionsOpen,
        peerReviewed: body.peerReviewed,
        position: sql`(select coalesce(max(s.position), 0) + 1 from sections s where s.journal_id = ${journalId})`,
        updatedAt: new Date(),
        updatedBy: actor.id,
      })
      .returning({ id: sections.id });
    if (!created) throw new Error('The section was not created');
    await recordAudit(tx, {
      actorId: actor.id,
      journalId,
      action: 'section.created',
      subject: body.title,
      targetId: created.id,
      changes: changedFields({}, { ...body }),
    });
    return created;
  });
}

/** `PUT admin/journals/:journalId/sections/:sectionId`: its settings, from `body.version`. */
export async function updateSection(
  db: Database,
  journalId: number,
  sectionId: number,
  body: SectionUpdateBody,
  actor: SessionUser,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select(sectionColumns)
      .from(sections)
      .where(inJournal(journalId, sectionId))
      .for('update');
    if (!before) throw notFound('The section');
    if (before.version !== body.version) {
      const by = await lastSavedBy(tx, before.updatedBy);
      throw staleVersion('this section', before.updatedAt ? { at: before.updatedAt, by } : null);
    }
    const { version: _version, ...next } = body;
    await tx
      .update(sections)
      .set({ ...next, version: before.version + 1, updatedAt: new Date(), updatedBy: actor.id })
      .where(eq(sections.id, sectionId));
    await recordAudit(tx, {
      actorId: actor.id,
      journalId,
      action: 'section.updated',
      subject: next.title,
      targetId: sectionId,
      changes: changedFields(before, next),
    });
  });
}

/**
 * `DELETE admin/journals/:journalId/sections/:sectionId`: only a section that files no articles
 * and no submissions; otherwise 409 saying what it holds (close it to submissions instead).
 */
export async function deleteSection(
  db: Database,
  journalId: number,
  sectionId: number,
  actor: SessionUser,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        title: sections.title,
        articles:
          sql<number>`(select count(*) from articles a where a.section_id = sections.id)`.mapWith(
            Number,
          ),
        submissions:
          sql<number>`(select count(*) from submissions s where s.section_id = sections.id)`.mapWith(
            Number,
          ),
      })
      .from(sections)
      .where(inJournal(journalId, sectionId))
      .for('update');
    if (!row) throw notFound('The section');
    if (row.articles > 0 || row.submissions > 0) {
      throw new HttpError(
        409,
        `The section ${row.title} holds ${heldWords(row)}, which deleting would unfile. Close it to submissions instead.`,
      );
    }
    await recordAudit(tx, {
      actorId: actor.id,
      journalId,
      action: 'section.deleted',
      subject: row.title,
      targetId: sectionId,
    });
    await tx.delete(sections).where(eq(sections.id, sectionId));
  });
}

/** `PUT admin/journals/:journalId/sections/order`: every section of the journal, in order. */
export async function reorderSections(
  db: Database,
  journalId: number,
  ids: number[],
  actor: SessionUser,
): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: sections.id })
      .from(sections)
      .where(eq(sections.journalId, journalId))
      .orderBy(asc(sections.position), asc(sections.id))
      .for('update');
    assertSameMembers(
      existing.map((row) => row.id),
      ids,
      'section',
    );
    await tx.execute(sql`update sections s set position = o.ord
      from unnest(${sql.param(ids)}::integer[]) with ordinality as o(id, ord) where s.id = o.id`);
    await recordAudit(tx, {
      actorId: actor.id,
      journalId,
      action: 'sections.reordered',
      subject: 'Sections',
      changes: { order: [existing.map((row) => row.id), ids] },
    });
  });
}
