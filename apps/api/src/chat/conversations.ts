import type { ChatConversation, PageMeta, PageQuery } from '@quire/contracts';
import { pageMeta } from '@quire/contracts';
import { countDistinct, desc, eq, max, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { publicFileUrl } from '../content/public-url';
import type { Database } from '../db/client';
import { chatMessages, users } from '../db/schema';
import type { RealtimeEmitter } from '../realtime/realtime-emitter';
import { messageColumns, messageSenders, senderJoin, toChatMessage } from './message-view';

/**
 * The administrators' inbox: one row per user with messages, most recent activity first, each
 * with its last message and how many of the user's messages no admin has read (2 queries), plus
 * whether the user is connected right now (socket presence, no query).
 */
export async function listConversations(
  db: Database,
  config: Pick<Config, 'backendUrl'>,
  realtime: RealtimeEmitter,
  query: PageQuery,
): Promise<{ data: ChatConversation[]; meta: PageMeta }> {
  const summary = db
    .select({
      userId: chatMessages.userId,
      lastId: max(chatMessages.id).as('last_id'),
      unread:
        sql<number>`count(*) filter (where ${chatMessages.sender} = 'user' and ${chatMessages.readAt} is null)`
          .mapWith(Number)
          .as('unread'),
    })
    .from(chatMessages)
    .groupBy(chatMessages.userId)
    .as('summary');
  const [rows, totals] = await Promise.all([
    db
      .select({
        user: { id: users.id, name: users.name, email: users.email, avatarPath: users.avatarPath },
        unread: summary.unread,
        last: messageColumns,
      })
      .from(summary)
      .innerJoin(users, eq(users.id, summary.userId))
      .innerJoin(chatMessages, eq(chatMessages.id, summary.lastId))
      .leftJoin(messageSenders, senderJoin)
      .orderBy(desc(summary.lastId))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: countDistinct(chatMessages.userId) }).from(chatMessages),
  ]);
  // Presence is a nicety: when the cluster does not answer (Redis down), list everyone offline.
  const online = await realtime
    .onlineUserIds(rows.map((row) => row.user.id))
    .catch(() => new Set<number>());
  return {
    data: rows.map((row) => ({
      user: {
        id: row.user.id,
        name: row.user.name,
        email: row.user.email,
        avatarUrl: publicFileUrl(config.backendUrl, row.user.avatarPath),
      },
      lastMessage: toChatMessage(row.last),
      unreadCount: row.unread,
      online: online.has(row.user.id),
    })),
    meta: pageMeta(query, totals[0]?.value ?? 0),
  };
}
