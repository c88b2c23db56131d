import { CITATION_STYLES, contentEndpoints, type FormattedCitation } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { endpointRoute } from '../http/endpoint-route';
import { notFound } from '../http/errors';

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

  routes.route({
    ...endpointRoute(contentEndpoints.article),
    // The hottest route: `toArticle` builds exactly the contract's shape (TypeScript checks it,
    // the tests compare whole answers), so the answer is serialised once per cache entry with
    // plain JSON.stringify and sent as it is. The schema still documents it in OpenAPI.
    handler: async (request, reply) => {
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
  });

  routes.route({
    ...endpointRoute(contentEndpoints.citation),
    handler: async (request, reply) => {
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
  });

  routes.route({
    ...endpointRoute(contentEndpoints.citations),
    handler: async (request) => {
      const { slug, articleSlug } = request.params;
      const [row] = await articleQuery.execute({ journalSlug: slug, articleSlug });
      if (!row) throw notFound('The article');
      // Formatting is remembered per item and style, so only an article's first read (or its
      // first read after an edit) runs the CSL processor.
      const item = toCslItem(citationSource(row, config.webOrigin));
      return { data: CITATION_STYLES.map((style) => formatCitationStyle(item, style)) };
    },
  });
}
