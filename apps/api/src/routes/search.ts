import { pageMeta, searchQuerySchema, searchResponseSchema } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countSearch, searchArticles, toSearchResult } from '../content/search-query';
import type { AppContext } from '../context';

/** `GET search`: full-text search over published articles. */
export function registerSearchRoutes(api: FastifyInstance, { db }: AppContext): void {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search published articles (ranked, highlighted, filtered, paged)',
        description:
          'Full-text search with web-search syntax (`"exact phrase"`, `or`, `-word`) over titles (weighted highest), keywords and authors, and abstracts. `q` is required: an empty search answers 400. `titleHighlight` and `snippet` are safe HTML whose only tags are `<mark>` and `</mark>`.',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const rows = await searchArticles(db, query);
      const first = rows[0];
      const total = first ? Number(first.total) : query.page > 1 ? await countSearch(db, query) : 0;
      return { data: rows.map(toSearchResult), meta: pageMeta(query, total) };
    },
  );
}
