import { editorEndpoints } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { editorialScope, requireBackOffice } from '../access/access';
import type { SessionUser } from '../auth/session';
import { contentChanged, journalChange } from '../content/content-changes';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { endpointRoute } from '../http/endpoint-route';
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

  routes.route({
    ...endpointRoute(editorEndpoints.list),
    handler: async (request) => {
      const editor = requireBackOffice(request);
      return listSubmissions(db, { editor: editorialScope(editor) }, request.query, editor.id);
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.viewCounts),
    handler: async (request) => countEditorViews(db, requireBackOffice(request)),
  });

  routes.route({
    ...endpointRoute(editorEndpoints.editors),
    handler: async (request) => {
      const row = await handledSubmission(db, requireBackOffice(request), request.params.id);
      return loadSubmissionEditors(db, row);
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.assignEditor),
    handler: async (request) => {
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
  });

  routes.route({
    ...endpointRoute(editorEndpoints.unassignEditor),
    handler: async (request) => {
      const editor = requireBackOffice(request);
      const { id, userId } = request.params;
      await unassignEditor(db, editor, id, userId);
      return loadSubmissionEditors(db, await handledSubmission(db, editor, id));
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.get),
    handler: async (request) => {
      return editorView(db, requireBackOffice(request), request.params.id);
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.decide),
    handler: async (request) => {
      const editor = requireBackOffice(request);
      const { decision, message } = request.body;
      const decided = await decide(db, editor, request.params.id, decision, message ?? null);
      const submission = await editorView(db, editor, request.params.id);
      // A repeated decision (double post) created nothing to announce.
      if (decided) {
        // Reviewers of a round the decision closed: pages open on their links end now.
        realtime().endReviewLinks(decided.withdrawnAssignments);
        emitNotification(realtime(), decided.notice);
        await mailDecision(context, request.log, {
          submission,
          decision,
          message: message ?? null,
          editorName: editor.name,
        });
      }
      return submission;
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.publishTargets),
    handler: async (request) => {
      const editor = requireBackOffice(request);
      return { data: await listPublishTargets(db, editor, request.params.id) };
    },
  });

  routes.route({
    ...endpointRoute(editorEndpoints.publish),
    handler: async (request) => {
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
  });
}
