import {
  adminNewsQuerySchema,
  editableNewsListSchema,
  editableNewsSchema,
  editablePageListSchema,
  journalIdParamsSchema,
  journalPageBodySchema,
  journalPageIdParamsSchema,
  journalPageUpdateBodySchema,
  newsBodySchema,
  newsIdParamsSchema,
  newsUpdateBodySchema,
  reorderBodySchema,
  sitePageIdParamsSchema,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { BACK_OFFICE_ERRORS, SIGNED_IN } from '../http/route-schema';
import { editJournal, seeJournal } from '../journals/journal-access';

const signedIn = SIGNED_IN;
const errors = BACK_OFFICE_ERRORS;

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

  routes.get(
    '/admin/news',
    {
      schema: {
        tags: ['news (back office)'],
        summary:
          'The news the signed-in person writes: drafts, scheduled and published, newest first',
        description:
          '`journal=site` is the site’s own news. Site administrators see all; a journal’s managers and editors their journals’; anyone else in the back office gets 403.',
        security: signedIn,
        querystring: adminNewsQuerySchema,
        response: { 200: editableNewsListSchema, ...errors },
      },
    },
    async (request) => listEditableNews(db, requireBackOffice(request), request.query),
  );

  routes.post(
    '/admin/news',
    {
      schema: {
        tags: ['news (back office)'],
        summary: 'Write a news item (a draft, or published now or at `publishedAt`)',
        security: signedIn,
        body: newsBodySchema,
        response: { 201: editableNewsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireBackOffice(request);
      const saved = await createNews(db, user, request.body);
      newsChanged(saved, 'news written');
      return reply.code(201).send(await readEditableNews(db, user, saved.id));
    },
  );

  routes.get(
    '/admin/news/:newsId',
    {
      schema: {
        tags: ['news (back office)'],
        summary: 'A news item as its editors edit it',
        security: signedIn,
        params: newsIdParamsSchema,
        response: { 200: editableNewsSchema, ...errors },
      },
    },
    async (request) => readEditableNews(db, requireBackOffice(request), request.params.newsId),
  );

  routes.put(
    '/admin/news/:newsId',
    {
      schema: {
        tags: ['news (back office)'],
        summary: 'Save a news item (from the version it was read at: 409 when someone saved since)',
        security: signedIn,
        params: newsIdParamsSchema,
        body: newsUpdateBodySchema,
        response: { 200: editableNewsSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      const saved = await updateNews(db, user, request.params.newsId, request.body);
      newsChanged(saved, 'news changed');
      return readEditableNews(db, user, saved.id);
    },
  );

  routes.delete(
    '/admin/news/:newsId',
    {
      schema: {
        tags: ['news (back office)'],
        summary: 'Delete a news item',
        security: signedIn,
        params: newsIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const saved = await deleteNews(db, requireBackOffice(request), request.params.newsId);
      newsChanged(saved, 'news deleted');
      return reply.code(204).send(null);
    },
  );

  /** The journal's pages after a write, and its pages purged. */
  async function pagesAfterWrite(journalId: number, reason: string) {
    const journal = await pageJournal(db, journalId);
    contentChanged(context, journalChange(journal.slug, reason));
    return { journal, data: await listPages(db, journalId) };
  }

  routes.get(
    '/admin/journals/:journalId/pages',
    {
      schema: {
        tags: ['pages (back office)'],
        summary: 'A journal’s pages in menu order, those out of the menu too',
        security: signedIn,
        params: journalIdParamsSchema,
        response: { 200: editablePageListSchema, ...errors },
      },
    },
    async (request) => {
      const { journalId } = request.params;
      seeJournal(requireBackOffice(request), journalId);
      const journal = await pageJournal(db, journalId);
      return { journal, data: await listPages(db, journalId) };
    },
  );

  routes.post(
    '/admin/journals/:journalId/pages',
    {
      schema: {
        tags: ['pages (back office)'],
        summary: 'Add a page to a journal (its managers, site administrators)',
        security: signedIn,
        params: journalIdParamsSchema,
        body: journalPageBodySchema,
        response: { 201: editablePageListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireBackOffice(request);
      const { journalId } = request.params;
      editJournal(user, journalId);
      await pageJournal(db, journalId);
      await createPage(db, user, journalId, request.body);
      return reply.code(201).send(await pagesAfterWrite(journalId, 'page added'));
    },
  );

  routes.put(
    '/admin/journals/:journalId/pages/order',
    {
      schema: {
        tags: ['pages (back office)'],
        summary: 'Order a journal’s pages (its menu): every page id, in the new order',
        security: signedIn,
        params: journalIdParamsSchema,
        body: reorderBodySchema,
        response: { 200: editablePageListSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      const { journalId } = request.params;
      editJournal(user, journalId);
      await reorderPages(db, user, journalId, request.body.ids);
      return pagesAfterWrite(journalId, 'menu reordered');
    },
  );

  routes.put(
    '/admin/journals/:journalId/pages/:pageId',
    {
      schema: {
        tags: ['pages (back office)'],
        summary: 'Save a page (from the version it was read at)',
        security: signedIn,
        params: journalPageIdParamsSchema,
        body: journalPageUpdateBodySchema,
        response: { 200: editablePageListSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      const { journalId, pageId } = request.params;
      editJournal(user, journalId);
      await updatePage(db, user, journalId, pageId, request.body);
      return pagesAfterWrite(journalId, 'page changed');
    },
  );

  routes.delete(
    '/admin/journals/:journalId/pages/:pageId',
    {
      schema: {
        tags: ['pages (back office)'],
        summary: 'Delete a page',
        security: signedIn,
        params: journalPageIdParamsSchema,
        response: { 200: editablePageListSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      const { journalId, pageId } = request.params;
      editJournal(user, journalId);
      await deletePage(db, user, journalId, pageId);
      return pagesAfterWrite(journalId, 'page deleted');
    },
  );

  /** The site's pages after a write; every page purged (the footer lists the site's menu). */
  async function sitePagesAfterWrite(reason: string) {
    contentChanged(context, { tags: ['all'], reason });
    return { journal: null, data: await listPages(db, null) };
  }

  routes.get(
    '/admin/site/pages',
    {
      schema: {
        tags: ['pages (back office)'],
        summary: 'The site’s own pages (its footer menu) in order, those out of the menu too',
        description: 'Site administrators only.',
        security: signedIn,
        response: { 200: editablePageListSchema, ...errors },
      },
    },
    async (request) => {
      requireSiteAdmin(request);
      return { journal: null, data: await listPages(db, null) };
    },
  );

  routes.post(
    '/admin/site/pages',
    {
      schema: {
        tags: ['pages (back office)'],
        summary: 'Add a page to the site (Privacy, Imprint…): its administrators',
        security: signedIn,
        body: journalPageBodySchema,
        response: { 201: editablePageListSchema, ...errors },
      },
    },
    async (request, reply) => {
      await createPage(db, requireSiteAdmin(request), null, request.body);
      return reply.code(201).send(await sitePagesAfterWrite('site page added'));
    },
  );

  routes.put(
    '/admin/site/pages/order',
    {
      schema: {
        tags: ['pages (back office)'],
        summary: 'Order the site’s pages (its footer menu): every page id, in the new order',
        security: signedIn,
        body: reorderBodySchema,
        response: { 200: editablePageListSchema, ...errors },
      },
    },
    async (request) => {
      await reorderPages(db, requireSiteAdmin(request), null, request.body.ids);
      return sitePagesAfterWrite('site menu reordered');
    },
  );

  routes.put(
    '/admin/site/pages/:pageId',
    {
      schema: {
        tags: ['pages (back office)'],
        summary: 'Save a page of the site (from the version it was read at)',
        security: signedIn,
        params: sitePageIdParamsSchema,
        body: journalPageUpdateBodySchema,
        response: { 200: editablePageListSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireSiteAdmin(request);
      await updatePage(db, user, null, request.params.pageId, request.body);
      return sitePagesAfterWrite('site page changed');
    },
  );

  routes.delete(
    '/admin/site/pages/:pageId',
    {
      schema: {
        tags: ['pages (back office)'],
        summary: 'Delete a page of the site',
        security: signedIn,
        params: sitePageIdParamsSchema,
        response: { 200: editablePageListSchema, ...errors },
      },
    },
    async (request) => {
      await deletePage(db, requireSiteAdmin(request), null, request.params.pageId);
      return sitePagesAfterWrite('site page deleted');
    },
  );
}
