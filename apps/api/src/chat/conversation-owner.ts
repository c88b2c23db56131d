import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

/** Why an administrator's id names no conversation. */
export const ADMIN_HAS_NO_CONVERSATION =
  'An administrator has no conversation: each conversation is between one author and the administrators.';

/**
 * Checks that `userId` names a conversation the administrators can open: an existing account
 * that is not an administrator's (404 otherwise, saying which). One primary-key lookup.
 */
export async function requireConversationOwner(
  db: Pick<Database, 'select'>,
  userId: number,
): Promise<void> {
  const [owner] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  assertConversationOwner(owner);
}

/** 404 unless `owner` (a looked-up account, or nothing) can own a conversation. */
export function assertConversationOwner(owner: { role: 'author' | 'admin' } | undefined): void {
  if (!owner) throw notFound('User');
  if (owner.role === 'admin') throw new HttpError(404, ADMIN_HAS_NO_CONVERSATION);
}
