import { type Bookmark, type BookmarkState, type PageMeta, pageMeta } from '@quire/contracts';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { pageOffset, totalOf } from '../content/paging';
import { toPublicAuthors } from '../content/public-authors';
import { isPublished, toIso } from '../content/published';
import type { Database } from '../db/client';
import { articles, bookmarks, issues, journals } from '../db/schema';
import { notFound } from '../http/errors';
import { articlePath } from '../submissions/submission-view';

/** Readers see an article when it and its issue (if any) are published. */
const articleIsPublic = and(
  isPublished(articles.publishedAt),
  or(isNull(articles.issueId), isPublished(issues.publishedAt)),
);

/**
 * A page of the user's bookmarks, newest bookmark first (one query; a second only past the end).
 * Articles withdrawn from the public site are left out.
 */
export async function listBookmarks(
  db: Database,
  userId: number,
  query: { page: number; perPage: number },
): Promise<{ data: Bookmark[]; meta: PageMeta }> {
  const where = and(eq(bookmarks.userId, userId), articleIsPublic);
  const rows = await db
    .select({
      articleId: articles.id,
      slug: articles.slug,
      title: articles.title,
      authors: articles.authors,
      publishedAt: articles.publishedAt,
      journalSlug: journals.slug,
      journalTitle: journals.title,
      bookmarkedAt: bookmarks.createdAt,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(bookmarks)
    .innerJoin(articles, eq(articles.id, bookmarks.articleId))
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .where(where)
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.articleId))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const total = await totalOf(rows, query, async () => {
    const [row] = await db
      .select({ value: count() })
      .from(bookmarks)
      .innerJoin(articles, eq(articles.id, bookmarks.articleId))
      .leftJoin(issues, eq(issues.id, articles.issueId))
      .where(where);
    return row?.value ?? 0;
  });
  return {
    data: rows.map((row) => ({
      articleId: row.articleId,
      title: row.title,
      authors: toPublicAuthors(row.authors),
      journal: { slug: row.journalSlug, title: row.journalTitle },
      path: articlePath(row.journalSlug, row.slug),
      publishedAt: row.publishedAt ? toIso(row.publishedAt) : null,
      bookmarkedAt: toIso(row.bookmarkedAt),
    })),
    meta: pageMeta(query, total),
  };
}

/**
 * How many bookmarks a user has (dashboard): counted like `listBookmarks`, so articles withdrawn
 * from the public site are left out and the dashboard agrees with the bookmarks page.
 */
export async function countBookmarks(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(bookmarks)
    .innerJoin(articles, eq(articles.id, bookmarks.articleId))
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .where(and(eq(bookmarks.userId, userId), articleIsPublic));
  return row?.value ?? 0;
}

/** Whether the user bookmarked the article. */
export async function bookmarkState(
  db: Database,
  userId: number,
  articleId: number,
): Promise<BookmarkState> {
  const [row] = await db
    .select({ articleId: bookmarks.articleId })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.articleId, articleId)))
    .limit(1);
  return { articleId, bookmarked: Boolean(row) };
}

/** Bookmarks a public article (idempotent); an unknown or unpublished article is 404. */
export async function addBookmark(
  db: Database,
  userId: number,
  articleId: number,
): Promise<BookmarkState> {
  const [article] = await db
    .select({ id: articles.id })
    .from(articles)
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .where(and(eq(articles.id, articleId), articleIsPublic))
    .limit(1);
  if (!article) throw notFound('The article');
  await db.insert(bookmarks).values({ userId, articleId }).onConflictDoNothing();
  return { articleId, bookmarked: true };
}

/** Removes a bookmark (idempotent: removing one that is not there is fine). */
export async function removeBookmark(
  db: Database,
  userId: number,
  articleId: number,
): Promise<BookmarkState> {
  await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.articleId, articleId)));
  return { articleId, bookmarked: false };
}
