import {
  type Notification,
  type NotificationKind,
  type NotificationList,
  pageMeta,
} from '@quire/contracts';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { pageOffset, totalOf } from '../content/paging';
import { toIso } from '../content/published';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';
import { notFound } from '../http/errors';
import type { RealtimeEmitter } from '../realtime/realtime-emitter';

/** Anything that runs queries: the database or a transaction. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

type NotificationRow = typeof notifications.$inferSelect;

/** A stored notification in the contract's shape. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    submissionId: row.submissionId,
    readAt: row.readAt ? toIso(row.readAt) : null,
    createdAt: toIso(row.createdAt),
  };
}

/** What a new notification says and to whom. */
export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
  submissionId?: number | null;
}

/** Stores a notification (inside the caller's transaction, if any) and returns it. */
export async function insertNotification(
  db: Queryable,
  values: NewNotification,
): Promise<{ userId: number; notification: Notification }> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: values.userId,
      kind: values.kind,
      title: values.title,
      body: values.body,
      link: values.link ?? null,
      submissionId: values.submissionId ?? null,
    })
    .returning();
  if (!row) throw new Error('notification insert returned no row');
  return { userId: row.userId, notification: toNotification(row) };
}

/** Pushes a stored notification to its user's sockets (call after the transaction committed). */
export function emitNotification(
  realtime: RealtimeEmitter,
  created: { userId: number; notification: Notification },
): void {
  realtime.emitToUser(created.userId, 'new_notification', created.notification);
}

/** How many notifications a user has not read (one indexed query). */
export async function countUnreadNotifications(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** A page of a user's notifications, newest first, with the unread total (2 queries). */
export async function listNotifications(
  db: Database,
  userId: number,
  query: { page: number; perPage: number; unread: boolean },
): Promise<NotificationList> {
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (query.unread) conditions.push(isNull(notifications.readAt));
  const where = and(...conditions);
  const [rows, unread] = await Promise.all([
    db
      .select({ row: notifications, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    countUnreadNotifications(db, userId),
  ]);
  const total = await totalOf(rows, query, async () => {
    const [row] = await db.select({ value: count() }).from(notifications).where(where);
    return row?.value ?? 0;
  });
  return {
    data: rows.map(({ row }) => toNotification(row)),
    meta: { ...pageMeta(query, total), unread },
  };
}

/** A user's latest notifications (dashboard). */
export async function latestNotifications(
  db: Database,
  userId: number,
  limit: number,
): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(limit);
  return rows.map(toNotification);
}

/** One of the user's notifications; another user's is "not found". */
export async function getNotification(
  db: Database,
  userId: number,
  id: number,
): Promise<Notification> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  if (!row) throw notFound('The notification');
  return toNotification(row);
}

/** Marks one notification read; the first read time is kept on repeats. */
export async function markNotificationRead(
  db: Database,
  userId: number,
  id: number,
): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound('The notification');
  return toNotification(row);
}

/** Marks every unread notification of the user read, at one time (one statement). */
export async function markAllNotificationsRead(
  db: Database,
  userId: number,
): Promise<{ count: number; readAt: string }> {
  const readAt = new Date();
  const rows = await db
    .update(notifications)
    .set({ readAt })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { count: rows.length, readAt: readAt.toISOString() };
}
