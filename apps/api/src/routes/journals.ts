import {
  editorialBoardSchema,
  journalListSchema,
  journalPageParamsSchema,
  journalPageSchema,
  journalParamsSchema,
  journalSchema,
  pageMeta,
  pageQuerySchema,
} from '@quire/contracts';
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
import { notFound } from '../http/errors';

const tags = ['journals'];

/** `GET journals`, `GET journals/:slug`, `GET journals/:slug/pages/:pageSlug`. */
export function registerJournalRoutes(api: FastifyInstance, { db, config }: AppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/journals',
    {
      schema: {
        tags,
        summary: 'List the journals in the editors’ order (paged)',
        querystring: pageQuerySchema,
        response: { 200: journalListSchema },
      },
    },
    async (request) => {
      const rows = await readJournalPage(db, request.query);
      const total = await totalOf(rows, request.query, () => countJournals(db));
      return {
        data: rows.map((row) => toJournalSummary(row, config.backendUrl)),
        meta: pageMeta(request.query, total),
      };
    },
  );

  routes.get(
    '/journals/:slug',
    {
      schema: {
        tags,
        summary: 'Get a journal with its contact, sections, pages and current issue',
        params: journalParamsSchema,
        response: { 200: journalSchema },
      },
      onSend: revalidateWithEtag,
    },
    async (request) => {
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
  );

  routes.get(
    '/journals/:slug/editorial-board',
    {
      schema: {
        tags,
        summary: 'The journal’s editorial board, made from the holders of its roles',
        description:
          'Managers, editors and section editors (with their sections), by role then name, with their public profile: name, affiliation, ORCID iD, biography. Reviewers are not listed.',
        params: journalParamsSchema,
        response: { 200: editorialBoardSchema },
      },
      onSend: revalidateWithEtag,
    },
    async (request) => {
      const board = await readEditorialBoard(db, request.params.slug);
      if (!board) throw notFound('The journal');
      return board;
    },
  );

  routes.get(
    '/journals/:slug/pages/:pageSlug',
    {
      schema: {
        tags,
        summary: 'Get a page of a journal (About, Editorial board…)',
        params: journalPageParamsSchema,
        response: { 200: journalPageSchema },
      },
    },
    async (request) => {
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
  );
}
