import {
  type CreateJournalBody,
  DEFAULT_TIME_ZONE,
  type JournalSettingsBody,
  LICENSE_OPTIONS,
} from '@quire/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { changedFields, recordAudit } from '../audit/audit-log';
import type { SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import { journalSlugRedirects, journals } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { journalSettingsColumns, lastSavedBy } from './journal-records';
import { staleVersion } from './version-check';

/*
 * The back office's writes to journals. Each runs in one transaction with its audit entry; the
 * caller announces the change to the page caches once it has committed.
 */

/** 409 naming the slug field: the address is some journal's, now or formerly. */
function slugTaken(journalTitle: string | null): HttpError {
  const message = journalTitle
    ? `This web address already leads to ${journalTitle}: choose another.`
    : 'A journal already has this web address: choose another.';
  return new HttpError(409, message, { slug: [message] });
}

/** The journal whose current or former slug this is, other than `exceptId`. */
async function holderOfSlug(db: Database, slug: string, exceptId: number | null) {
  const [current] = await db
    .select({ id: journals.id, title: journals.title })
    .from(journals)
    .where(
      exceptId === null
        ? eq(journals.slug, slug)
        : and(eq(journals.slug, slug), ne(journals.id, exceptId)),
    );
  if (current) return current;
  const [former] = await db
    .select({ id: journals.id, title: journals.title })
    .from(journalSlugRedirects)
    .innerJoin(journals, eq(journals.id, journalSlugRedirects.journalId))
    .where(
      exceptId === null
        ? eq(journalSlugRedirects.slug, slug)
        : and(eq(journalSlugRedirects.slug, slug), ne(journalSlugRedirects.journalId, exceptId)),
    );
  return former;
}

/** `POST admin/journals`: a new journal, last in the site's order, open to submissions. */
export async function createJournal(db: Database, body: CreateJournalBody, actor: SessionUser) {
  return db
    .transaction(async (tx) => {
      const holder = await holderOfSlug(tx, body.slug, null);
      if (holder) throw slugTaken(holder.title);
      const [created] = await tx
        .insert(journals)
        .values({
          slug: body.slug,
          title: body.title,
          abbreviation: body.abbreviation ?? null,
          timeZone: DEFAULT_TIME_ZONE,
          position: sql`(select coalesce(max(position), 0) + 1 from journals)`,
          updatedAt: new Date(),
          updatedBy: actor.id,
        })
        .returning({ id: journals.id, slug: journals.slug, title: journals.title });
      if (!created) throw new Error('The journal was not created');
      await recordAudit(tx, {
        actorId: actor.id,
        journalId: created.id,
        action: 'journal.created',
        subject: created.title,
        targetId: created.id,
        changes: { title: [null, created.title], slug: [null, created.slug] },
      });
      return created;
    })
    .catch((error: unknown) => {
      // Two creations racing for one slug: the unique index refuses the second.
      if (isUniqueViolation(error)) throw slugTaken(null);
      throw error;
    });
}

/** What a settings save changed that the caches care about. */
export interface JournalSaved {
  slug: string;
  /** The slug before the save, when the save changed it (its pages must be purged too). */
  formerSlug: string | null;
}

/**
 * `PUT admin/journals/:journalId`: every setting at once, from `body.version`. A former slug keeps
 * leading here (a redirect); taking back one's own former slug drops that redirect.
 */
export async function updateJournalSettings(
  db: Database,
  journalId: number,
  body: JournalSettingsBody,
  actor: SessionUser,
): Promise<JournalSaved> {
  return db
    .transaction(async (tx) => {
      const [before] = await tx
        .select(journalSettingsColumns)
        .from(journals)
        .where(eq(journals.id, journalId))
        .for('update');
      if (!before) throw notFound('The journal');
      if (before.version !== body.version) {
        const by = await lastSavedBy(tx, before.updatedBy);
        throw staleVersion('this journal', before.updatedAt ? { at: before.updatedAt, by } : null);
      }
      if (body.slug !== before.slug) {
        const holder = await holderOfSlug(tx, body.slug, journalId);
        if (holder) throw slugTaken(holder.title);
      }
      const license = LICENSE_OPTIONS.find((option) => option.id === body.license);
      const { version: _version, license: _license, ...fields } = body;
      const next = {
        ...fields,
        description: fields.description ?? '',
        focusScope: fields.focusScope ?? '',
        authorGuidelines: fields.authorGuidelines ?? '',
        licenseName: license?.name ?? before.licenseName,
        licenseUrl: license?.url ?? before.licenseUrl,
      };
      await tx
        .update(journals)
        .set({ ...next, version: before.version + 1, updatedAt: new Date(), updatedBy: actor.id })
        .where(eq(journals.id, journalId));
      if (body.slug !== before.slug) {
        await tx
          .delete(journalSlugRedirects)
          .where(
            and(
              eq(journalSlugRedirects.slug, body.slug),
              eq(journalSlugRedirects.journalId, journalId),
            ),
          );
        await tx
          .insert(journalSlugRedirects)
          .values({ slug: before.slug, journalId })
          .onConflictDoUpdate({ target: journalSlugRedirects.slug, set: { journalId } });
      }
      await recordAudit(tx, {
        actorId: actor.id,
        journalId,
        action: 'journal.updated',
        subject: next.title,
        targetId: journalId,
        changes: changedFields(before, next),
      });
      return { slug: body.slug, formerSlug: body.slug === before.slug ? null : before.slug };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw slugTaken(null);
      throw error;
    });
}

/** `POST admin/journals/:journalId/archive|restore`: leaves or rejoins the site's lists. */
export async function setJournalArchived(
  db: Database,
  journalId: number,
  archived: boolean,
  actor: SessionUser,
): Promise<{ slug: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(journals)
      .set({
        archivedAt: archived ? sql`coalesce(${journals.archivedAt}, now())` : null,
        version: sql`${journals.version} + 1`,
        updatedAt: new Date(),
        updatedBy: actor.id,
      })
      .where(eq(journals.id, journalId))
      .returning({ slug: journals.slug, title: journals.title });
    if (!row) throw notFound('The journal');
    await recordAudit(tx, {
      actorId: actor.id,
      journalId,
      action: archived ? 'journal.archived' : 'journal.restored',
      subject: row.title,
      targetId: journalId,
    });
    return { slug: row.slug };
  });
}

/**
 * `DELETE admin/journals/:journalId`: only a journal that holds no articles and no submissions
 * (nothing published or in progress is ever lost); otherwise 409 offering to archive it.
 */
export async function deleteJournal(
  db: Database,
  journalId: number,
  actor: SessionUser,
): Promise<{ slug: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        slug: journals.slug,
        title: journals.title,
        articles:
          sql<number>`(select count(*) from articles a where a.journal_id = journals.id)`.mapWith(
            Number,
          ),
        submissions:
          sql<number>`(select count(*) from submissions s where s.journal_id = journals.id)`.mapWith(
            Number,
          ),
      })
      .from(journals)
      .where(eq(journals.id, journalId))
      .for('update');
    if (!row) throw notFound('The journal');
    if (row.articles > 0 || row.submissions > 0) {
      throw new HttpError(
        409,
        `${row.title} holds ${heldWords(row)}, which deleting would lose. Archive the journal instead: it leaves the site’s lists and takes no submissions, and its pages stay.`,
      );
    }
    await recordAudit(tx, {
      actorId: actor.id,
      journalId,
      action: 'journal.deleted',
      subject: row.title,
      targetId: journalId,
    });
    await tx.delete(journals).where(eq(journals.id, journalId));
    return { slug: row.slug };
  });
}

/** `PUT admin/journals/order`: every journal, in the new order (400 unless each appears once). */
export async function reorderJournals(
  db: Database,
  ids: number[],
  actor: SessionUser,
): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: journals.id }).from(journals).for('update');
    assertSameMembers(
      existing.map((row) => row.id),
      ids,
      'journal',
    );
    await tx.execute(sql`update journals j set position = o.ord
      from unnest(${sql.param(ids)}::integer[]) with ordinality as o(id, ord) where j.id = o.id`);
    await recordAudit(tx, {
      actorId: actor.id,
      journalId: null,
      action: 'journals.reordered',
      subject: 'Journals',
      changes: { order: [existing.map((row) => row.id), ids] },
    });
  });
}

/** 400 unless `ids` names exactly the records that exist, each once. */
export function assertSameMembers(existing: number[], ids: number[], what: string): void {
  const known = new Set(existing);
  if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
    const message = `The new order must name every ${what} once; the list changed meanwhile, so reload and order them again.`;
    throw new HttpError(400, message, { ids: [message] });
  }
}

/** What a journal or section holds, in words: its published articles, else its submissions. */
export function heldWords(held: { articles: number; submissions: number }): string {
  return held.articles > 0
    ? `${held.articles} published article${held.articles === 1 ? '' : 's'}`
    : `${held.submissions} submission${held.submissions === 1 ? '' : 's'}`;
}
