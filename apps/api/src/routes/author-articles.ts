import {
  apiErrorSchema,
  authorArticleParamsSchema,
  authorArticleSchema,
  authorArticleSummarySchema,
  listSchema,
  pageQuerySchema,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/session';
import { getAuthorArticle, listAuthorArticles } from '../author-articles/author-article-store';
import type { AppContext } from '../context';

const tags = ['articles'];
const signedIn: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The signed-in author's published articles (`user/articles…`), with views and downloads. */
export function registerAuthorArticleRoutes(
  api: FastifyInstance,
  { db, config }: AppContext,
): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/user/articles',
    {
      schema: {
        tags,
        summary: 'Your published articles (those you submitted), newest first',
        security: signedIn,
        querystring: pageQuerySchema,
        response: { 200: listSchema(authorArticleSummarySchema), ...errors },
      },
    },
    async (request) => listAuthorArticles(db, requireUser(request).id, request.query),
  );

  routes.get(
    '/user/articles/:id',
    {
      schema: {
        tags,
        summary: 'One of your published articles with its citation',
        security: signedIn,
        params: authorArticleParamsSchema,
        response: { 200: authorArticleSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => getAuthorArticle(db, requireUser(request).id, request.params.id, config),
  );
}
