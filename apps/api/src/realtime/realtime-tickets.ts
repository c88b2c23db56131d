import { and, desc, eq, lt, ne, notInArray, or } from 'drizzle-orm';
import { generateToken, hashToken } from '../auth/tokens';
import type { Database } from '../db/client';
import { realtimeTickets } from '../db/schema';

/** How long a socket ticket stays valid. */
export const REALTIME_TICKET_TTL_MS = 60_000;

/**
 * Most unused tickets one session holds: minting another drops the oldest. A client needs one
 * per connection attempt, so a few cover tabs opening together; more would only be table rows.
 */
export const MAX_OUTSTANDING_TICKETS = 3;

/** Who minted a ticket: the user and the session (a ticket never outlives its session). */
export interface TicketOwner {
  userId: number;
  sessionId: number;
}

/**
 * Issues a single-use socket ticket for a session (2 queries); only its hash is stored. The
 * session's older unused tickets beyond `MAX_OUTSTANDING_TICKETS`, and its expired ones, are
 * deleted, so a session can never pile up rows.
 */
export async function issueRealtimeTicket(
  db: Database,
  { userId, sessionId }: TicketOwner,
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = generateToken();
  const tokenHash = hashToken(ticket);
  const expiresAt = new Date(Date.now() + REALTIME_TICKET_TTL_MS);
  await db.insert(realtimeTickets).values({ tokenHash, userId, sessionId, expiresAt });
  // The new ticket is kept whatever the order of equal expiry times; the newest others fill up.
  const newestOthers = db
    .select({ tokenHash: realtimeTickets.tokenHash })
    .from(realtimeTickets)
    .where(and(eq(realtimeTickets.sessionId, sessionId), ne(realtimeTickets.tokenHash, tokenHash)))
    .orderBy(desc(realtimeTickets.expiresAt))
    .limit(MAX_OUTSTANDING_TICKETS - 1);
  await db
    .delete(realtimeTickets)
    .where(
      and(
        eq(realtimeTickets.sessionId, sessionId),
        ne(realtimeTickets.tokenHash, tokenHash),
        or(
          lt(realtimeTickets.expiresAt, new Date()),
          notInArray(realtimeTickets.tokenHash, newestOthers),
        ),
      ),
    );
  return { ticket, expiresAt };
}

/**
 * Redeems a ticket (1 query): deletes it — so it works once, on whichever node — together with
 * any expired tickets, and answers who minted it when it was valid. The caller still checks that
 * the session is live: a ticket read just before its session's revocation committed would
 * otherwise slip through.
 */
export async function claimRealtimeTicket(
  db: Database,
  ticket: string,
): Promise<TicketOwner | null> {
  if (ticket.length > 100) return null;
  const tokenHash = hashToken(ticket);
  const now = new Date();
  const rows = await db
    .delete(realtimeTickets)
    .where(or(eq(realtimeTickets.tokenHash, tokenHash), lt(realtimeTickets.expiresAt, now)))
    .returning({
      tokenHash: realtimeTickets.tokenHash,
      userId: realtimeTickets.userId,
      sessionId: realtimeTickets.sessionId,
      expiresAt: realtimeTickets.expiresAt,
    });
  const claimed = rows.find((row) => row.tokenHash === tokenHash && row.expiresAt > now);
  return claimed ? { userId: claimed.userId, sessionId: claimed.sessionId } : null;
}
