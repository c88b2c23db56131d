import {
  type AdminIssue,
  type AdminIssueListQuery,
  adminIssueListQuerySchema,
  adminIssueListSchema,
  adminIssueParamsSchema,
  adminIssueSchema,
  apiErrorSchema,
  issueCoverBodySchema,
  issueCoverSchema,
  pageMeta,
} from '@quire/contracts';
import { and, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publishingScope, requireBackOffice } from '../access/access';
import { journalIn } from '../access/scope-sql';
import { contentChanged, journalChange } from '../content/content-changes';
import { publicFileUrl } from '../content/public-url';
import { toIso } from '../content/published';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { articles, files, issues, journals, volumes } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

const tags = ['issues'];
const signedIn: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** Every issue, published or not, newest first within each journal (journals in their order). */
async function listAdminIssues(
  db: Database,
  backendUrl: string,
  query: AdminIssueListQuery,
  where?: SQL,
): Promise<{ rows: AdminIssue[]; total: number }> {
  const filter = and(where, query.journal ? eq(journals.slug, query.journal) : undefined);
  const articleCount = sql<number>`(select count(*)::integer from ${articles} where ${articles.issueId} = ${issues.id})`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: issues.id,
        journalSlug: journals.slug,
        journalTitle: journals.title,
        volume: volumes.number,
        number: issues.number,
        year: issues.year,
        title: issues.title,
        publishedAt: issues.publishedAt,
        isCurrent: issues.isCurrent,
        coverPath: issues.coverPath,
        coverAlt: issues.coverAlt,
        articleCount,
      })
      .from(issues)
      .innerJoin(journals, eq(journals.id, issues.journalId))
      .innerJoin(volumes, eq(volumes.id, issues.volumeId))
      .where(filter)
      .orderBy(journals.position, desc(volumes.number), desc(issues.number), desc(issues.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ total: count() })
      .from(issues)
      .innerJoin(journals, eq(journals.id, issues.journalId))
      .where(filter),
  ]);
  return {
    total: totals?.total ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      journal: { slug: row.journalSlug, title: row.journalTitle },
      volume: row.volume,
      number: row.number,
      year: row.year,
      title: row.title,
      publishedAt: row.publishedAt ? toIso(row.publishedAt) : null,
      isCurrent: row.isCurrent,
      coverUrl: publicFileUrl(backendUrl, row.coverPath),
      coverAlt: row.coverAlt,
      articleCount: Number(row.articleCount),
    })),
  };
}

/**
 * The editors' issues (a journal's managers and editors, and site administrators; another
 * journal's issue is a 404): the list of every issue with its cover, one issue,
 * and its cover (`admin/issues/:issueId/cover`) — the image is uploaded first as a file of
 * purpose `cover` (so it passes the upload checks: images only, sniffed, size-limited, served
 * publicly), then set on the issue with its alt text, or removed.
 */
export function registerAdminIssueRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  /** The issue's pages show the cover, and so do the journal home and the site's lists. */
  async function coverChanged(issueId: number): Promise<void> {
    const [row] = await db
      .select({ slug: journals.slug })
      .from(issues)
      .innerJoin(journals, eq(journals.id, issues.journalId))
      .where(eq(issues.id, issueId));
    if (row) contentChanged(context, journalChange(row.slug, 'issue cover changed'));
  }

  routes.get(
    '/admin/issues',
    {
      schema: {
        tags,
        summary: 'Every issue, published or being prepared, with its cover (filter: journal)',
        description:
          'Journals in their order, each one’s issues newest first. An unknown `journal` gives an empty list.',
        security: signedIn,
        querystring: adminIssueListQuerySchema,
        response: { 200: adminIssueListSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      const { rows, total } = await listAdminIssues(
        db,
        config.backendUrl,
        request.query,
        journalIn(issues.journalId, publishingScope(user)),
      );
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  routes.get(
    '/admin/issues/:issueId',
    {
      schema: {
        tags,
        summary: 'One issue as the editors see it (published or not), with its cover',
        security: signedIn,
        params: adminIssueParamsSchema,
        response: { 200: adminIssueSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      const { rows } = await listAdminIssues(
        db,
        config.backendUrl,
        { page: 1, perPage: 1, journal: undefined },
        and(
          eq(issues.id, request.params.issueId),
          journalIn(issues.journalId, publishingScope(user)),
        ),
      );
      const [issue] = rows;
      if (!issue) throw notFound('The issue');
      return issue;
    },
  );

  /** The stored image of an uploaded cover file; 404 or 400 for any other file. */
  async function coverImagePath(fileId: number): Promise<string> {
    const [file] = await db
      .select({ storageKey: files.storageKey, purpose: files.purpose })
      .from(files)
      .where(eq(files.id, fileId))
      .limit(1);
    if (!file) throw notFound('The file');
    if (file.purpose !== 'cover') {
      throw new HttpError(400, 'Upload the image as a cover (purpose "cover") first.', {
        fileId: ['is not a cover image'],
      });
    }
    return file.storageKey;
  }

  routes.put(
    '/admin/issues/:issueId/cover',
    {
      schema: {
        tags,
        summary: 'Set an issue’s cover: an uploaded cover image and its alt text',
        description:
          'Upload the image with `POST files` (purpose `cover`: PNG, JPEG or WebP), then send its id. Without `fileId`, only the alt text of the current cover changes (400 when there is none). The cover shows on the issue, archive, journal home and current issue answers (`coverUrl`, `coverAlt`).',
        security: signedIn,
        params: adminIssueParamsSchema,
        body: issueCoverBodySchema,
        response: { 200: issueCoverSchema, ...errors },
      },
    },
    async (request) => {
      const yours = journalIn(issues.journalId, publishingScope(requireBackOffice(request)));
      const issueId = request.params.issueId;
      // The issue first: someone else's issue is a 404 whatever the body says.
      const [issue] = await db
        .select({ coverPath: issues.coverPath })
        .from(issues)
        .where(and(eq(issues.id, issueId), yours));
      if (!issue) throw notFound('The issue');
      const { fileId, alt } = request.body;
      const noCover = () =>
        new HttpError(
          400,
          'The issue has no cover yet: send the image’s fileId with its alt text.',
          {
            fileId: ['is required while the issue has no cover'],
          },
        );
      if (fileId === undefined && issue.coverPath === null) throw noCover();
      const coverPath = fileId === undefined ? undefined : await coverImagePath(fileId);
      // Without a new image only the description changes, and only of an issue that still has one.
      const [updated] = await db
        .update(issues)
        .set({ ...(coverPath ? { coverPath } : {}), coverAlt: alt.trim() })
        .where(and(eq(issues.id, issueId), coverPath ? undefined : isNotNull(issues.coverPath)))
        .returning({ coverPath: issues.coverPath, coverAlt: issues.coverAlt });
      if (!updated) throw noCover();
      await coverChanged(issueId);
      return {
        coverUrl: publicFileUrl(config.backendUrl, updated.coverPath),
        coverAlt: updated.coverAlt,
      };
    },
  );

  routes.delete(
    '/admin/issues/:issueId/cover',
    {
      schema: {
        tags,
        summary: 'Remove an issue’s cover',
        security: signedIn,
        params: adminIssueParamsSchema,
        response: { 200: issueCoverSchema, ...errors },
      },
    },
    async (request) => {
      const yours = journalIn(issues.journalId, publishingScope(requireBackOffice(request)));
      const [updated] = await db
        .update(issues)
        .set({ coverPath: null, coverAlt: '' })
        .where(and(eq(issues.id, request.params.issueId), yours))
        .returning({ id: issues.id });
      if (!updated) throw notFound('The issue');
      await coverChanged(request.params.issueId);
      return { coverUrl: null, coverAlt: '' };
    },
  );
}
