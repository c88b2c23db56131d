import { type Dashboard, SUBMISSION_STATUSES, type SubmissionStatus } from '@quire/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import { countAuthorArticles, latestAuthorArticles } from '../author-articles/author-article-store';
import { countBookmarks } from '../bookmarks/bookmark-store';
import type { Database } from '../db/client';
import { chatMessages, submissions } from '../db/schema';
import { countUnreadNotifications, latestNotifications } from '../notifications/notification-store';
import { latestSubmissions } from '../submissions/submission-view';

/** How many of the latest items each dashboard section shows. */
export const DASHBOARD_LATEST = 3;

/** Submission counts per status, every status present (one grouped query). */
async function countByStatus(
  db: Database,
  userId: number,
): Promise<Record<SubmissionStatus, number>> {
  const rows = await db
    .select({ status: submissions.status, value: count() })
    .from(submissions)
    .where(eq(submissions.ownerId, userId))
    .groupBy(submissions.status);
  const counts = Object.fromEntries(SUBMISSION_STATUSES.map((status) => [status, 0])) as Record<
    SubmissionStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}

/** Unread chat messages from the administrators. */
async function countUnreadChat(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, userId),
        eq(chatMessages.sender, 'admin'),
        isNull(chatMessages.readAt),
      ),
    );
  return row?.value ?? 0;
}

/**
 * The panel's first page: counts and latest items of every section, each read with one
 * indexed query (eight small queries, run together; no per-item queries).
 */
export async function loadDashboard(db: Database, userId: number): Promise<Dashboard> {
  const [byStatus, latest, articleTotal, articles, unread, notes, chatUnread, bookmarkTotal] =
    await Promise.all([
      countByStatus(db, userId),
      latestSubmissions(db, userId, DASHBOARD_LATEST),
      countAuthorArticles(db, userId),
      latestAuthorArticles(db, userId, DASHBOARD_LATEST),
      countUnreadNotifications(db, userId),
      latestNotifications(db, userId, DASHBOARD_LATEST),
      countUnreadChat(db, userId),
      countBookmarks(db, userId),
    ]);
  const total = Object.values(byStatus).reduce((sum, value) => sum + value, 0);
  return {
    submissions: { total, byStatus, latest },
    articles: { total: articleTotal, latest: articles },
    notifications: { unread, latest: notes },
    chat: { unread: chatUnread },
    bookmarks: { total: bookmarkTotal },
  };
}
