import { apiErrorSchema, reviewEndpoints } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { editorialScope, requireBackOffice } from '../access/access';
import { changeReviewSettingsOf, seeReviewSettingsOf } from '../access/review-access';
import type { AppContext } from '../context';
import { sendStoredFile } from '../files/send-stored-file';
import { endpointRoute } from '../http/endpoint-route';
import { notFound } from '../http/errors';
import { mailDecision } from '../notifications/notice-mail';
import { emitNotification } from '../notifications/notification-store';
import { noopRealtime } from '../realtime/realtime-emitter';
import {
  editorSubmission,
  inviteReviewer,
  remindReviewer,
  reviewerCandidates,
  updateDueDates,
  withdrawAssignment,
} from '../review/assignments';
import { decideRound } from '../review/review-decision';
import { cleanManuscript, reviewFileOf } from '../review/review-files';
import { currentForm, saveForm } from '../review/review-forms';
import { registerReviewReminders } from '../review/review-reminders';
import { readReviewSettings, updateReviewSettings } from '../review/review-settings';
import { decisionDraft, editorReview } from '../review/review-views';
import { reviewersOfJournal, saveReviewerInterests } from '../review/reviewer-interests';
import { loadSubmission } from '../submissions/submission-view';

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * Peer review for the submission's editors (`admin/submissions/:id/review…`,
 * `admin/review-assignments/:id…`) and the journal's review settings and form
 * (`admin/journals/:journalId/review-…`). Each editor reaches the submissions of their journals
 * and sections only (`access/access.ts`): anything else answers 404. Served from their
 * declarations (`reviewEndpoints`), but the review file's download, a stream.
 */
export function registerReviewAdminRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, storage } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();
  // Scheduled reminders before and after each due date run on the job scheduler.
  registerReviewReminders(context);
  const reviewOf = async (editor: ReturnType<typeof requireBackOffice>, id: number) =>
    editorReview(context, await editorSubmission(db, editor, id));

  routes.route({
    ...endpointRoute(reviewEndpoints.editorReview),
    handler: async (request) => reviewOf(requireBackOffice(request), request.params.id),
  });

  routes.route({
    ...endpointRoute(reviewEndpoints.candidates),
    handler: async (request) => {
      const submission = await editorSubmission(db, requireBackOffice(request), request.params.id);
      return { data: await reviewerCandidates(db, submission) };
    },
  });

  routes.route({
    ...endpointRoute(reviewEndpoints.invite),
    handler: async (request, reply) => {
      const editor = requireBackOffice(request);
      await inviteReviewer(context, editor, request.params.id, request.body);
      return reply.code(201).send(await reviewOf(editor, request.params.id));
    },
  });

  routes.route({
    ...endpointRoute(reviewEndpoints.updateDueDates),
    handler: async (request) => {
      const editor = requireBackOffice(request);
      const submissionId = await updateDueDates(db, editor, request.params.id, request.body);
      return reviewOf(editor, submissionId);
    },
  });

  routes.route({
    ...endpointRoute(reviewEndpoints.withdraw),
    handler: async (request) => {
      const editor = requireBackOffice(request);
      const submissionId = await withdrawAssignment(db, editor, request.params.id);
      // The reviewer's links stopped working: so does their live discussion by link.
      context.realtime?.endReviewLinks([request.params.id]);
      return reviewOf(editor, submissionId);
    },
  });

  routes.route({
    ...endpointRoute(reviewEndpoints.remind),
    handler: async (request) => {
      const editor = requireBackOffice(request);
      const submissionId = await remindReviewer(
        context,
        editor,
        request.params.id,
        request.body.message,
      );
      return reviewOf(editor, submissionId);
    },
  });

  routes.route({
    ...endpointRoute(reviewEndpoints.clean),
    handler: async (request) => {
      const editor = requireBackOffice(request);
      const submission = await editorSubmission(db, editor, request.params.id);
      await cleanManuscript(context, submission, request.params.fileId, editor.id);
      return editorReview(context, submission);
    },
  });

  // A stream, not a JSON answer: registered by hand, with the params of the declared clean-up.
  routes.get(
    '/admin/submissions/:id/review-files/:fileId',
    {
      schema: {
        tags: [...reviewEndpoints.clean.tags],
        security,
        summary: 'Download a cleaned copy or a reviewer’s annotated file',
        params: reviewEndpoints.clean.params,
        response: { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const editor = requireBackOffice(request);
      const submission = await editorSubmission(db, editor, request.params.id);
      const file = await reviewFileOf(db, submission.id, request.params.fileId);
      if (!file) throw notFound('The file');
      return sendStoredFile(reply, storage, file, {
        disposition: 'attachment',
        cacheControl: 'private, no-store',
      });
    },
  );

  routes.route({
    ...endpointRoute(reviewEndpoints.decisionDraft),
    handler: async (request) => {
      const editor = requireBackOffice(request);
      const submission = await editorSubmission(db, editor, request.params.id);
      return decisionDraft(context, submission, request.query.decision, editor.name);
    },
  });

  routes.route({
    ...endpointRoute(reviewEndpoints.decide),
    handler: async (request) => {
      const editor = requireBackOffice(request);
      const { created, letter } = await decideRound(
        context,
        editor,
        request.params.id,
        request.body,
      );
      const submission = await loadSubmission(db, request.params.id, {
        editor: editorialScope(editor),
      });
      if (!submission) throw notFound('The submission');
      if (created) {
        emitNotification(context.realtime ?? noopRealtime, created);
        await mailDecision(context, request.log, {
          submission,
          decision: request.body.decision,
          message: letter,
          editorName: editor.name,
        });
      }
      return submission;
    },
  });

  routes.route({
    ...endpointRoute(reviewEndpoints.settings),
    handler: async (request) => {
      await seeReviewSettingsOf(db, requireBackOffice(request), request.params.journalId);
      return readReviewSettings(db, request.params.journalId);
    },
  });

  routes.route({
    ...endpointRoute(reviewEndpoints.saveSettings),
    handler: async (request) => {
      const user = requireBackOffice(request);
      await changeReviewSettingsOf(db, user, request.params.journalId);
      return updateReviewSettings(db, request.params.journalId, request.body, user.id);
    },
  });

  routes.route({
    ...endpointRoute(reviewEndpoints.form),
    handler: async (request) => {
      await seeReviewSettingsOf(db, requireBackOffice(request), request.params.journalId);
      return currentForm(db, request.params.journalId);
    },
  });

  routes.route({
    ...endpointRoute(reviewEndpoints.saveForm),
    handler: async (request) => {
      const user = requireBackOffice(request);
      await changeReviewSettingsOf(db, user, request.params.journalId);
      return saveForm(db, request.params.journalId, request.body.questions, user.id);
    },
  });

  routes.route({
    ...endpointRoute(reviewEndpoints.reviewers),
    handler: async (request) => {
      await seeReviewSettingsOf(db, requireBackOffice(request), request.params.journalId);
      return { data: await reviewersOfJournal(db, request.params.journalId) };
    },
  });

  routes.route({
    ...endpointRoute(reviewEndpoints.setReviewerInterests),
    handler: async (request) => {
      const { journalId, userId } = request.params;
      await changeReviewSettingsOf(db, requireBackOffice(request), journalId);
      return saveReviewerInterests(db, userId, journalId, request.body.interests);
    },
  });
}
