import {
  articleCitationsSchema,
  articleParamsSchema,
  articleSchema,
  CITATION_FILE_FORMATS,
  CITATION_STYLES,
  citationQuerySchema,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ArticleRow, prepareArticleQuery, toArticle } from '../content/article-query';
import type { CitationSource } from '../content/citation-source';
import { formatCitationStyle } from '../content/citation-styles';
import { CITATION_FILES, citationFileName, formatCitation } from '../content/citations';
import { toCslItem } from '../content/csl-item';
import { htmlToPlainText } from '../content/plain-text';
import { ReadThroughCache } from '../content/read-through-cache';
import { VIEW_FLUSH_INTERVAL_MS, ViewCountBuffer } from '../content/view-counter';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';

const tags = ['articles'];

/** The plain-text facts a citation is built from. */
function citationSource(row: ArticleRow, webOrigin: string): CitationSource {
  const path = `/journals/${encodeURIComponent(row.journalSlug)}/articles/${encodeURIComponent(row.slug)}`;
  return {
    slug: row.slug,
    title: htmlToPlainText(row.title),
    authors: row.authors,
    journalTitle: row.journalTitle,
    journalAbbreviation: row.journalAbbreviation,
    issn: row.eissn ?? row.issn,
    publisher: row.publisher,
    volume: row.volumeNumber,
    issue: row.issueNumber,
    pages: row.pages,
    doi: row.doi,
    url: `${webOrigin}${path}`,
    publishedAt: row.publishedAt?.toISOString(),
    abstract: htmlToPlainText(row.abstract),
    keywords: row.keywords,
    language: row.language,
  };
}

/** `GET journals/:slug/articles/:articleSlug` (counts a view) and its citation export. */
export function registerArticleRoutes(api: FastifyInstance, { db, config }: AppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const articleQuery = prepareArticleQuery(db);
  // The page read is the hottest request: rows are reused for a few seconds (see
  // ReadThroughCache). `views` is added at answer time, and every view write drops the cache,
  // so a shown count never lags the database nor goes backwards.
  const cache = new ReadThroughCache<ArticleRow>();
  const views = new ViewCountBuffer(
    db,
    (error) => api.log.warn({ err: error }, 'could not write article view counts; will retry'),
    VIEW_FLUSH_INTERVAL_MS,
    () => cache.invalidate(),
  );
  api.addHook('onClose', async () => {
    await views.close();
    cache.close();
  });

  routes.get(
    '/journals/:slug/articles/:articleSlug',
    {
      schema: {
        tags,
        summary: 'Get a published article (counts a view)',
        params: articleParamsSchema,
        response: { 200: articleSchema },
      },
      // The hottest route: `toArticle` builds exactly the contract's shape (TypeScript checks it,
      // the tests compare whole answers), so zod's parse of every answer is skipped for plain
      // JSON.stringify. The schema still documents the answer in OpenAPI.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const { slug, articleSlug } = request.params;
      const row = await cache.read(`${slug}/${articleSlug}`, async () => {
        const [found] = await articleQuery.execute({ journalSlug: slug, articleSlug });
        return found ?? null;
      });
      if (!row) throw notFound('The article');
      // The view is buffered, not written here: the read stays one SELECT (see ViewCountBuffer).
      // HEAD requests (link checkers) are not reads of the article and count nothing.
      const unwritten = request.method === 'GET' ? views.record(row.id) : views.unwritten(row.id);
      return toArticle(row, config.backendUrl, row.views + unwritten);
    },
  );

  routes.get(
    '/journals/:slug/articles/:articleSlug/citation',
    {
      schema: {
        tags,
        summary: 'Export an article’s citation in a style or as a reference file',
        description: [
          `\`format\` is a citation style, answered as plain text (\`text/plain\`): ${CITATION_STYLES.join(', ')}`,
          '(Chicago is its author-date variant; Harvard is Cite Them Right), formatted by CSL;',
          `or a reference-manager file: ${CITATION_FILE_FORMATS.join(', ')}.`,
          'With `download=1` the answer is an attachment named after the article slug',
          '(`slug.bib`, `slug.ris`, `slug.json`, `slug-mla.txt`). An unknown format answers 400.',
        ].join(' '),
        params: articleParamsSchema,
        querystring: citationQuerySchema,
        response: {
          200: {
            description: 'The citation in the asked format.',
            content: {
              'text/plain': { schema: z.string() },
              'application/x-bibtex': { schema: z.string() },
              'application/x-research-info-systems': { schema: z.string() },
              'application/vnd.citationstyles.csl+json': { schema: z.string() },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { slug, articleSlug } = request.params;
      const { format, download } = request.query;
      const [row] = await articleQuery.execute({ journalSlug: slug, articleSlug });
      if (!row) throw notFound('The article');
      reply.header('content-type', `${CITATION_FILES[format].mediaType}; charset=utf-8`);
      if (download) {
        reply.header(
          'content-disposition',
          `attachment; filename="${citationFileName(row.slug, format)}"`,
        );
      }
      return formatCitation(citationSource(row, config.webOrigin), format);
    },
  );

  routes.get(
    '/journals/:slug/articles/:articleSlug/citations',
    {
      schema: {
        tags,
        summary: 'An article’s citation in every style, as HTML and plain text',
        description: `One entry per style, in this order: ${CITATION_STYLES.join(', ')}. The HTML is the CSL processor’s inline markup (italics, links); sanitise it before display.`,
        params: articleParamsSchema,
        response: { 200: articleCitationsSchema },
      },
    },
    async (request) => {
      const { slug, articleSlug } = request.params;
      const [row] = await articleQuery.execute({ journalSlug: slug, articleSlug });
      if (!row) throw notFound('The article');
      // Formatting is remembered per item and style, so only an article's first read (or its
      // first read after an edit) runs the CSL processor.
      const item = toCslItem(citationSource(row, config.webOrigin));
      return { data: CITATION_STYLES.map((style) => formatCitationStyle(item, style)) };
    },
  );
}
