import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatMessages, files } from '../db/schema';
import { notFound } from '../http/errors';
import { requireConversationOwner } from './conversation-owner';

/** What a deletion removed: whose conversation it was, and the stored bytes of its files to remove. */
export interface DeletedChat {
  userId: number;
  storageKeys: string[];
}

/**
 * Deletes one message with its attachments (2 queries) and says whose conversation it was in and
 * which stored files to remove; 404 when unknown.
 */
export async function deleteChatMessage(db: Database, messageId: number): Promise<DeletedChat> {
  const removed = await db
    .delete(files)
    .where(eq(files.chatMessageId, messageId))
    .returning({ storageKey: files.storageKey });
  const [row] = await db
    .delete(chatMessages)
    .where(eq(chatMessages.id, messageId))
    .returning({ userId: chatMessages.userId });
  if (!row) throw notFound('Message');
  return { userId: row.userId, storageKeys: removed.map((file) => file.storageKey) };
}

/**
 * Deletes a user's whole conversation with its attachments (3 queries) and returns the stored
 * files to remove; 404 when the user does not exist or is an administrator.
 */
export async function deleteConversation(db: Database, userId: number): Promise<string[]> {
  await requireConversationOwner(db, userId);
  const removed = await db
    .delete(files)
    .where(
      inArray(
        files.chatMessageId,
        db
          .select({ id: chatMessages.id })
          .from(chatMessages)
          .where(eq(chatMessages.userId, userId)),
      ),
    )
    .returning({ storageKey: files.storageKey });
  await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
  return removed.map((file) => file.storageKey);
}
