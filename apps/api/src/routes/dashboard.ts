import { panelEndpoints } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/session';
import type { AppContext } from '../context';
import { loadDashboard } from '../dashboard/dashboard';
import { endpointRoute } from '../http/endpoint-route';

/** `GET user/dashboard`: the panel's counts and latest items in one call. */
export function registerDashboardRoutes(api: FastifyInstance, { db }: AppContext): void {
  api.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(panelEndpoints.dashboard),
    handler: async (request) => loadDashboard(db, requireUser(request).id),
  });
}
