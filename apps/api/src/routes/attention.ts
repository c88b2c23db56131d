import { apiErrorSchema, attentionSchema } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireBackOffice } from '../access/access';
import { loadAttention } from '../access/attention';
import type { AppContext } from '../context';

/** `GET admin/attention`: the back office's "needs your attention" counts. */
export function registerAttentionRoutes(api: FastifyInstance, { db }: AppContext): void {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/admin/attention',
    {
      schema: {
        tags: ['back office'],
        summary: 'What waits for the signed-in editor, per journal they work on',
        description:
          'New submissions, submissions under review, accepted ones not yet published, news drafts, expired invitations, journals without sections or closed — each within the person’s journals and sections.',
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 200: attentionSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => loadAttention(db, requireBackOffice(request)),
  );
}
