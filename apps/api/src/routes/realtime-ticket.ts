import { apiErrorSchema, realtimeTicketSchema } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/session';
import type { AppContext } from '../context';
import { issueRealtimeTicket } from '../realtime/realtime-tickets';

/** `GET realtime/ticket`: a 60-second single-use ticket for a socket that cannot send the cookie. */
export function registerRealtimeTicketRoutes(api: FastifyInstance, { db }: AppContext): void {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/realtime/ticket',
    {
      schema: {
        tags: ['chat'],
        summary:
          'Get a single-use ticket (valid 60 s) that authenticates a socket as `auth.ticket`',
        response: { 200: realtimeTicketSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { ticket, expiresAt } = await issueRealtimeTicket(db, {
        userId: user.id,
        sessionId: user.sessionId,
      });
      reply.header('cache-control', 'no-store');
      return { ticket, expiresAt: expiresAt.toISOString() };
    },
  );
}
