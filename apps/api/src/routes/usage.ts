import {
  apiErrorSchema,
  articleMetricsSchema,
  authorArticleParamsSchema,
  journalParamsSchema,
  mostReadQuerySchema,
  mostReadSchema,
  usageArticleParamsSchema,
} from '@quire/contracts';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/session';
import { revalidateWithEtag } from '../content/conditional-get';
import { publicFileUrl } from '../content/public-url';
import { isPublished } from '../content/published';
import { invalidateUsageCaches } from '../content/read-through-cache';
import type { AppContext } from '../context';
import { articles, issues } from '../db/schema';
import { notFound } from '../http/errors';
import { isCountableAgent } from '../usage/countable-agent';
import { readerKey } from '../usage/reader-key';
import { UsageBuffer, type UsageKind } from '../usage/usage-buffer';
import { readArticleMetrics, readMostRead } from '../usage/usage-metrics';

const tags = ['usage'];
const signedIn: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * Counting that works with cached pages — a view beacon (`POST articles/:id/view`) and a counting
 * redirect for the PDF (`GET articles/:id/download`), bots and 30-second repeats left out — and
 * the figures built from it: an author's monthly chart and a journal's most-read list.
 */
export function registerUsageRoutes(api: FastifyInstance, { db, config }: AppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const usage = new UsageBuffer(
    db,
    (error) => api.log.warn({ err: error }, 'could not write article usage; will retry'),
    config.usageFlushIntervalMs,
    // Cached article answers carry the totals; other cached reads stay.
    invalidateUsageCaches,
  );
  api.addHook('onClose', async () => usage.close());

  /** The public article's id and PDF, or a 404. */
  async function findPublicArticle(id: number) {
    const [row] = await db
      .select({ id: articles.id, pdfPath: articles.pdfPath })
      .from(articles)
      .leftJoin(issues, eq(issues.id, articles.issueId))
      .where(
        and(
          eq(articles.id, id),
          isPublished(articles.publishedAt),
          or(isNull(articles.issueId), isPublished(issues.publishedAt)),
        ),
      )
      .limit(1);
    if (!row) throw notFound('The article');
    return row;
  }

  function count(request: FastifyRequest, articleId: number, kind: UsageKind): void {
    if (!isCountableAgent(request.headers['user-agent'])) return;
    usage.record({ articleId, kind, reader: readerKey(request), at: new Date() });
  }

  routes.post(
    '/articles/:id/view',
    {
      schema: {
        tags,
        summary: 'Count a view of an article (the page’s beacon)',
        description:
          'Sent by the article page once it is shown, so a page served from a cache is counted too. Bots (by user agent, or none) and the same reader again within 30 seconds are not counted; the reader is the session, else IP and user agent. Counts are written in batches every few seconds. Answers 204 whether counted or not.',
        params: usageArticleParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const article = await findPublicArticle(request.params.id);
      count(request, article.id, 'view');
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/articles/:id/download',
    {
      schema: {
        tags,
        summary: 'Download an article’s PDF (counted, then redirected to the file)',
        description:
          'Answers 302 to the PDF. GET requests count a download under the same rules as views; HEAD counts nothing. 404 when the article is not public or has no PDF.',
        params: usageArticleParamsSchema,
        response: { 302: z.null(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const article = await findPublicArticle(request.params.id);
      const location = publicFileUrl(config.backendUrl, article.pdfPath);
      if (!location) throw notFound('The article’s PDF');
      if (request.method === 'GET') count(request, article.id, 'download');
      // Every download must reach the API to be counted: browsers may not keep the redirect.
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  routes.get(
    '/journals/:slug/most-read',
    {
      schema: {
        tags,
        summary: 'A journal’s most read articles of the last 30 days',
        description:
          'Public articles by counted views over the last 30 days, most first; `limit` from 1 to 20 (5 by default). Empty when nothing was read.',
        params: journalParamsSchema,
        querystring: mostReadQuerySchema,
        response: { 200: mostReadSchema, 404: apiErrorSchema },
      },
      onSend: revalidateWithEtag,
    },
    async (request) => {
      const data = await readMostRead(db, request.params.slug, request.query.limit);
      if (!data) throw notFound('The journal');
      return { data };
    },
  );

  routes.get(
    '/user/articles/:id/metrics',
    {
      schema: {
        tags,
        summary: 'Your article’s views and downloads by month (last 12 months)',
        security: signedIn,
        params: authorArticleParamsSchema,
        response: {
          200: articleMetricsSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [article] = await db
        .select({ id: articles.id, views: articles.views, downloads: articles.downloads })
        .from(articles)
        .where(and(eq(articles.id, request.params.id), eq(articles.submittedBy, user.id)))
        .limit(1);
      if (!article) throw notFound('The article');
      return readArticleMetrics(db, article);
    },
  );
}
