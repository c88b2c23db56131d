import { chatEndpoints, REALTIME_TICKETS_PER_MINUTE } from '@quire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tooManyRequests, waitInWords } from '../auth/rate-limit';
import { readToken, requireUser } from '../auth/session';
import { hashToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { endpointRoute } from '../http/endpoint-route';
import { issueRealtimeTicket } from '../realtime/realtime-tickets';

/**
 * Tickets one session may mint per minute. A client needs one per connection attempt and
 * reconnects every 1–5 s at most, so a reconnect storm is slowed, never locked out: the window
 * is fixed (refused requests do not extend it), and the next one lets the client in again.
 */
export const TICKETS_PER_MINUTE = REALTIME_TICKETS_PER_MINUTE;

const WINDOW_MS = 60_000;

/**
 * The rate-limit key of the request's session: its token's hash, which (unlike the row id) is
 * unique across databases sharing one Redis and says nothing about the token.
 */
function sessionKey(request: FastifyRequest): string {
  return `realtime-ticket:${hashToken(readToken(request)?.token ?? '')}`;
}

/** `GET realtime/ticket`: a 60-second single-use ticket for a socket that cannot send the cookie. */
export function registerRealtimeTicketRoutes(api: FastifyInstance, { db }: AppContext): void {
  // Counted per session (in Redis when configured, so across nodes), after the session is known.
  const perSession = api.createRateLimit({
    max: TICKETS_PER_MINUTE,
    timeWindow: WINDOW_MS,
    keyGenerator: sessionKey,
  });
  api.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(chatEndpoints.ticket),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const limit = await perSession(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw tooManyRequests(
          limit.ttl,
          `Too many connection tickets for this session. Please wait ${waitInWords(limit.ttl)} and try again.`,
        );
      }
      const { ticket, expiresAt } = await issueRealtimeTicket(db, {
        userId: user.id,
        sessionId: user.sessionId,
      });
      reply.header('cache-control', 'no-store');
      return { ticket, expiresAt: expiresAt.toISOString() };
    },
  });
}
