import {
  pageMeta,
  SEARCH_RESULT_CAP,
  searchQuerySchema,
  searchResponseSchema,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchArticles, toSearchResult } from '../content/search-query';
import type { AppContext } from '../context';

/** `GET search`: full-text search over published articles. */
export function registerSearchRoutes(api: FastifyInstance, { db }: AppContext): void {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search published articles (ranked, highlighted, filtered, paged)',
        description: `Full-text search with web-search syntax (\`"exact phrase"\`, \`or\`, \`-word\`) over titles (weighted highest), keywords and authors, and abstracts. \`q\` is required: an empty search answers 400. \`titleHighlight\` and \`snippet\` are safe HTML whose only tags are \`<mark>\` and \`</mark>\`. At most ${SEARCH_RESULT_CAP} results can be paged through: when more articles match, \`meta.total\` is ${SEARCH_RESULT_CAP} and \`meta.totalIsCapped\` is true, and the results are the best-ranked of the newest title, keyword and author matches and the other matches found first.`,
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, matched } = await searchArticles(db, query);
      const total = Math.min(matched, SEARCH_RESULT_CAP);
      return {
        data: rows.map(toSearchResult),
        meta: { ...pageMeta(query, total), totalIsCapped: matched > SEARCH_RESULT_CAP },
      };
    },
  );
}
