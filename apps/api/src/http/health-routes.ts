import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
export function registerHealthRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/health/live', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/health/ready', { schema: { hide: true } }, async (request, reply) => {
    try {
      await context.database.ping();
      return { status: 'ok', database: context.database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ message: 'The database is not reachable.' });
    }
  });
}
