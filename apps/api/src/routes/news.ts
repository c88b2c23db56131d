import { contentEndpoints, type NewsSummary, pageMeta } from '@quire/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOffset } from '../content/paging';
import { publicFileUrl } from '../content/public-url';
import { isPublished, toIso } from '../content/published';
import type { AppContext } from '../context';
import { journals, news } from '../db/schema';
import { endpointRoute } from '../http/endpoint-route';
import { notFound } from '../http/errors';

/** What readers see: published items whose date has come (drafts and scheduled items wait). */
export function newsIsPublic() {
  return and(eq(news.status, 'published'), isPublished(news.publishedAt));
}

const newsSummaryFields = {
  id: news.id,
  slug: news.slug,
  title: news.title,
  summary: news.summary,
  coverPath: news.coverPath,
  publishedAt: news.publishedAt,
  featured: news.featured,
  journalSlug: journals.slug,
  journalTitle: journals.title,
  brandColor: journals.brandColor,
};

interface NewsSummaryRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  coverPath: string | null;
  publishedAt: Date;
  featured: boolean;
  journalSlug: string | null;
  journalTitle: string | null;
  brandColor: string | null;
}

function toNewsSummary(row: NewsSummaryRow, backendUrl: string): NewsSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverUrl: publicFileUrl(backendUrl, row.coverPath),
    publishedAt: toIso(row.publishedAt),
    featured: row.featured,
    journal:
      row.journalSlug !== null && row.journalTitle !== null && row.brandColor !== null
        ? { slug: row.journalSlug, title: row.journalTitle, brandColor: row.brandColor }
        : null,
  };
}

/** `GET news` (site-wide and journal news, or one journal's) and `GET news/:slug`. */
export function registerNewsRoutes(api: FastifyInstance, { db, config }: AppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...endpointRoute(contentEndpoints.news),
    handler: async (request) => {
      const { query } = request;
      const rows = await db
        .select({ ...newsSummaryFields, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(news)
        .leftJoin(journals, eq(journals.id, news.journalId))
        .where(
          and(
            newsIsPublic(),
            query.journal === undefined ? undefined : eq(journals.slug, query.journal),
          ),
        )
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(query.perPage)
        .offset(pageOffset(query));
      let total = rows[0]?.total;
      if (total === undefined) {
        // An empty page: count, and tell an unknown journal apart from one without news.
        const filter = query.journal ? sql`and j.slug = ${query.journal}` : sql``;
        const exists = query.journal
          ? sql`exists (select 1 from journals where slug = ${query.journal})`
          : sql`true`;
        const counted = (await db.execute(sql`select
          (select count(*) from news n left join journals j on j.id = n.journal_id
            where n.status = 'published' and n.published_at <= now() ${filter}) as total,
          ${exists} as journal_exists`)) as unknown as {
          rows: { total: number | string; journal_exists: boolean }[];
        };
        const [row] = counted.rows;
        if (!row?.journal_exists) throw notFound('The journal');
        total = Number(row.total);
      }
      return {
        data: rows.map((row) => toNewsSummary(row, config.backendUrl)),
        meta: pageMeta(query, total),
      };
    },
  });

  routes.route({
    ...endpointRoute(contentEndpoints.newsItem),
    handler: async (request) => {
      const [row] = await db
        .select({ ...newsSummaryFields, body: news.body })
        .from(news)
        .leftJoin(journals, eq(journals.id, news.journalId))
        .where(and(eq(news.slug, request.params.slug), newsIsPublic()))
        .limit(1);
      if (!row) throw notFound('The news item');
      return { ...toNewsSummary(row, config.backendUrl), body: row.body };
    },
  });
}
