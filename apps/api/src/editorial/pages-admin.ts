import type { EditablePage, JournalPageBody, JournalPageUpdateBody } from '@quire/contracts';
import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
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
 * Static pages and their menus: a journal's (About, Editorial policies…, in the journal's menu)
 * written by its managers, and the site's own (`journalId` null: Privacy, Imprint…, in the
 * footer) written by its administrators. Access is checked by the routes, like the settings.
 */

/** Whose pages: a journal's id, or null for the site's own. */
export type PageOwner = number | null;

/** The pages of `owner`. */
function ownedBy(owner: PageOwner): SQL {
  return owner === null ? isNull(journalPages.journalId) : eq(journalPages.journalId, owner);
}

/** The journal a page list belongs to; 404 when there is none. */
export async function pageJournal(db: Database, journalId: number) {
  const [journal] = await db
    .select({ id: journals.id, slug: journals.slug, title: journals.title })
    .from(journals)
    .where(eq(journals.id, journalId));
  if (!journal) throw notFound('The journal');
  return journal;
}

/** The pages of a journal or of the site, in menu order (pages out of the menu too). */
export async function listPages(db: Database, owner: PageOwner): Promise<EditablePage[]> {
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
    .where(ownedBy(owner))
    .orderBy(asc(journalPages.position), asc(journalPages.id));
  return rows.map(({ updatedAt, updatedBy, updatedByName, ...row }) => ({
    ...row,
    // Pages from before the back office have a date but nobody who saved them.
    lastChange: updatedBy === null ? null : { at: toIso(updatedAt), by: updatedByName },
  }));
}

function slugTaken(owner: PageOwner): HttpError {
  const message = `Another page of ${owner === null ? 'the site' : 'this journal'} has this web address: choose another.`;
  return new HttpError(409, message, { slug: [message] });
}

async function slugFor(
  db: Database,
  owner: PageOwner,
  body: JournalPageBody,
  exceptId: number | null,
): Promise<string> {
  const taken = async (slug: string) => {
    const [row] = await db
      .select({ id: journalPages.id })
      .from(journalPages)
      .where(
        and(
          ownedBy(owner),
          eq(journalPages.slug, slug),
          exceptId === null ? undefined : ne(journalPages.id, exceptId),
        ),
      );
    return row !== undefined;
  };
  if (body.slug) {
    if (await taken(body.slug)) throw slugTaken(owner);
    return body.slug;
  }
  return freeSlug(slugFromTitle(body.title), taken);
}

/** `POST admin/journals/:journalId/pages` (`admin/site/pages`): a new page, last in the menu. */
export async function createPage(
  db: Database,
  user: SessionUser,
  owner: PageOwner,
  body: JournalPageBody,
): Promise<number> {
  return db
    .transaction(async (tx) => {
      const slug = await slugFor(tx, owner, body, null);
      const [created] = await tx
        .insert(journalPages)
        .values({
          journalId: owner,
          slug,
          title: body.title,
          body: body.body,
          inMenu: body.inMenu,
          position: sql`(select coalesce(max(p.position), 0) + 1 from journal_pages p where p.journal_id is not distinct from ${owner})`,
          updatedBy: user.id,
        })
        .returning({ id: journalPages.id });
      if (!created) throw new Error('The page was not created');
      await recordAudit(tx, {
        actorId: user.id,
        journalId: owner,
        action: 'page.created',
        subject: body.title,
        targetId: created.id,
        changes: { title: [null, body.title], slug: [null, slug] },
      });
      return created.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw slugTaken(owner);
      throw error;
    });
}

/** `PUT …/pages/:pageId`: its text and place in the menu, from `version`. */
export async function updatePage(
  db: Database,
  user: SessionUser,
  owner: PageOwner,
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
        .where(and(eq(journalPages.id, pageId), ownedBy(owner)))
        .for('update');
      if (!before) throw notFound('The page');
      if (before.version !== body.version) {
        const by = await lastSavedBy(tx, before.updatedBy);
        throw staleVersion('this page', { at: before.updatedAt, by });
      }
      const slug = await slugFor(tx, owner, body, pageId);
      const next = { title: body.title, slug, body: body.body, inMenu: body.inMenu };
      await tx
        .update(journalPages)
        .set({ ...next, version: before.version + 1, updatedAt: new Date(), updatedBy: user.id })
        .where(eq(journalPages.id, pageId));
      await recordAudit(tx, {
        actorId: user.id,
        journalId: owner,
        action: 'page.updated',
        subject: body.title,
        targetId: pageId,
        changes: changedFields(before, next),
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw slugTaken(owner);
      throw error;
    });
}

/** `DELETE …/pages/:pageId`. */
export async function deletePage(
  db: Database,
  user: SessionUser,
  owner: PageOwner,
  pageId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(journalPages)
      .where(and(eq(journalPages.id, pageId), ownedBy(owner)))
      .returning({ title: journalPages.title });
    if (!removed) throw notFound('The page');
    await recordAudit(tx, {
      actorId: user.id,
      journalId: owner,
      action: 'page.deleted',
      subject: removed.title,
      targetId: pageId,
    });
  });
}

/** `PUT …/pages/order`: every page of the journal (or the site), in menu order. */
export async function reorderPages(
  db: Database,
  user: SessionUser,
  owner: PageOwner,
  ids: number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: journalPages.id })
      .from(journalPages)
      .where(ownedBy(owner))
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
      journalId: owner,
      action: 'pages.reordered',
      subject: 'Menu',
      changes: { order: [existing.map((row) => row.id), ids] },
    });
  });
}
