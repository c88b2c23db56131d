import { apiErrorSchema, dashboardSchema } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/session';
import type { AppContext } from '../context';
import { loadDashboard } from '../dashboard/dashboard';

/** `GET user/dashboard`: the panel's counts and latest items in one call. */
export function registerDashboardRoutes(api: FastifyInstance, { db }: AppContext): void {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/user/dashboard',
    {
      schema: {
        tags: ['panel'],
        summary:
          'Counts and latest items of your submissions, articles, notifications, chat and bookmarks',
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: dashboardSchema, 401: apiErrorSchema },
      },
    },
    async (request) => loadDashboard(db, requireUser(request).id),
  );
}
