import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatMessages, users } from '../db/schema';
import { notFound } from '../http/errors';

/** Deletes one message (1 query) and returns whose conversation it was in; 404 when unknown. */
export async function deleteChatMessage(db: Database, messageId: number): Promise<number> {
  const [row] = await db
    .delete(chatMessages)
    .where(eq(chatMessages.id, messageId))
    .returning({ userId: chatMessages.userId });
  if (!row) throw notFound('Message');
  return row.userId;
}

/** Deletes a user's whole conversation (2 queries); 404 when the user does not exist. */
export async function deleteConversation(db: Database, userId: number): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
}
