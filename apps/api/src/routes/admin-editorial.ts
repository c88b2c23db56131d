import { editorialEndpoints } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireBackOffice, requireSiteAdmin } from '../access/access';
import { contentChanged, journalChange } from '../content/content-changes';
import type { AppContext } from '../context';
import {
  createNews,
  deleteNews,
  listEditableNews,
  type NewsSaved,
  readEditableNews,
  updateNews,
} from '../editorial/news-admin';
import {
  createPage,
  deletePage,
  listPages,
  pageJournal,
  reorderPages,
  updatePage,
} from '../editorial/pages-admin';
import { registerScheduledNewsPurges } from '../editorial/scheduled-news';
import { endpointRoute } from '../http/endpoint-route';
import { editJournal, seeJournal } from '../journals/journal-access';

/**
 * What the back office writes for readers (`admin/news…`, `admin/journals/:journalId/pages…`,
 * `admin/site/pages…`): news by the journals' managers and editors (the site's own by its
 * administrators), each journal's pages and menu by its managers, the site's own pages and
 * footer menu by its administrators. Every write is audited and purges the pages that show it.
 */
export function registerAdminEditorialRoutes(api: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();
  registerScheduledNewsPurges(api, context);

  /** Purges the news lists, and the journals' pages the item shows on. */
  function newsChanged(saved: NewsSaved, reason: string): void {
    const slugs = [...new Set(saved.journalSlugs)];
    for (const slug of slugs) {
      contentChanged(
        context,
        slug === null ? { tags: ['site'], reason } : journalChange(slug, reason),
      );
    }
  }

  routes.route({
    ...endpointRoute(editorialEndpoints.news),
    handler: async (request) => listEditableNews(db, requireBackOffice(request), request.query),
  });

  routes.route({
    ...endpointRoute(editorialEndpoints.createNews),
    handler: async (request, reply) => {
      const user = requireBackOffice(request);
      const saved = await createNews(db, user, request.body);
      newsChanged(saved, 'news written');
      return reply.code(201).send(await readEditableNews(db, user, saved.id));
    },
  });

  routes.route({
    ...endpointRoute(editorialEndpoints.newsItem),
    handler: async (request) =>
      readEditableNews(db, requireBackOffice(request), request.params.newsId),
  });

  routes.route({
    ...endpointRoute(editorialEndpoints.saveNews),
    handler: async (request) => {
      const user = requireBackOffice(request);
      const saved = await updateNews(db, user, request.params.newsId, request.body);
      newsChanged(saved, 'news changed');
      return readEditableNews(db, user, saved.id);
    },
  });

  routes.route({
    ...endpointRoute(editorialEndpoints.removeNews),
    handler: async (request, reply) => {
      const saved = await deleteNews(db, requireBackOffice(request), request.params.newsId);
      newsChanged(saved, 'news deleted');
      return reply.code(204).send(null);
    },
  });

  /** The journal's pages after a write, and its pages purged. */
  async function pagesAfterWrite(journalId: number, reason: string) {
    const journal = await pageJournal(db, journalId);
    contentChanged(context, journalChange(journal.slug, reason));
    return { journal, data: await listPages(db, journalId) };
  }

  routes.route({
    ...endpointRoute(editorialEndpoints.journalPages),
    handler: async (request) => {
      const { journalId } = request.params;
      seeJournal(requireBackOffice(request), journalId);
      const journal = await pageJournal(db, journalId);
      return { journal, data: await listPages(db, journalId) };
    },
  });

  routes.route({
    ...endpointRoute(editorialEndpoints.addJournalPage),
    handler: async (request, reply) => {
      const user = requireBackOffice(request);
      const { journalId } = request.params;
      editJournal(user, journalId);
      await pageJournal(db, journalId);
      await createPage(db, user, journalId, request.body);
      return reply.code(201).send(await pagesAfterWrite(journalId, 'page added'));
    },
  });

  routes.route({
    ...endpointRoute(editorialEndpoints.orderJournalPages),
    handler: async (request) => {
      const user = requireBackOffice(request);
      const { journalId } = request.params;
      editJournal(user, journalId);
      await reorderPages(db, user, journalId, request.body.ids);
      return pagesAfterWrite(journalId, 'menu reordered');
    },
  });

  routes.route({
    ...endpointRoute(editorialEndpoints.saveJournalPage),
    handler: async (request) => {
      const user = requireBackOffice(request);
      const { journalId, pageId } = request.params;
      editJournal(user, journalId);
      await updatePage(db, user, journalId, pageId, request.body);
      return pagesAfterWrite(journalId, 'page changed');
    },
  });

  routes.route({
    ...endpointRoute(editorialEndpoints.removeJournalPage),
    handler: async (request) => {
      const user = requireBackOffice(request);
      const { journalId, pageId } = request.params;
      editJournal(user, journalId);
      await deletePage(db, user, journalId, pageId);
      return pagesAfterWrite(journalId, 'page deleted');
    },
  });

  /** The site's pages after a write; every page purged (the footer lists the site's menu). */
  async function sitePagesAfterWrite(reason: string) {
    contentChanged(context, { tags: ['all'], reason });
    return { journal: null, data: await listPages(db, null) };
  }

  routes.route({
    ...endpointRoute(editorialEndpoints.sitePages),
    handler: async (request) => {
      requireSiteAdmin(request);
      return { journal: null, data: await listPages(db, null) };
    },
  });

  routes.route({
    ...endpointRoute(editorialEndpoints.addSitePage),
    handler: async (request, reply) => {
      await createPage(db, requireSiteAdmin(request), null, request.body);
      return reply.code(201).send(await sitePagesAfterWrite('site page added'));
    },
  });

  routes.route({
    ...endpointRoute(editorialEndpoints.orderSitePages),
    handler: async (request) => {
      await reorderPages(db, requireSiteAdmin(request), null, request.body.ids);
      return sitePagesAfterWrite('site menu reordered');
    },
  });

  routes.route({
    ...endpointRoute(editorialEndpoints.saveSitePage),
    handler: async (request) => {
      const user = requireSiteAdmin(request);
      await updatePage(db, user, null, request.params.pageId, request.body);
      return sitePagesAfterWrite('site page changed');
    },
  });

  routes.route({
    ...endpointRoute(editorialEndpoints.removeSitePage),
    handler: async (request) => {
      await deletePage(db, requireSiteAdmin(request), null, request.params.pageId);
      return sitePagesAfterWrite('site page deleted');
    },
  });
}
