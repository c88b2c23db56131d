import {
  type adminNewsQuerySchema,
  type EditableNews,
  JOURNAL_EDITOR_ROLES,
  type NewsBody,
  type NewsUpdateBody,
  pageMeta,
} from '@quire/contracts';
import { and, desc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isSiteAdmin, journalsWhere } from '../access/access';
import { changedFields, recordAudit } from '../audit/audit-log';
import type { SessionUser } from '../auth/session';
import { pageOffset } from '../content/paging';
import { toIso } from '../content/published';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import { journals, news } from '../db/schema';
import { forbidden, HttpError, notFound } from '../http/errors';
import { lastSavedBy } from '../journals/journal-records';
import { staleVersion } from '../journals/version-check';
import { freeSlug, slugFromTitle } from './slugs';

/*
 * The back office's news: a site administrator writes the site's news and any journal's; a
 * journal's managers and editors write their journal's. Drafts and scheduled items stay the
 * editors' until their date (see `newsIsPublic` in routes/news.ts).
 */

/** The journals whose news the person writes, and whether the site's own too. */
export function newsScope(user: SessionUser): { site: boolean; journalIds: number[] | 'all' } {
  if (isSiteAdmin(user)) return { site: true, journalIds: 'all' };
  const journalIds = journalsWhere(user, JOURNAL_EDITOR_ROLES);
  if (journalIds.length === 0) {
    throw forbidden(
      'Only the journals’ managers and editors, and the site’s administrators, write news.',
    );
  }
  return { site: false, journalIds };
}

/** 404 unless the person writes news for this journal (null: the site's). */
function assertWrites(user: SessionUser, journalId: number | null): void {
  const scope = newsScope(user);
  const allowed =
    journalId === null
      ? scope.site
      : scope.journalIds === 'all' || scope.journalIds.includes(journalId);
  if (!allowed) {
    if (journalId === null)
      throw forbidden('Only the site’s administrators write the site’s news.');
    throw notFound('The journal');
  }
}

const editableColumns = {
  id: news.id,
  journalId: news.journalId,
  journalSlug: journals.slug,
  journalTitle: journals.title,
  title: news.title,
  slug: news.slug,
  summary: news.summary,
  body: news.body,
  status: news.status,
  publishedAt: news.publishedAt,
  featured: news.featured,
  version: news.version,
  updatedAt: news.updatedAt,
  updatedByName: sql<string | null>`(select u.name from users u where u.id = ${news.updatedBy})`,
};

type EditableRow = {
  id: number;
  journalId: number | null;
  journalSlug: string | null;
  journalTitle: string | null;
  title: string;
  slug: string;
  summary: string;
  body: string;
  status: 'draft' | 'published';
  publishedAt: Date;
  featured: boolean;
  version: number;
  updatedAt: Date | null;
  updatedByName: string | null;
};

function toEditable(row: EditableRow, now = Date.now()): EditableNews {
  return {
    id: row.id,
    journal:
      row.journalId === null
        ? null
        : { id: row.journalId, slug: row.journalSlug ?? '', title: row.journalTitle ?? '' },
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    body: row.body,
    status: row.status,
    state:
      row.status === 'draft'
        ? 'draft'
        : row.publishedAt.getTime() > now
          ? 'scheduled'
          : 'published',
    publishedAt: toIso(row.publishedAt),
    featured: row.featured,
    version: row.version,
    lastChange: row.updatedAt ? { at: toIso(row.updatedAt), by: row.updatedByName } : null,
  };
}

/** `GET admin/news`: the news the person writes, newest first, by journal and state. */
export async function listEditableNews(
  db: Database,
  user: SessionUser,
  query: z.output<typeof adminNewsQuerySchema>,
) {
  const scope = newsScope(user);
  const conditions: Array<SQL | undefined> = [];
  if (scope.journalIds !== 'all') conditions.push(inArray(news.journalId, scope.journalIds));
  if (query.journal === 'site') conditions.push(isNull(news.journalId));
  else if (query.journal) conditions.push(eq(journals.slug, query.journal));
  if (query.status === 'draft') conditions.push(eq(news.status, 'draft'));
  if (query.status === 'scheduled') {
    conditions.push(and(eq(news.status, 'published'), gt(news.publishedAt, sql`now()`)));
  }
  if (query.status === 'published') {
    conditions.push(and(eq(news.status, 'published'), lte(news.publishedAt, sql`now()`)));
  }
  const rows = await db
    .select({ ...editableColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(news)
    .leftJoin(journals, eq(journals.id, news.journalId))
    .where(and(...conditions))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(query.perPage)
    .offset(pageOffset(query));
  return {
    data: rows.map((row) => toEditable(row as EditableRow)),
    meta: pageMeta(query, rows[0]?.total ?? 0),
  };
}

/** One news item the person may edit; 404 otherwise. */
export async function readEditableNews(db: Database, user: SessionUser, id: number) {
  const [row] = await db
    .select(editableColumns)
    .from(news)
    .leftJoin(journals, eq(journals.id, news.journalId))
    .where(eq(news.id, id));
  if (!row) throw notFound('The news item');
  try {
    assertWrites(user, row.journalId);
  } catch {
    throw notFound('The news item');
  }
  return toEditable(row as EditableRow);
}

/** 409 naming the slug field. */
function slugTaken(): HttpError {
  const message = 'Another news item has this web address: choose another.';
  return new HttpError(409, message, { slug: [message] });
}

/** The stored slug: the one given, else one made from the title and free. */
async function slugFor(db: Database, body: NewsBody, exceptId: number | null): Promise<string> {
  const taken = async (slug: string) => {
    const [row] = await db
      .select({ id: news.id })
      .from(news)
      .where(
        exceptId === null
          ? eq(news.slug, slug)
          : and(eq(news.slug, slug), sql`${news.id} <> ${exceptId}`),
      );
    return row !== undefined;
  };
  if (body.slug) {
    if (await taken(body.slug)) throw slugTaken();
    return body.slug;
  }
  const base = slugFromTitle(body.title);
  return freeSlug(base, taken);
}

/** The journal of a news item, checked (404 for one that is not, or not the person's). */
async function journalOf(db: Database, user: SessionUser, journalId: number | null) {
  assertWrites(user, journalId);
  if (journalId === null) return null;
  const [journal] = await db
    .select({ id: journals.id, slug: journals.slug })
    .from(journals)
    .where(eq(journals.id, journalId));
  if (!journal) throw notFound('The journal');
  return journal;
}

/** What a news write changed, for the caches: the journal's slug, or null for the site's news. */
export interface NewsSaved {
  id: number;
  journalSlugs: Array<string | null>;
}

/** `POST admin/news`. */
export async function createNews(
  db: Database,
  user: SessionUser,
  body: NewsBody,
): Promise<NewsSaved> {
  const journal = await journalOf(db, user, body.journalId);
  return db
    .transaction(async (tx) => {
      const slug = await slugFor(tx, body, null);
      const [created] = await tx
        .insert(news)
        .values({
          journalId: body.journalId,
          title: body.title,
          slug,
          summary: body.summary ?? '',
          body: body.body,
          status: body.status,
          publishedAt: body.publishedAt ? new Date(body.publishedAt) : new Date(),
          featured: body.featured,
          updatedAt: new Date(),
          updatedBy: user.id,
        })
        .returning({ id: news.id });
      if (!created) throw new Error('The news item was not created');
      await recordAudit(tx, {
        actorId: user.id,
        journalId: body.journalId,
        action: 'news.created',
        subject: body.title,
        targetId: created.id,
        changes: { title: [null, body.title], status: [null, body.status] },
      });
      return { id: created.id, journalSlugs: [journal?.slug ?? null] };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    });
}

/** `PUT admin/news/:id`: every field, from `body.version`. */
export async function updateNews(
  db: Database,
  user: SessionUser,
  id: number,
  body: NewsUpdateBody,
): Promise<NewsSaved> {
  const current = await readEditableNews(db, user, id);
  const journal = await journalOf(db, user, body.journalId);
  return db
    .transaction(async (tx) => {
      const [before] = await tx
        .select({
          journalId: news.journalId,
          title: news.title,
          slug: news.slug,
          summary: news.summary,
          body: news.body,
          status: news.status,
          publishedAt: news.publishedAt,
          featured: news.featured,
          version: news.version,
          updatedAt: news.updatedAt,
          updatedBy: news.updatedBy,
        })
        .from(news)
        .where(eq(news.id, id))
        .for('update');
      if (!before) throw notFound('The news item');
      if (before.version !== body.version) {
        const by = await lastSavedBy(tx, before.updatedBy);
        throw staleVersion(
          'this news item',
          before.updatedAt ? { at: before.updatedAt, by } : null,
        );
      }
      const slug = await slugFor(tx, body, id);
      const next = {
        journalId: body.journalId,
        title: body.title,
        slug,
        summary: body.summary ?? '',
        body: body.body,
        status: body.status,
        // Publishing a draft without a date publishes it now; otherwise the date given, or kept.
        publishedAt: body.publishedAt
          ? new Date(body.publishedAt)
          : before.status === 'draft' && body.status === 'published'
            ? new Date()
            : before.publishedAt,
        featured: body.featured,
      };
      await tx
        .update(news)
        .set({ ...next, version: before.version + 1, updatedAt: new Date(), updatedBy: user.id })
        .where(eq(news.id, id));
      await recordAudit(tx, {
        actorId: user.id,
        journalId: body.journalId,
        action: 'news.updated',
        subject: body.title,
        targetId: id,
        changes: changedFields(
          { ...before, publishedAt: before.publishedAt.toISOString() },
          { ...next, publishedAt: next.publishedAt.toISOString() },
        ),
      });
      return { id, journalSlugs: [current.journal?.slug ?? null, journal?.slug ?? null] };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    });
}

/** `DELETE admin/news/:id`. */
export async function deleteNews(db: Database, user: SessionUser, id: number): Promise<NewsSaved> {
  const current = await readEditableNews(db, user, id);
  await db.transaction(async (tx) => {
    await recordAudit(tx, {
      actorId: user.id,
      journalId: current.journal?.id ?? null,
      action: 'news.deleted',
      subject: current.title,
      targetId: id,
    });
    await tx.delete(news).where(eq(news.id, id));
  });
  return { id, journalSlugs: [current.journal?.slug ?? null] };
}
