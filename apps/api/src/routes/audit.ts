import { auditEndpoints } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireBackOffice } from '../access/access';
import { auditScope, listAudit } from '../audit/audit-list';
import type { AppContext } from '../context';
import { endpointRoute } from '../http/endpoint-route';

/** `GET admin/audit`: what the back office changed, for the managers of each journal. */
export function registerAuditRoutes(api: FastifyInstance, { db }: AppContext): void {
  api.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(auditEndpoints.list),
    handler: async (request) =>
      listAudit(db, auditScope(requireBackOffice(request)), request.query),
  });
}
