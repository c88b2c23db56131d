import {
  apiErrorSchema,
  assignmentParamsSchema,
  assignReviewerBodySchema,
  decisionDraftQuerySchema,
  decisionDraftSchema,
  editorReviewSchema,
  journalIdParamsSchema,
  journalReviewerSchema,
  pathIdSchema,
  remindBodySchema,
  reviewDecisionBodySchema,
  reviewerCandidateSchema,
  reviewerInterestsBodySchema,
  reviewFormBodySchema,
  reviewFormSchema,
  reviewSettingsBodySchema,
  reviewSettingsSchema,
  submissionParamsSchema,
  submissionSchema,
  updateAssignmentBodySchema,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editorialScope, requireBackOffice } from '../access/access';
import { changeReviewSettingsOf, seeReviewSettingsOf } from '../access/review-access';
import type { AppContext } from '../context';
import { sendStoredFile } from '../files/send-stored-file';
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

const tags = ['review'];
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const refused = { 409: apiErrorSchema, 422: apiErrorSchema };
const fileParamsSchema = submissionParamsSchema.extend({ fileId: pathIdSchema });

/**
 * Peer review for the submission's editors (`admin/submissions/:id/review…`,
 * `admin/review-assignments/:id…`) and the journal's review settings and form
 * (`admin/journals/:journalId/review-…`). Each editor reaches the submissions of their journals
 * and sections only (`access/access.ts`): anything else answers 404.
 */
export function registerReviewAdminRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, storage } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();
  // Scheduled reminders before and after each due date run on the job scheduler.
  registerReviewReminders(context);
  const reviewOf = async (editor: ReturnType<typeof requireBackOffice>, id: number) =>
    editorReview(context, await editorSubmission(db, editor, id));

  routes.get(
    '/admin/submissions/:id/review',
    {
      schema: {
        tags,
        security,
        summary: 'The submission’s review rounds, reviewers, reviews and manuscript checks',
        params: submissionParamsSchema,
        response: { 200: editorReviewSchema, ...errors },
      },
    },
    async (request) => reviewOf(requireBackOffice(request), request.params.id),
  );

  routes.get(
    '/admin/submissions/:id/reviewer-candidates',
    {
      schema: {
        tags,
        security,
        summary:
          'The journal’s reviewers with their open assignments, completed reviews, average days and interests',
        params: submissionParamsSchema,
        response: { 200: z.object({ data: z.array(reviewerCandidateSchema) }), ...errors },
      },
    },
    async (request) => {
      const submission = await editorSubmission(db, requireBackOffice(request), request.params.id);
      return { data: await reviewerCandidates(db, submission) };
    },
  );

  routes.post(
    '/admin/submissions/:id/reviewers',
    {
      schema: {
        tags,
        security,
        summary: 'Invite a reviewer to the open round (one of the journal’s, or anyone by address)',
        description:
          'Mails the reviewer a link that works without a password until the review is submitted or withdrawn. Due dates default to the journal’s settings. 409 when the submission is not under review or the person is already invited to this round; 422 for an author of the submission or due dates in the past.',
        params: submissionParamsSchema,
        body: assignReviewerBodySchema,
        response: { 201: editorReviewSchema, ...errors, ...refused },
      },
    },
    async (request, reply) => {
      const editor = requireBackOffice(request);
      await inviteReviewer(context, editor, request.params.id, request.body);
      return reply.code(201).send(await reviewOf(editor, request.params.id));
    },
  );

  const assignment = '/admin/review-assignments/:id';

  routes.patch(
    assignment,
    {
      schema: {
        tags,
        security,
        summary: 'Change an open assignment’s due dates',
        params: assignmentParamsSchema,
        body: updateAssignmentBodySchema,
        response: { 200: editorReviewSchema, ...errors, ...refused },
      },
    },
    async (request) => {
      const editor = requireBackOffice(request);
      const submissionId = await updateDueDates(db, editor, request.params.id, request.body);
      return reviewOf(editor, submissionId);
    },
  );

  routes.post(
    `${assignment}/withdraw`,
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw an invitation or a review in progress: its link stops working',
        params: assignmentParamsSchema,
        response: { 200: editorReviewSchema, ...errors, ...refused },
      },
    },
    async (request) => {
      const editor = requireBackOffice(request);
      const submissionId = await withdrawAssignment(db, editor, request.params.id);
      // The reviewer's links stopped working: so does their live discussion by link.
      context.realtime?.endReviewLinks([request.params.id]);
      return reviewOf(editor, submissionId);
    },
  );

  routes.post(
    `${assignment}/remind`,
    {
      schema: {
        tags,
        security,
        summary: 'Remind the reviewer now (the journal’s reminder, or the editor’s own words)',
        params: assignmentParamsSchema,
        body: remindBodySchema,
        response: { 200: editorReviewSchema, ...errors, ...refused },
      },
    },
    async (request) => {
      const editor = requireBackOffice(request);
      const submissionId = await remindReviewer(
        context,
        editor,
        request.params.id,
        request.body.message,
      );
      return reviewOf(editor, submissionId);
    },
  );

  routes.post(
    '/admin/submissions/:id/review-files/:fileId/clean',
    {
      schema: {
        tags,
        security,
        summary:
          'Make a copy of a round’s PDF without author metadata; reviewers receive it instead',
        params: fileParamsSchema,
        response: { 200: editorReviewSchema, ...errors, ...refused },
      },
    },
    async (request) => {
      const editor = requireBackOffice(request);
      const submission = await editorSubmission(db, editor, request.params.id);
      await cleanManuscript(context, submission, request.params.fileId, editor.id);
      return editorReview(context, submission);
    },
  );

  routes.get(
    '/admin/submissions/:id/review-files/:fileId',
    {
      schema: {
        tags,
        security,
        summary: 'Download a cleaned copy or a reviewer’s annotated file',
        params: fileParamsSchema,
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

  routes.get(
    '/admin/submissions/:id/decision-draft',
    {
      schema: {
        tags,
        security,
        summary:
          'The decision letter from the journal’s template and the round’s reviews side by side',
        params: submissionParamsSchema,
        querystring: decisionDraftQuerySchema,
        response: { 200: decisionDraftSchema, ...errors },
      },
    },
    async (request) => {
      const editor = requireBackOffice(request);
      const submission = await editorSubmission(db, editor, request.params.id);
      return decisionDraft(context, submission, request.query.decision, editor.name);
    },
  );

  routes.post(
    '/admin/submissions/:id/review-decision',
    {
      schema: {
        tags,
        security,
        summary:
          'Decide the round: the letter with the reviewer comments chosen (and edited) for the author',
        description:
          'The shared comments are named "Reviewer n" unless review is open. Reviewers of the round hear the outcome when the journal says so. 409 when the submission is not under review.',
        params: submissionParamsSchema,
        body: reviewDecisionBodySchema,
        response: { 200: submissionSchema, ...errors, ...refused },
      },
    },
    async (request) => {
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
  );

  const journal = '/admin/journals/:journalId';

  routes.get(
    `${journal}/review-settings`,
    {
      schema: {
        tags,
        security,
        summary:
          'The journal’s peer review: anonymity (and per section), due dates, reminders, letters',
        params: journalIdParamsSchema,
        response: { 200: reviewSettingsSchema, ...errors },
      },
    },
    async (request) => {
      await seeReviewSettingsOf(db, requireBackOffice(request), request.params.journalId);
      return readReviewSettings(db, request.params.journalId);
    },
  );

  routes.put(
    `${journal}/review-settings`,
    {
      schema: {
        tags,
        security,
        summary: 'Save the journal’s peer-review settings (managers)',
        params: journalIdParamsSchema,
        body: reviewSettingsBodySchema,
        response: { 200: reviewSettingsSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      await changeReviewSettingsOf(db, user, request.params.journalId);
      return updateReviewSettings(db, request.params.journalId, request.body, user.id);
    },
  );

  routes.get(
    `${journal}/review-form`,
    {
      schema: {
        tags,
        security,
        summary: 'The journal’s current review form',
        params: journalIdParamsSchema,
        response: { 200: reviewFormSchema, ...errors },
      },
    },
    async (request) => {
      await seeReviewSettingsOf(db, requireBackOffice(request), request.params.journalId);
      return currentForm(db, request.params.journalId);
    },
  );

  routes.put(
    `${journal}/review-form`,
    {
      schema: {
        tags,
        security,
        summary: 'Save the review form as a new version (reviews begun keep theirs; managers)',
        params: journalIdParamsSchema,
        body: reviewFormBodySchema,
        response: { 200: reviewFormSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      await changeReviewSettingsOf(db, user, request.params.journalId);
      return saveForm(db, request.params.journalId, request.body.questions, user.id);
    },
  );

  routes.get(
    `${journal}/reviewers`,
    {
      schema: {
        tags,
        security,
        summary: 'The journal’s reviewers with their declared interests (managers and editors)',
        params: journalIdParamsSchema,
        response: { 200: z.object({ data: z.array(journalReviewerSchema) }), ...errors },
      },
    },
    async (request) => {
      await seeReviewSettingsOf(db, requireBackOffice(request), request.params.journalId);
      return { data: await reviewersOfJournal(db, request.params.journalId) };
    },
  );

  routes.put(
    `${journal}/reviewers/:userId/interests`,
    {
      schema: {
        tags,
        security,
        summary: 'Record a reviewer’s declared interests in the journal (managers)',
        params: journalIdParamsSchema.extend({ userId: pathIdSchema }),
        body: reviewerInterestsBodySchema,
        response: { 200: reviewerInterestsBodySchema, ...errors },
      },
    },
    async (request) => {
      const { journalId, userId } = request.params;
      await changeReviewSettingsOf(db, requireBackOffice(request), journalId);
      return saveReviewerInterests(db, userId, journalId, request.body.interests);
    },
  );
}
