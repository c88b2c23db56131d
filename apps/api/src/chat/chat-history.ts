import type { ChatHistory, ChatHistoryQuery, ChatSender } from '@quire/contracts';
import { and, asc, count, desc, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatMessages, users } from '../db/schema';
import { assertConversationOwner } from './conversation-owner';
import {
  messageColumns,
  messageSenders,
  otherSide,
  senderJoin,
  toChatMessage,
} from './message-view';

/**
 * One page of a conversation, newest first (2 queries). Read by an administrator, the conversation
 * must be an existing author's (404 otherwise, see `requireConversationOwner`). `before` pages towards older messages;
 * `after` alone returns the oldest `limit` messages newer than it (catch-up after a reconnect),
 * still newest first, with `hasMore` saying newer ones remain. Attachments come with their
 * messages (a column of the same query).
 */
export async function loadChatHistory(
  db: Database,
  backendUrl: string,
  userId: number,
  query: ChatHistoryQuery,
  reader: ChatSender,
): Promise<ChatHistory> {
  const conditions: SQL[] = [eq(chatMessages.userId, userId)];
  if (query.before !== undefined) conditions.push(lt(chatMessages.id, query.before));
  if (query.after !== undefined) conditions.push(gt(chatMessages.id, query.after));
  const forward = query.after !== undefined && query.before === undefined;
  const unreadCount = unreadQuery(db, userId, reader);
  const [rows, unread] = await Promise.all([
    db
      .select(messageColumns)
      .from(chatMessages)
      .leftJoin(messageSenders, senderJoin)
      .where(and(...conditions))
      .orderBy(forward ? asc(chatMessages.id) : desc(chatMessages.id))
      .limit(query.limit + 1),
    // An administrator names the conversation: the count comes with its owner's account, so an
    // unknown id or an administrator's is refused without a query more.
    reader === 'admin'
      ? db
          .select({ role: users.role, value: sql<number>`(${unreadCount})`.mapWith(Number) })
          .from(users)
          .where(eq(users.id, userId))
      : unreadCount,
  ]);
  const [counted] = unread as { role?: 'author' | 'admin'; value: number }[];
  if (reader === 'admin')
    assertConversationOwner(counted as { role: 'author' | 'admin' } | undefined);
  const page = rows.slice(0, query.limit);
  if (forward) page.reverse();
  return {
    data: page.map((row) => toChatMessage(backendUrl, row)),
    meta: { hasMore: rows.length > query.limit, unreadCount: counted?.value ?? 0 },
  };
}

/** How many messages from the other side `reader` has not read in a conversation (1 query). */
export async function countUnread(
  db: Database,
  userId: number,
  reader: ChatSender,
): Promise<number> {
  const [row] = await unreadQuery(db, userId, reader);
  return row?.value ?? 0;
}

/** The query counting the other side's unread messages in a conversation, not yet run. */
function unreadQuery(db: Database, userId: number, reader: ChatSender) {
  return db
    .select({ value: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, userId),
        eq(chatMessages.sender, otherSide(reader)),
        isNull(chatMessages.readAt),
      ),
    );
}
