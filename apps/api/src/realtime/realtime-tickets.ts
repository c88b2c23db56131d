import { eq, lt, or } from 'drizzle-orm';
import { generateToken, hashToken } from '../auth/tokens';
import type { Database } from '../db/client';
import { realtimeTickets } from '../db/schema';

/** How long a socket ticket stays valid. */
export const REALTIME_TICKET_TTL_MS = 60_000;

/** Issues a single-use socket ticket for a user (1 query); only its hash is stored. */
export async function issueRealtimeTicket(
  db: Database,
  userId: number,
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = generateToken();
  const expiresAt = new Date(Date.now() + REALTIME_TICKET_TTL_MS);
  await db.insert(realtimeTickets).values({ tokenHash: hashToken(ticket), userId, expiresAt });
  return { ticket, expiresAt };
}

/**
 * Redeems a ticket (1 query): deletes it — so it works once, on whichever node — together with
 * any expired tickets, and answers the user id when it was valid.
 */
export async function claimRealtimeTicket(db: Database, ticket: string): Promise<number | null> {
  if (ticket.length > 100) return null;
  const tokenHash = hashToken(ticket);
  const now = new Date();
  const rows = await db
    .delete(realtimeTickets)
    .where(or(eq(realtimeTickets.tokenHash, tokenHash), lt(realtimeTickets.expiresAt, now)))
    .returning({
      tokenHash: realtimeTickets.tokenHash,
      userId: realtimeTickets.userId,
      expiresAt: realtimeTickets.expiresAt,
    });
  const claimed = rows.find((row) => row.tokenHash === tokenHash && row.expiresAt > now);
  return claimed?.userId ?? null;
}
