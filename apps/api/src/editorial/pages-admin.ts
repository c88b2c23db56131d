import type { EditablePage, JournalPageBody, JournalPageUpdateBody } from '@quire/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { changedFields, recordAudit } from '../audit/audit-log';
import type { SessionUser } from '../auth/session';
import { toIso } from '../content/published';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import { journalPages, journals } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { lastSavedBy } from '../journals/journal-records';
import { assertSameMembers } from '../journals/journal-writes';
import { staleVersion } from '../journals/version-check';
import { freeSlug, slugFromTitle } from './slugs';

/*
 * A journal's static pages (About, Editorial policies…) and its menu: which pages it lists and
 * in which order. Written by the journal's managers (and site administrators); access is checked
 * by the routes, like the journal's settings.
 */

/** The journal a page list belongs to; 404 when there is none. */
export async function pageJournal(db: Database, journalId: number) {
  const [journal] = await db
    .select({ id: journals.id, slug: journals.slug, title: journals.title })
    .from(journals)
    .where(eq(journals.id, journalId));
  if (!journal) throw notFound('The journal');
  return journal;
}

/** A journal's pages in menu order (pages out of the menu too). */
export async function listPages(db: Database, journalId: number): Promise<EditablePage[]> {
  const rows = await db
    .select({
      id: journalPages.id,
      title: journalPages.title,
      slug: journalPages.slug,
      body: journalPages.body,
      inMenu: journalPages.inMenu,
      position: journalPages.position,
      version: journalPages.version,
      updatedAt: journalPages.updatedAt,
      updatedBy: journalPages.updatedBy,
      updatedByName: sql<
        string | null
      >`(select u.name from users u where u.id = ${journalPages.updatedBy})`,
    })
    .from(journalPages)
    .where(eq(journalPages.journalId, journalId))
    .orderBy(asc(journalPages.position), asc(journalPages.id));
  return rows.map(({ updatedAt, updatedBy, updatedByName, ...row }) => ({
    ...row,
    // Pages from before the back office have a date but nobody who saved them.
    lastChange: updatedBy === null ? null : { at: toIso(updatedAt), by: updatedByName },
  }));
}

function slugTaken(): HttpError {
  const message = 'Another page of this journal has this web address: choose another.';
  return new HttpError(409, message, { slug: [message] });
}

async function slugFor(
  db: Database,
  journalId: number,
  body: JournalPageBody,
  exceptId: number | null,
): Promise<string> {
  const taken = async (slug: string) => {
    const [row] = await db
      .select({ id: journalPages.id })
      .from(journalPages)
      .where(
        and(
          eq(journalPages.journalId, journalId),
          eq(journalPages.slug, slug),
          exceptId === null ? undefined : ne(journalPages.id, exceptId),
        ),
      );
    return row !== undefined;
  };
  if (body.slug) {
    if (await taken(body.slug)) throw slugTaken();
    return body.slug;
  }
  return freeSlug(slugFromTitle(body.title), taken);
}

/** `POST admin/journals/:journalId/pages`: a new page, last in the menu. */
export async function createPage(
  db: Database,
  user: SessionUser,
  journalId: number,
  body: JournalPageBody,
): Promise<number> {
  return db
    .transaction(async (tx) => {
      const slug = await slugFor(tx, journalId, body, null);
      const [created] = await tx
        .insert(journalPages)
        .values({
          journalId,
          slug,
          title: body.title,
          body: body.body,
          inMenu: body.inMenu,
          position: sql`(select coalesce(max(p.position), 0) + 1 from journal_pages p where p.journal_id = ${journalId})`,
          updatedBy: user.id,
        })
        .returning({ id: journalPages.id });
      if (!created) throw new Error('The page was not created');
      await recordAudit(tx, {
        actorId: user.id,
        journalId,
        action: 'page.created',
        subject: body.title,
        targetId: created.id,
        changes: { title: [null, body.title], slug: [null, slug] },
      });
      return created.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    });
}

/** `PUT admin/journals/:journalId/pages/:pageId`: its text and place in the menu, from `version`. */
export async function updatePage(
  db: Database,
  user: SessionUser,
  journalId: number,
  pageId: number,
  body: JournalPageUpdateBody,
): Promise<void> {
  await db
    .transaction(async (tx) => {
      const [before] = await tx
        .select({
          title: journalPages.title,
          slug: journalPages.slug,
          body: journalPages.body,
          inMenu: journalPages.inMenu,
          version: journalPages.version,
          updatedAt: journalPages.updatedAt,
          updatedBy: journalPages.updatedBy,
        })
        .from(journalPages)
        .where(and(eq(journalPages.id, pageId), eq(journalPages.journalId, journalId)))
        .for('update');
      if (!before) throw notFound('The page');
      if (before.version !== body.version) {
        const by = await lastSavedBy(tx, before.updatedBy);
        throw staleVersion('this page', { at: before.updatedAt, by });
      }
      const slug = await slugFor(tx, journalId, body, pageId);
      const next = { title: body.title, slug, body: body.body, inMenu: body.inMenu };
      await tx
        .update(journalPages)
        .set({ ...next, version: before.version + 1, updatedAt: new Date(), updatedBy: user.id })
        .where(eq(journalPages.id, pageId));
      await recordAudit(tx, {
        actorId: user.id,
        journalId,
        action: 'page.updated',
        subject: body.title,
        targetId: pageId,
        changes: changedFields(before, next),
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    });
}

/** `DELETE admin/journals/:journalId/pages/:pageId`. */
export async function deletePage(
  db: Database,
  user: SessionUser,
  journalId: number,
  pageId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(journalPages)
      .where(and(eq(journalPages.id, pageId), eq(journalPages.journalId, journalId)))
      .returning({ title: journalPages.title });
    if (!removed) throw notFound('The page');
    await recordAudit(tx, {
      actorId: user.id,
      journalId,
      action: 'page.deleted',
      subject: removed.title,
      targetId: pageId,
    });
  });
}

/** `PUT admin/journals/:journalId/pages/order`: every page of the journal, in menu order. */
export async function reorderPages(
  db: Database,
  user: SessionUser,
  journalId: number,
  ids: number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: journalPages.id })
      .from(journalPages)
      .where(eq(journalPages.journalId, journalId))
      .orderBy(asc(journalPages.position), asc(journalPages.id))
      .for('update');
    assertSameMembers(
      existing.map((row) => row.id),
      ids,
      'page',
    );
    await tx.execute(sql`update journal_pages p set position = o.ord
      from unnest(${sql.param(ids)}::integer[]) with ordinality as o(id, ord) where p.id = o.id`);
    await recordAudit(tx, {
      actorId: user.id,
      journalId,
      action: 'pages.reordered',
      subject: 'Menu',
      changes: { order: [existing.map((row) => row.id), ids] },
    });
  });
}
