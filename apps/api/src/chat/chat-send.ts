import type { ChatMessage, ChatSender, SendChatMessageBody } from '@quire/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isForeignKeyViolation } from '../db/pg-errors';
import { chatMessages } from '../db/schema';
import { notFound } from '../http/errors';
import { messageColumns, messageSenders, senderJoin, toChatMessage } from './message-view';

/** The result of a send: the stored message and whether this call created it. */
export interface SentMessage {
  message: ChatMessage;
  created: boolean;
}

/** The author of a send, as the session knows them. */
export interface ChatAuthor {
  id: number;
  name: string;
}

/**
 * Stores a message in `userId`'s conversation, idempotent by client id: a retry with the same
 * client id on the same side returns the stored message (`created: false`) instead of a copy.
 * At most 2 queries; a conversation owner that does not exist is a 404.
 */
export async function sendChatMessage(
  db: Database,
  userId: number,
  sender: ChatSender,
  author: ChatAuthor,
  body: SendChatMessageBody,
): Promise<SentMessage> {
  const inserted = await db
    .insert(chatMessages)
    .values({ userId, sender, senderId: author.id, body: body.body, clientId: body.client_id })
    .onConflictDoNothing({
      target: [chatMessages.userId, chatMessages.sender, chatMessages.clientId],
    })
    .returning()
    .catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? notFound('User') : error;
    });
  const row = inserted[0];
  if (row) {
    return { message: toChatMessage({ ...row, senderName: author.name }), created: true };
  }
  const [existing] = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(messageSenders, senderJoin)
    .where(
      and(
        eq(chatMessages.userId, userId),
        eq(chatMessages.sender, sender),
        eq(chatMessages.clientId, body.client_id),
      ),
    )
    .limit(1);
  // Deleted between the conflict and this read: report it gone rather than resurrect it.
  if (!existing) throw notFound('Message');
  return { message: toChatMessage(existing), created: false };
}
