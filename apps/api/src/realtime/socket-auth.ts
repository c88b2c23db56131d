import type { IncomingHttpHeaders } from 'node:http';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SESSION_COOKIE } from '../auth/session';
import { hashToken } from '../auth/tokens';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { claimRealtimeTicket } from './realtime-tickets';

/** Who a socket belongs to. */
export interface SocketUser {
  id: number;
  name: string;
  role: 'author' | 'admin';
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

async function userBySession(db: Database, token: string): Promise<SocketUser | null> {
  if (token.length > 200) return null;
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

async function userById(db: Database, id: number): Promise<SocketUser | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/**
 * Authenticates a socket handshake: a single-use ticket in `auth.ticket`, else the session
 * cookie. Anything the client merely claims (such as `auth.userId`) is ignored.
 */
export async function authenticateHandshake(
  db: Database,
  handshake: { headers: IncomingHttpHeaders; auth: Record<string, unknown> },
): Promise<SocketUser | null> {
  const ticket = handshake.auth.ticket;
  if (typeof ticket === 'string' && ticket !== '') {
    const userId = await claimRealtimeTicket(db, ticket);
    return userId === null ? null : userById(db, userId);
  }
  const token = readCookie(handshake.headers, SESSION_COOKIE);
  return token ? userBySession(db, token) : null;
}
