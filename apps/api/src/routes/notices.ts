import { contentEndpoints, JOURNAL_NOTICES_MAX } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { endpointRoute } from '../http/endpoint-route';
import { notFound } from '../http/errors';
import { findPublicNotice, listJournalNotices } from '../issues/article-notices';

/**
 * `GET journals/:slug/notices` and `…/notices/:noticeId`: the corrections, retractions,
 * expressions of concern and addenda of a journal's public articles, each its own item.
 */
export function registerNoticeRoutes(api: FastifyInstance, { db }: AppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...endpointRoute(contentEndpoints.notices),
    handler: async (request) => ({
      data: await listJournalNotices(db, request.params.slug, JOURNAL_NOTICES_MAX),
    }),
  });

  routes.route({
    ...endpointRoute(contentEndpoints.notice),
    handler: async (request) => {
      const { slug, noticeId } = request.params;
      const notice = await findPublicNotice(db, slug, noticeId);
      if (!notice) throw notFound('The notice');
      return notice;
    },
  });
}
