import type { ChatSender } from '@quire/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatMessages } from '../db/schema';
import { notFound } from '../http/errors';
import { otherSide } from './message-view';

/**
 * Marks one message of `userId`'s conversation read by `reader` (1 query). Only messages from
 * the other side qualify; any other id — another conversation's, or the reader's own — is a 404.
 * Marking an already-read message keeps its first read time.
 */
export async function markMessageRead(
  db: Database,
  userId: number,
  messageId: number,
  reader: ChatSender,
): Promise<{ id: number; read_at: string }> {
  const [row] = await db
    .update(chatMessages)
    .set({ readAt: sql`coalesce(${chatMessages.readAt}, now())` })
    .where(
      and(
        eq(chatMessages.id, messageId),
        eq(chatMessages.userId, userId),
        eq(chatMessages.sender, otherSide(reader)),
      ),
    )
    .returning({ id: chatMessages.id, readAt: chatMessages.readAt });
  if (!row?.readAt) throw notFound('Message');
  return { id: row.id, read_at: row.readAt.toISOString() };
}

/** Marks every unread message from the other side read (1 query); returns when and how many. */
export async function markAllRead(
  db: Database,
  userId: number,
  reader: ChatSender,
): Promise<{ read_at: string; count: number }> {
  const readAt = new Date();
  const rows = await db
    .update(chatMessages)
    .set({ readAt })
    .where(
      and(
        eq(chatMessages.userId, userId),
        eq(chatMessages.sender, otherSide(reader)),
        isNull(chatMessages.readAt),
      ),
    )
    .returning({ id: chatMessages.id });
  return { read_at: readAt.toISOString(), count: rows.length };
}
