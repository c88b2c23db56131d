import { contentEndpoints, pageMeta, parseSearchLookup, SEARCH_RESULT_CAP } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchArticles, toSearchResult } from '../content/search-query';
import type { AppContext } from '../context';
import { endpointRoute } from '../http/endpoint-route';

/** `GET search`: full-text search over published articles. */
export function registerSearchRoutes(api: FastifyInstance, { db }: AppContext): void {
  api.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(contentEndpoints.search),
    handler: async (request) => {
      const { query } = request;
      const lookup = parseSearchLookup(query.q);
      const { rows, matched } = await searchArticles(db, query, lookup);
      const total = Math.min(matched, SEARCH_RESULT_CAP);
      return {
        data: rows.map(toSearchResult),
        meta: { ...pageMeta(query, total), totalIsCapped: matched > SEARCH_RESULT_CAP },
        ...(lookup ? { lookup } : {}),
      };
    },
  });
}
