import { contentEndpoints } from '@quire/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { revalidateWithEtag } from '../content/conditional-get';
import { toIso } from '../content/published';
import type { AppContext } from '../context';
import { journalPages } from '../db/schema';
import { endpointRoute } from '../http/endpoint-route';
import { notFound } from '../http/errors';

/**
 * `GET pages` and `GET pages/:pageSlug`: the site's own pages (Privacy, Imprint…), written by its
 * administrators in the back office (`admin/site/pages`). The list is the site's menu (header and footer).
 */
export function registerSitePageRoutes(api: FastifyInstance, { db }: AppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...endpointRoute(contentEndpoints.sitePages),
    onSend: revalidateWithEtag,
    handler: async () => {
      const data = await db
        .select({ slug: journalPages.slug, title: journalPages.title })
        .from(journalPages)
        .where(and(isNull(journalPages.journalId), eq(journalPages.inMenu, true)))
        .orderBy(asc(journalPages.position), asc(journalPages.id));
      return { data };
    },
  });

  routes.route({
    ...endpointRoute(contentEndpoints.sitePage),
    handler: async (request) => {
      const [page] = await db
        .select({
          slug: journalPages.slug,
          title: journalPages.title,
          body: journalPages.body,
          updatedAt: journalPages.updatedAt,
        })
        .from(journalPages)
        .where(and(isNull(journalPages.journalId), eq(journalPages.slug, request.params.pageSlug)))
        .limit(1);
      if (!page) throw notFound('The page');
      return { ...page, updatedAt: toIso(page.updatedAt) };
    },
  });
}
