import {
  articleCitationsSchema,
  articleParamsSchema,
  articleSchema,
  CITATION_FILE_FORMATS,
  CITATION_STYLES,
  citationQuerySchema,
  type FormattedCitation,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ArticleRow, prepareArticleQuery, toArticle } from '../content/article-query';
import type { CitationSource } from '../content/citation-source';
import { formatCitationStyle, warmCitationStylesInBackground } from '../content/citation-styles';
import { CITATION_FILES, citationFileName, formatCitation } from '../content/citations';
import { etagOf, sendRevalidated } from '../content/conditional-get';
import { toCslItem } from '../content/csl-item';
import { galleyImageUrls } from '../content/jats/galley-files';
import { htmlToPlainText } from '../content/plain-text';
import { ReadThroughCache } from '../content/read-through-cache';
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

/**
 * An article kept by the read cache: its answer serialised once per cache entry (citations
 * formatted, JSON built, ETag hashed), so a hit only copies bytes to the socket.
 */
interface CachedArticle {
  body: string;
  etag: string;
}

/** `GET journals/:slug/articles/:articleSlug` and its citation export. */
export function registerArticleRoutes(api: FastifyInstance, { db, config }: AppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const articleQuery = prepareArticleQuery(db);
  // The page read is the hottest request: rows are reused for a few seconds (see
  // ReadThroughCache), and every usage write drops the cache, so `views` never lags long.
  // Reading counts nothing: the page's beacon does (routes/usage.ts), so cached pages count too.
  const cache = new ReadThroughCache<CachedArticle>({ holdsUsageTotals: true });
  api.addHook('onClose', async () => cache.close());

  // The first citation in a style builds its CSL engine (about a second for APA and Chicago):
  // built once the server listens, in the background, so starting is not held up by it and a
  // visitor rarely meets a cold engine. Tests build them on first use instead.
  if (config.env !== 'test') {
    api.addHook('onListen', async () => {
      void warmCitationStylesInBackground().then(
        (citationStylesMs) => api.log.info({ citationStylesMs }, 'citation styles ready'),
        (error: unknown) => api.log.error({ err: error }, 'could not build the citation styles'),
      );
    });
  }

  /** Every style of the article; none when CSL fails, so the page still shows (downloads remain). */
  function citationsOf(row: ArticleRow): FormattedCitation[] {
    try {
      const item = toCslItem(citationSource(row, config.webOrigin));
      return CITATION_STYLES.map((style) => formatCitationStyle(item, style));
    } catch (error) {
      api.log.error({ err: error, article: row.id }, 'could not format the article’s citations');
      return [];
    }
  }

  routes.get(
    '/journals/:slug/articles/:articleSlug',
    {
      schema: {
        tags,
        summary: 'Get a published article with its citations',
        params: articleParamsSchema,
        response: { 200: articleSchema },
      },
      // The hottest route: `toArticle` builds exactly the contract's shape (TypeScript checks it,
      // the tests compare whole answers), so the answer is serialised once per cache entry with
      // plain JSON.stringify and sent as it is. The schema still documents it in OpenAPI.
    },
    async (request, reply) => {
      const { slug, articleSlug } = request.params;
      const cached = await cache.read(`${slug}/${articleSlug}`, async () => {
        const [found] = await articleQuery.execute({ journalSlug: slug, articleSlug });
        if (!found) return null;
        // A galley's figures are looked up only for an article with one (a second, indexed read).
        const imageUrls = found.fullTextJats
          ? await galleyImageUrls(db, config.backendUrl, found.id, found.fullTextJats)
          : undefined;
        const body = JSON.stringify(
          toArticle(found, config.backendUrl, citationsOf(found), imageUrls),
        );
        return { body, etag: etagOf(body) };
      });
      if (!cached) throw notFound('The article');
      return sendRevalidated(request, reply, cached.body, cached.etag);
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
