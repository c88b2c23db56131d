import { contentEndpoints, pageMeta } from '@quire/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { revalidateWithEtag } from '../content/conditional-get';
import { readEditorialBoard } from '../content/editorial-board';
import { findIssue, toIssueSummary } from '../content/issue-query';
import {
  countJournals,
  findJournal,
  readJournalPage,
  toJournalSummary,
} from '../content/journal-query';
import { totalOf } from '../content/paging';
import { toIso } from '../content/published';
import type { AppContext } from '../context';
import { journalPages, journals } from '../db/schema';
import { endpointRoute } from '../http/endpoint-route';
import { notFound } from '../http/errors';

/** `GET journals`, `GET journals/:slug`, `GET journals/:slug/pages/:pageSlug`. */
export function registerJournalRoutes(api: FastifyInstance, { db, config }: AppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...endpointRoute(contentEndpoints.journals),
    handler: async (request) => {
      const rows = await readJournalPage(db, request.query);
      const total = await totalOf(rows, request.query, () => countJournals(db));
      return {
        data: rows.map((row) => toJournalSummary(row, config.backendUrl)),
        meta: pageMeta(request.query, total),
      };
    },
  });

  routes.route({
    ...endpointRoute(contentEndpoints.journal),
    onSend: revalidateWithEtag,
    handler: async (request) => {
      const { slug } = request.params;
      // Two independent reads, run side by side.
      const [journal, current] = await Promise.all([
        findJournal(db, slug),
        findIssue(db, slug, 'current'),
      ]);
      if (!journal) throw notFound('The journal');
      const hasContact = journal.contactName !== null || journal.contactEmail !== null;
      return {
        ...toJournalSummary(journal, config.backendUrl),
        description: journal.description,
        contact: hasContact ? { name: journal.contactName, email: journal.contactEmail } : null,
        sections: journal.sections,
        pages: journal.pages,
        currentIssue: current ? toIssueSummary(current, config.backendUrl) : null,
        license: { name: journal.licenseName, url: journal.licenseUrl },
        focusScope: journal.focusScope,
        authorGuidelines: journal.authorGuidelines,
        submissionsOpen: journal.submissionsOpen,
      };
    },
  });

  routes.route({
    ...endpointRoute(contentEndpoints.editorialBoard),
    onSend: revalidateWithEtag,
    handler: async (request) => {
      const board = await readEditorialBoard(db, request.params.slug);
      if (!board) throw notFound('The journal');
      return board;
    },
  });

  routes.route({
    ...endpointRoute(contentEndpoints.journalPage),
    handler: async (request) => {
      const { slug, pageSlug } = request.params;
      const [page] = await db
        .select({
          slug: journalPages.slug,
          title: journalPages.title,
          body: journalPages.body,
          updatedAt: journalPages.updatedAt,
          journalSlug: journals.slug,
          journalTitle: journals.title,
        })
        .from(journalPages)
        .innerJoin(journals, eq(journals.id, journalPages.journalId))
        .where(and(eq(journals.slug, slug), eq(journalPages.slug, pageSlug)))
        .limit(1);
      if (!page) throw notFound('The page');
      return {
        slug: page.slug,
        title: page.title,
        body: page.body,
        updatedAt: toIso(page.updatedAt),
        journal: { slug: page.journalSlug, title: page.journalTitle },
      };
    },
  });
}
