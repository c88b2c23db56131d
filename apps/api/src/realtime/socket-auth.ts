import type { IncomingHttpHeaders } from 'node:http';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { SESSION_COOKIE } from '../auth/session';
import { hashToken } from '../auth/tokens';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { claimRealtimeTicket } from './realtime-tickets';

/** Who a socket belongs to, and the session it authenticated with. */
export interface SocketUser {
  id: number;
  name: string;
  role: 'author' | 'admin';
  /** The session behind the socket: revoking it disconnects the socket. */
  sessionId: number;
  /**
   * When that session expires (epoch milliseconds: socket data crosses nodes serialised, where a
   * Date would not stay one); the socket is disconnected then.
   */
  sessionExpiresAt: number;
}

/** The value of one cookie in a `Cookie` header, or null. */
export function readCookie(headers: IncomingHttpHeaders, name: string): string | null {
  const header = headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

/** The user of a live (neither revoked nor expired) session, found by `match`. */
async function userOfLiveSession(db: Database, match: SQL): Promise<SocketUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      sessionId: sessions.id,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(match, isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ? { ...row, sessionExpiresAt: row.sessionExpiresAt.getTime() } : null;
}

/**
 * Authenticates a socket handshake: a single-use ticket in `auth.ticket` (valid only while the
 * session that minted it is), else the session cookie. Anything the client merely claims (such
 * as `auth.userId`) is ignored.
 */
export async function authenticateHandshake(
  db: Database,
  handshake: { headers: IncomingHttpHeaders; auth: Record<string, unknown> },
): Promise<SocketUser | null> {
  const ticket = handshake.auth.ticket;
  if (typeof ticket === 'string' && ticket !== '') {
    const owner = await claimRealtimeTicket(db, ticket);
    return owner ? userOfLiveSession(db, eq(sessions.id, owner.sessionId)) : null;
  }
  const token = readCookie(handshake.headers, SESSION_COOKIE);
  if (!token || token.length > 200) return null;
  return userOfLiveSession(db, eq(sessions.tokenHash, hashToken(token)));
}
