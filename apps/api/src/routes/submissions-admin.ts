import {
  adminSubmissionListQuerySchema,
  apiErrorSchema,
  assignEditorBodySchema,
  editorDecisionBodySchema,
  editorViewCountsSchema,
  listSchema,
  publishSubmissionBodySchema,
  publishTargetSchema,
  submissionEditorParamsSchema,
  submissionEditorsSchema,
  submissionParamsSchema,
  submissionSchema,
  submissionSummarySchema,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editorialScope, requireBackOffice } from '../access/access';
import type { SessionUser } from '../auth/session';
import { contentChanged, journalChange } from '../content/content-changes';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import { mailAssignment, mailDecision, mailPublication } from '../notifications/notice-mail';
import { emitNotification } from '../notifications/notification-store';
import { noopRealtime } from '../realtime/realtime-emitter';
import { countEditorViews } from '../submissions/editor-views';
import {
  assignEditor,
  handledSubmission,
  loadSubmissionEditors,
  unassignEditor,
} from '../submissions/submission-editors';
import { listPublishTargets, publishSubmission } from '../submissions/submission-publish';
import { listSubmissions, loadSubmission } from '../submissions/submission-view';
import { decide } from '../submissions/submission-workflow';

const tags = ['editorial'];
const signedIn: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const missing = { 404: apiErrorSchema };
const refused = { 409: apiErrorSchema, 422: apiErrorSchema };

/** A submission in full as this editor may see it; 404 outside their journals and sections. */
async function editorView(db: Database, editor: SessionUser, id: number) {
  const submission = await loadSubmission(db, id, { editor: editorialScope(editor) });
  if (!submission) throw notFound('The submission');
  return submission;
}

/**
 * The editors' side (`admin/submissions…`): the queue (drafts never appear; each editor sees
 * their journals and sections, site administrators every journal; see `access/access.ts`), a submission in full, decisions that notify the author live, and publishing an
 * accepted submission as a public article.
 */
export function registerSubmissionAdminRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, storage } = context;
  const realtime = () => context.realtime ?? noopRealtime;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/admin/submissions',
    {
      schema: {
        tags,
        summary:
          'The submissions queue, most recently changed first (filters: status, journal, q on title or submitter; view: needs_me, unassigned, overdue, waiting)',
        security: signedIn,
        querystring: adminSubmissionListQuerySchema,
        response: { 200: listSchema(submissionSummarySchema), ...errors },
      },
    },
    async (request) => {
      const editor = requireBackOffice(request);
      return listSubmissions(db, { editor: editorialScope(editor) }, request.query, editor.id);
    },
  );

  routes.get(
    '/admin/submission-views',
    {
      schema: {
        tags,
        summary:
          'How many submissions each editors’ view holds for me: needs my action, unassigned, reviews overdue, waiting for the author',
        security: signedIn,
        response: { 200: editorViewCountsSchema, ...errors },
      },
    },
    async (request) => countEditorViews(db, requireBackOffice(request)),
  );

  routes.get(
    '/admin/submissions/:id/editors',
    {
      schema: {
        tags,
        summary:
          'The editors assigned to a submission, and who else may be (the section’s editors suggested first)',
        security: signedIn,
        params: submissionParamsSchema,
        response: { 200: submissionEditorsSchema, ...errors, ...missing },
      },
    },
    async (request) => {
      const row = await handledSubmission(db, requireBackOffice(request), request.params.id);
      return loadSubmissionEditors(db, row);
    },
  );

  routes.post(
    '/admin/submissions/:id/editors',
    {
      schema: {
        tags,
        summary: 'Assign an editor (recorded in the timeline; notifies and mails the assignee)',
        description:
          'Only the journal’s managers and editors, and the section editors of the submission’s section, can be assigned (422 otherwise). Assigning someone already assigned changes nothing.',
        security: signedIn,
        params: submissionParamsSchema,
        body: assignEditorBodySchema,
        response: { 200: submissionEditorsSchema, ...errors, ...missing, ...refused },
      },
    },
    async (request) => {
      const editor = requireBackOffice(request);
      const { id } = request.params;
      const assignment = await assignEditor(db, editor, id, request.body.userId);
      if (assignment?.notice) {
        emitNotification(realtime(), assignment.notice);
        await mailAssignment(context, request.log, {
          submission: await editorView(db, editor, id),
          assigneeId: assignment.assignee.id,
          assignedBy: editor.name,
        });
      }
      return loadSubmissionEditors(db, await handledSubmission(db, editor, id));
    },
  );

  routes.delete(
    '/admin/submissions/:id/editors/:userId',
    {
      schema: {
        tags,
        summary: 'Take an editor off a submission (recorded in the timeline)',
        security: signedIn,
        params: submissionEditorParamsSchema,
        response: { 200: submissionEditorsSchema, ...errors, ...missing },
      },
    },
    async (request) => {
      const editor = requireBackOffice(request);
      const { id, userId } = request.params;
      await unassignEditor(db, editor, id, userId);
      return loadSubmissionEditors(db, await handledSubmission(db, editor, id));
    },
  );

  routes.get(
    '/admin/submissions/:id',
    {
      schema: {
        tags,
        summary: 'A submission in full (drafts are the author’s own: 404)',
        security: signedIn,
        params: submissionParamsSchema,
        response: { 200: submissionSchema, ...errors, ...missing },
      },
    },
    async (request) => {
      return editorView(db, requireBackOffice(request), request.params.id);
    },
  );

  routes.post(
    '/admin/submissions/:id/decisions',
    {
      schema: {
        tags,
        summary:
          'Decide: send to review, request revisions, accept or decline (notifies and mails the author)',
        description:
          'request_revisions and decline need a message (the letter to the author). A decision the current status does not allow is a 409 naming the status.',
        security: signedIn,
        params: submissionParamsSchema,
        body: editorDecisionBodySchema,
        response: { 200: submissionSchema, ...errors, ...missing, ...refused },
      },
    },
    async (request) => {
      const editor = requireBackOffice(request);
      const { decision, message } = request.body;
      const created = await decide(db, editor, request.params.id, decision, message ?? null);
      const submission = await editorView(db, editor, request.params.id);
      // A repeated decision (double post) created nothing to announce.
      if (created) {
        emitNotification(realtime(), created);
        await mailDecision(context, request.log, {
          submission,
          decision,
          message: message ?? null,
          editorName: editor.name,
        });
      }
      return submission;
    },
  );

  routes.get(
    '/admin/submissions/:id/issues',
    {
      schema: {
        tags,
        summary: 'The issues of the submission’s journal it can be published in, newest first',
        security: signedIn,
        params: submissionParamsSchema,
        response: { 200: z.object({ data: z.array(publishTargetSchema) }), ...errors, ...missing },
      },
    },
    async (request) => {
      const editor = requireBackOffice(request);
      return { data: await listPublishTargets(db, editor, request.params.id) };
    },
  );

  routes.post(
    '/admin/submissions/:id/publish',
    {
      schema: {
        tags,
        summary: 'Publish an accepted submission into an issue: it becomes a public article',
        security: signedIn,
        params: submissionParamsSchema,
        body: publishSubmissionBodySchema,
        response: { 200: submissionSchema, ...errors, ...missing, ...refused },
      },
    },
    async (request) => {
      const editor = requireBackOffice(request);
      const created = await publishSubmission(db, storage, editor, request.params.id, request.body);
      const submission = await editorView(db, editor, request.params.id);
      // The table of contents, the article page and the lists on the home page must show
      // the article at once: API read caches and web page caches drop what it changes.
      if (submission.journal) {
        contentChanged(context, journalChange(submission.journal.slug, 'article published'));
      } else {
        contentChanged(context, { tags: ['all'], reason: 'article published' });
      }
      emitNotification(realtime(), created);
      await mailPublication(context, request.log, {
        submission,
        notification: created.notification,
        editorName: editor.name,
      });
      return submission;
    },
  );
}
