import { contentEndpoints, panelEndpoints } from '@quire/contracts';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/session';
import { revalidateWithEtag } from '../content/conditional-get';
import { publicFileUrl } from '../content/public-url';
import { isPublished } from '../content/published';
import { invalidateUsageCaches } from '../content/read-through-cache';
import type { AppContext } from '../context';
import { articles, issues } from '../db/schema';
import { endpointRoute } from '../http/endpoint-route';
import { notFound } from '../http/errors';
import { isCountableAgent } from '../usage/countable-agent';
import { readerKey } from '../usage/reader-key';
import { UsageBuffer, type UsageKind } from '../usage/usage-buffer';
import { readArticleMetrics, readMostRead } from '../usage/usage-metrics';

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

  routes.route({
    ...endpointRoute(contentEndpoints.recordView),
    handler: async (request, reply) => {
      const article = await findPublicArticle(request.params.id);
      count(request, article.id, 'view');
      return reply.code(204).send(null);
    },
  });

  routes.route({
    ...endpointRoute(contentEndpoints.articleDownload),
    handler: async (request, reply) => {
      const article = await findPublicArticle(request.params.id);
      const location = publicFileUrl(config.backendUrl, article.pdfPath);
      if (!location) throw notFound('The article’s PDF');
      if (request.method === 'GET') count(request, article.id, 'download');
      // Every download must reach the API to be counted: browsers may not keep the redirect.
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  });

  routes.route({
    ...endpointRoute(contentEndpoints.mostRead),
    onSend: revalidateWithEtag,
    handler: async (request) => {
      const data = await readMostRead(db, request.params.slug, request.query.limit);
      if (!data) throw notFound('The journal');
      return { data };
    },
  });

  routes.route({
    ...endpointRoute(panelEndpoints.articleMetrics),
    handler: async (request) => {
      const user = requireUser(request);
      const [article] = await db
        .select({ id: articles.id, views: articles.views, downloads: articles.downloads })
        .from(articles)
        .where(and(eq(articles.id, request.params.id), eq(articles.submittedBy, user.id)))
        .limit(1);
      if (!article) throw notFound('The article');
      return readArticleMetrics(db, article);
    },
  });
}
