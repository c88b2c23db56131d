import { contentEndpoints, pageMeta } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type BrowseFilter, browseArticles, journalExists } from '../content/browse-query';
import type { AppContext } from '../context';
import { endpointRoute } from '../http/endpoint-route';
import { HttpError, notFound } from '../http/errors';

/** The 404 of an empty list: the journal is missing, or nothing in it has the keyword or name. */
async function nothingListed(
  context: AppContext,
  filter: BrowseFilter,
  what: string,
): Promise<HttpError> {
  if (!(await journalExists(context.db, filter.journal))) return notFound('The journal');
  return new HttpError(404, `No published article of this journal ${what}.`);
}

/** `GET journals/:slug/keywords/:keyword` and `GET journals/:slug/authors/:name`. */
export function registerBrowseRoutes(api: FastifyInstance, context: AppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...endpointRoute(contentEndpoints.keywordArticles),
    handler: async (request) => {
      const { slug, keyword } = request.params;
      const filter: BrowseFilter = { kind: 'keyword', journal: slug, keyword };
      const page = await browseArticles(context.db, filter, request.query);
      if (page.keyword === null) {
        throw await nothingListed(context, filter, `has the keyword “${keyword}”`);
      }
      return {
        data: page.articles,
        meta: pageMeta(request.query, page.total),
        keyword: page.keyword,
      };
    },
  });

  routes.route({
    ...endpointRoute(contentEndpoints.authorArticles),
    handler: async (request) => {
      const { slug, name } = request.params;
      const filter: BrowseFilter = { kind: 'author', journal: slug, name };
      const page = await browseArticles(context.db, filter, request.query);
      if (page.author === null) {
        throw await nothingListed(context, filter, `is by “${name}”`);
      }
      return {
        data: page.articles,
        meta: pageMeta(request.query, page.total),
        author: page.author,
      };
    },
  });
}
