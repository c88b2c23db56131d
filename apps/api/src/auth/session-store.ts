import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { generateToken, hashToken } from './tokens';

/** Longest user agent kept with a session (it is only shown to its owner). */
const USER_AGENT_MAX = 500;

/** A new session's token (given to the client once, stored only hashed) and its expiry. */
export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Starts a session for a user: stores the token's hash, the expiry and the user agent. */
export async function createSession(
  db: Database,
  userId: number,
  userAgent: string | undefined,
  ttlMs: number,
): Promise<NewSession> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

/** Revokes one session (sign-out); a revoked session never resolves again. */
export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Stores a new password hash and revokes the user's sessions — all of them, or all but
 * `keepSessionId` — in one statement, so no session outlives a password change.
 */
export async function replacePassword(
  db: Database,
  userId: number,
  passwordHash: string,
  keepSessionId?: number,
): Promise<void> {
  const keep = keepSessionId === undefined ? sql`true` : ne(sessions.id, keepSessionId);
  await db.execute(sql`
    with changed as (
      update users set password_hash = ${passwordHash}, updated_at = now()
      where id = ${userId}
      returning id
    )
    update ${sessions} set revoked_at = now()
    where ${sessions.userId} in (select id from changed) and ${sessions.revokedAt} is null and ${keep}`);
}
