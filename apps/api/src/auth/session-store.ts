import { eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { realtimeTickets, sessions, users } from '../db/schema';
import { announceSessionsEnded } from './session-revocation';
import { generateToken, hashToken } from './tokens';

/** Longest user agent kept with a session (it is only shown to its owner). */
const USER_AGENT_MAX = 500;

/** A new session's token (given to the client once, stored only hashed) and its expiry. */
export interface NewSession {
  token: string;
  expiresAt: Date;
}

/**
 * Starts a session for a user: stores the token's hash, the expiry and the user agent, and
 * records the sign-in on the account (`last_sign_in_at`, shown on the people pages), in one
 * statement.
 */
export async function createSession(
  db: Database,
  userId: number,
  userAgent: string | undefined,
  ttlMs: number,
): Promise<NewSession> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.execute(sql`
    with signed_in as (
      update ${users} set last_sign_in_at = now() where id = ${userId} returning id
    )
    insert into ${sessions} (user_id, token_hash, user_agent, expires_at)
    select id, ${hashToken(token)}, ${userAgent?.slice(0, USER_AGENT_MAX) ?? null},
      ${expiresAt.toISOString()}::timestamptz
    from signed_in`);
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
 * Disables an account and revokes every session of it in one statement, so nothing signed in
 * outlives the change; its tickets and sockets go with them (as on sign-out). False when the
 * account does not exist or was disabled already.
 */
export async function disableAccount(
  db: Database,
  userId: number,
  actorId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.disabledAt) return false;
  await revokeAndAnnounce(
    db,
    sql`changed as (
      update users set disabled_at = now(), updated_at = now()
      where id = ${userId} and disabled_at is null
      returning id
    ),
    revoked as (
      update ${sessions} set revoked_at = now()
      where ${sessions.userId} in (select id from changed) and ${sessions.revokedAt} is null
      returning ${sessions.id}
    ),
    audited as (
      insert into audit_log (actor_id, action, subject, target_id)
      select ${actorId}, 'account.disabled', u.name, u.id from users u
      where u.id in (select id from changed)
    )`,
  );
  return true;
}

/**
 * Ends the sockets of an account that was just deleted: its sessions and tickets went with the
 * account (foreign keys cascade), but sockets opened with them are still connected.
 */
export function endSessionsOfDeletedAccount(db: Database, userId: number): void {
  announceSessionsEnded(db, { userId });
}
