import { panelEndpoints } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/session';
import { getAuthorArticle, listAuthorArticles } from '../author-articles/author-article-store';
import type { AppContext } from '../context';
import { endpointRoute } from '../http/endpoint-route';

/** The signed-in author's published articles (`user/articles…`), with views and downloads. */
export function registerAuthorArticleRoutes(
  api: FastifyInstance,
  { db, config }: AppContext,
): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...endpointRoute(panelEndpoints.articles),
    handler: async (request) => listAuthorArticles(db, requireUser(request).id, request.query),
  });

  routes.route({
    ...endpointRoute(panelEndpoints.article),
    handler: async (request) =>
      getAuthorArticle(db, requireUser(request).id, request.params.id, config),
  });
}
