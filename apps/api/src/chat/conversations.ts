import type { ChatConversation, PageMeta, PageQuery } from '@quire/contracts';
import { pageMeta } from '@quire/contracts';
import { and, count, desc, eq, gt, ilike, max, or, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { publicFileUrl } from '../content/public-url';
import type { Database } from '../db/client';
import { chatMessages, users } from '../db/schema';
import type { RealtimeEmitter } from '../realtime/realtime-emitter';
import { messageColumns, messageSenders, senderJoin, toChatMessage } from './message-view';

/** The parsed inbox query. */
export type ConversationsQuery = PageQuery & { q?: string; unread?: boolean };

// LIKE treats % and _ as wildcards: a search for "50%" must find "50%", not everything.
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * The administrators' inbox: one row per user with messages, most recent activity first, each
 * with its last message and how many of the user's messages no admin has read (2 queries), plus
 * whether the user is connected right now (socket presence, no query). `q` keeps the users whose
 * name or email contains it (any case); `unread` keeps the conversations with unread messages.
 */
export async function listConversations(
  db: Database,
  config: Pick<Config, 'backendUrl'>,
  realtime: RealtimeEmitter,
  query: ConversationsQuery,
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
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    const match = or(ilike(users.name, pattern), ilike(users.email, pattern));
    if (match) filters.push(match);
  }
  if (query.unread) filters.push(gt(summary.unread, 0));
  const where = filters.length > 0 ? and(...filters) : undefined;
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
      .where(where)
      .orderBy(desc(summary.lastId))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ value: count() })
      .from(summary)
      .innerJoin(users, eq(users.id, summary.userId))
      .where(where),
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
      lastMessage: toChatMessage(config.backendUrl, row.last),
      unreadCount: row.unread,
      online: online.has(row.user.id),
    })),
    meta: pageMeta(query, totals[0]?.value ?? 0),
  };
}
