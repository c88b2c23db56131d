import { apiErrorSchema, auditPageSchema, auditQuerySchema } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireBackOffice } from '../access/access';
import { auditScope, listAudit } from '../audit/audit-list';
import type { AppContext } from '../context';

/** `GET admin/audit`: what the back office changed, for the managers of each journal. */
export function registerAuditRoutes(api: FastifyInstance, { db }: AppContext): void {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/admin/audit',
    {
      schema: {
        tags: ['audit'],
        summary: 'The back office’s changes, newest first (who, what, when, old and new values)',
        description:
          'Site administrators read every entry; a journal’s managers read their journals’ entries; anyone else in the back office gets 403. Page with `before` (the previous page’s `meta.nextBefore`).',
        security: [{ bearer: [] }, { cookie: [] }],
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => listAudit(db, auditScope(requireBackOffice(request)), request.query),
  );
}
