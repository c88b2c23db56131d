import { ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { realtimeTickets, sessions } from '../db/schema';
import { announceSessionsEnded } from './session-revocation';
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

/**
 * Runs the common table expressions `withRevoked` — ending with `revoked as (update sessions
 * set revoked_at = now() … returning id)` — together with deleting those sessions' unused
 * socket tickets, in one statement, then announces the revoked sessions so their open sockets
 * are disconnected on every node. Answers the revoked ids.
 */
async function revokeAndAnnounce(db: Database, withRevoked: SQL): Promise<number[]> {
  const result = (await db.execute(sql`
    with ${withRevoked},
    tickets as (
      delete from ${realtimeTickets}
      where ${realtimeTickets.sessionId} in (select id from revoked)
    )
    select id from revoked`)) as unknown as { rows: Array<{ id: number }> };
  const sessionIds = result.rows.map((row) => Number(row.id));
  announceSessionsEnded(db, { sessionIds });
  return sessionIds;
}

/**
 * Revokes one session (sign-out): a revoked session never resolves again, its unused socket
 * tickets are deleted and its sockets are disconnected.
 */
export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await revokeAndAnnounce(
    db,
    sql`revoked as (
      update ${sessions} set revoked_at = now()
      where ${sessions.id} = ${sessionId} and ${sessions.revokedAt} is null
      returning ${sessions.id}
    )`,
  );
}

/**
 * Stores a new password hash and revokes the user's sessions — all of them, or all but
 * `keepSessionId` — in one statement, so no session outlives a password change; the revoked
 * sessions' tickets and sockets go with them.
 */
export async function replacePassword(
  db: Database,
  userId: number,
  passwordHash: string,
  keepSessionId?: number,
): Promise<void> {
  const keep = keepSessionId === undefined ? sql`true` : ne(sessions.id, keepSessionId);
  await revokeAndAnnounce(
    db,
    sql`changed as (
      update users set password_hash = ${passwordHash}, updated_at = now()
      where id = ${userId}
      returning id
    ),
    revoked as (
      update ${sessions} set revoked_at = now()
      where ${sessions.userId} in (select id from changed) and ${sessions.revokedAt} is null and ${keep}
      returning ${sessions.id}
    )`,
  );
}

/**
 * Ends the sockets of an account that was just deleted: its sessions and tickets went with the
 * account (foreign keys cascade), but sockets opened with them are still connected.
 */
export function endSessionsOfDeletedAccount(db: Database, userId: number): void {
  announceSessionsEnded(db, { userId });
}
