import {
  pageMeta,
  parseSearchLookup,
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
        summary: 'Search published articles (ranked, highlighted, filtered, sorted, paged)',
        description: `Full-text search with web-search syntax (\`"exact phrase"\`, \`or\`, \`-word\`) over titles (weighted highest), keywords and authors, abstracts, and full texts (a hit has all its words in its record or all in its full text), ignoring accents (\`makinen\` finds Mäkinen). \`q\` is required: an empty search answers 400. A \`q\` that is a DOI (\`10.5555/jce.2026.6\`, \`doi:…\`, \`https://doi.org/…\`) finds that article; an ORCID iD (\`0000-0002-1825-0097\`, \`https://orcid.org/…\`) lists that author's articles; the answer's \`lookup\` then says which (an ORCID iD with a wrong check digit answers 400). \`sort\` is \`relevance\` (the default; newest first for a DOI or ORCID iD), \`newest\`, \`oldest\` or \`title\`. \`matchedIn\` says where the words were found; \`titleHighlight\`, \`snippet\` (fragments of the abstract, or of the full text when only it holds the words: \`snippetSource\`), \`authorHighlights\` and \`keywordHighlights\` are safe HTML whose only tags are \`<mark>\` and \`</mark>\`. At most ${SEARCH_RESULT_CAP} results can be paged through: when more articles match, \`meta.total\` is ${SEARCH_RESULT_CAP} and \`meta.totalIsCapped\` is true, and the results are the best-ranked of the newest title, keyword and author matches and the other matches found first.`,
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => {
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
  );
}
