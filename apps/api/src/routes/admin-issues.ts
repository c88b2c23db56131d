import { editorEndpoints, pageMeta } from '@quire/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inScope, publishingScope, requireBackOffice } from '../access/access';
import { journalIn } from '../access/scope-sql';
import type { SessionUser } from '../auth/session';
import { contentChanged, journalChange } from '../content/content-changes';
import { publicFileUrl } from '../content/public-url';
import type { AppContext } from '../context';
import { files, issues, journals } from '../db/schema';
import { endpointRoute } from '../http/endpoint-route';
import { HttpError, notFound } from '../http/errors';
import { listAdminIssues, readEditableIssue } from '../issues/issue-records';
import {
  createIssue,
  deleteIssue,
  type IssueWritten,
  issueJournal,
  makeIssueCurrent,
  publishIssue,
  saveIssueContents,
  unscheduleIssue,
  updateIssue,
  withdrawIssue,
} from '../issues/issue-writes';
import { registerScheduledIssueAnnouncements } from '../issues/scheduled-issues';

/**
 * The editors' issues (a journal's managers and editors, and site administrators; another
 * journal's issue is a 404): the list of every issue; one issue with its contents; creating,
 * editing, publishing (now or at a date), taking back to draft, withdrawing, making current and
 * deleting one; ordering its table of contents; and its cover (`admin/issues/:issueId/cover`) —
 * the image is uploaded first as a file of purpose `cover` (so it passes the upload checks:
 * images only, sniffed, size-limited, served publicly), then set with its alt text, or removed.
 */
export function registerAdminIssueRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();
  registerScheduledIssueAnnouncements(api, context);

  /** The signed-in editor of the issue's journal; 404 for an issue they do not publish. */
  async function editorOf(request: FastifyRequest, issueId: number): Promise<SessionUser> {
    const user = requireBackOffice(request);
    const journalId = await issueJournal(db, issueId);
    if (!inScope(publishingScope(user), journalId)) throw notFound('The issue');
    return user;
  }

  /** After a write: the journal's pages purged, and the issue as it now is. */
  async function afterWrite(written: IssueWritten, reason: string) {
    contentChanged(context, journalChange(written.journalSlug, reason));
    return readEditableIssue(db, config.backendUrl, written.issueId);
  }

  /** The issue's pages show the cover, and so do the journal home and the site's lists. */
  async function coverChanged(issueId: number): Promise<void> {
    const [row] = await db
      .select({ slug: journals.slug })
      .from(issues)
      .innerJoin(journals, eq(journals.id, issues.journalId))
      .where(eq(issues.id, issueId));
    if (row) contentChanged(context, journalChange(row.slug, 'issue cover changed'));
  }

  routes.route({
    ...endpointRoute(editorEndpoints.issues),
    handler: async (request) => {
      const user = requireBackOffice(request);
      const { rows, total } = await listAdminIssues(
        db,
        config.backendUrl,
        request.query,
        journalIn(issues.journalId, publishingScope(user)),
      );
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.issue),
    handler: async (request) =>
      readEditableIssue(
        db,
        config.backendUrl,
        request.params.issueId,
        journalIn(issues.journalId, publishingScope(requireBackOffice(request))),
      ),
  });

  routes.route({
    ...endpointRoute(editorEndpoints.createIssue),
    handler: async (request, reply) => {
      const user = requireBackOffice(request);
      if (!inScope(publishingScope(user), request.body.journalId)) throw notFound('The journal');
      const written = await createIssue(db, user, request.body);
      return reply.code(201).send(await afterWrite(written, 'issue created'));
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.saveIssue),
    handler: async (request) => {
      const { issueId } = request.params;
      const user = await editorOf(request, issueId);
      return afterWrite(await updateIssue(db, user, issueId, request.body), 'issue changed');
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.removeIssue),
    handler: async (request, reply) => {
      const { issueId } = request.params;
      const user = await editorOf(request, issueId);
      const written = await deleteIssue(db, user, issueId);
      contentChanged(context, journalChange(written.journalSlug, 'issue deleted'));
      return reply.code(204).send(null);
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.publishIssue),
    handler: async (request) => {
      const { issueId } = request.params;
      const user = await editorOf(request, issueId);
      return afterWrite(await publishIssue(db, user, issueId, request.body), 'issue published');
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.unscheduleIssue),
    handler: async (request) => {
      const { issueId } = request.params;
      const user = await editorOf(request, issueId);
      const written = await unscheduleIssue(db, user, issueId, request.body.version);
      return afterWrite(written, 'issue back to draft');
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.withdrawIssue),
    handler: async (request) => {
      const { issueId } = request.params;
      const user = await editorOf(request, issueId);
      return afterWrite(await withdrawIssue(db, user, issueId, request.body), 'issue withdrawn');
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.makeIssueCurrent),
    handler: async (request) => {
      const { issueId } = request.params;
      const user = await editorOf(request, issueId);
      const written = await makeIssueCurrent(db, user, issueId, request.body.version);
      return afterWrite(written, 'current issue changed');
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.saveIssueContents),
    handler: async (request) => {
      const { issueId } = request.params;
      const user = await editorOf(request, issueId);
      const written = await saveIssueContents(db, user, issueId, request.body);
      return afterWrite(written, 'table of contents changed');
    },
  });

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

  routes.route({
    ...endpointRoute(editorEndpoints.setIssueCover),
    handler: async (request) => {
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
  });

  routes.route({
    ...endpointRoute(editorEndpoints.removeIssueCover),
    handler: async (request) => {
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
  });
}
