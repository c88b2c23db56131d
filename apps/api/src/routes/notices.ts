import {
  articleNoticeListSchema,
  articleNoticeSchema,
  JOURNAL_NOTICES_MAX,
  journalParamsSchema,
  noticeParamsSchema,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { findPublicNotice, listJournalNotices } from '../issues/article-notices';

const tags = ['notices'];

/**
 * `GET journals/:slug/notices` and `…/notices/:noticeId`: the corrections, retractions,
 * expressions of concern and addenda of a journal's public articles, each its own item.
 */
export function registerNoticeRoutes(api: FastifyInstance, { db }: AppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/journals/:slug/notices',
    {
      schema: {
        tags,
        summary: 'A journal’s notices on its published articles, newest first',
        description: `At most ${JOURNAL_NOTICES_MAX}, for feeds and sitemaps. An unknown journal has none.`,
        params: journalParamsSchema,
        response: { 200: articleNoticeListSchema },
      },
    },
    async (request) => ({
      data: await listJournalNotices(db, request.params.slug, JOURNAL_NOTICES_MAX),
    }),
  );

  routes.get(
    '/journals/:slug/notices/:noticeId',
    {
      schema: {
        tags,
        summary: 'A notice (correction, retraction…) with the article it updates',
        params: noticeParamsSchema,
        response: { 200: articleNoticeSchema },
      },
    },
    async (request) => {
      const { slug, noticeId } = request.params;
      const notice = await findPublicNotice(db, slug, noticeId);
      if (!notice) throw notFound('The notice');
      return notice;
    },
  );
}
