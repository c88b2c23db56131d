import { attentionEndpoints } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireBackOffice } from '../access/access';
import { loadAttention } from '../access/attention';
import type { AppContext } from '../context';
import { endpointRoute } from '../http/endpoint-route';

/** `GET admin/attention`: the back office's "needs your attention" counts. */
export function registerAttentionRoutes(api: FastifyInstance, { db }: AppContext): void {
  api.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(attentionEndpoints.read),
    handler: async (request) => loadAttention(db, requireBackOffice(request)),
  });
}
