import { z } from 'zod';
import { apiErrorSchema } from '../common';
import { type EndpointDeclaration, endpoint } from '../endpoint';
import { pathIdSchema } from '../fields';
import {
  assignmentParamsSchema,
  assignReviewerBodySchema,
  authorReviewsSchema,
  decisionDraftQuerySchema,
  decisionDraftSchema,
  declineReviewBodySchema,
  editorReviewSchema,
  journalReviewerSchema,
  myReviewerInterestsSchema,
  myReviewSchema,
  remindBodySchema,
  reviewDecisionBodySchema,
  reviewDraftBodySchema,
  reviewerCandidateSchema,
  reviewerInterestsBodySchema,
  reviewFormBodySchema,
  reviewFormSchema,
  reviewSettingsBodySchema,
  reviewSettingsSchema,
  reviewTaskSchema,
  reviewTokenParamsSchema,
  updateAssignmentBodySchema,
} from '../review';
import { journalIdParamsSchema } from '../staff';
import { submissionParamsSchema, submissionSchema } from '../submission';

const tags = ['review'] as const;
/** The reviewer's failures: refused, signed out, not found (a link that no longer works). */
const reviewerErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;
/** The editors' failures: refused, signed out, a role too small, not found. */
const errors = { ...reviewerErrors, 403: apiErrorSchema } as const;
/** A change the review's state does not allow (409) or that breaks a rule (422). */
const refused = { 409: apiErrorSchema, 422: apiErrorSchema } as const;
const fileIdShape = { fileId: pathIdSchema };

/** The path parameters of each way to a review: the assignment signed in, the mailed link. */
interface ReviewerParams {
  signedIn: z.ZodObject;
  byLink: z.ZodObject;
}
const reviewerParams = {
  signedIn: assignmentParamsSchema,
  byLink: reviewTokenParamsSchema,
} as const satisfies ReviewerParams;
const reviewerFileParams = {
  signedIn: assignmentParamsSchema.extend(fileIdShape),
  byLink: reviewTokenParamsSchema.extend(fileIdShape),
} as const satisfies ReviewerParams;

/** What a reviewer route declares besides its way in. */
type ReviewerRoute = Omit<EndpointDeclaration, 'path' | 'params' | 'signedIn' | 'tags'>;

/**
 * One reviewer route on both of its paths: `reviews/:id…` for the signed-in reviewer (by their
 * assignment) and `review-links/:token…` for the mailed link, which needs no account. Both take
 * and answer the same; only the way in differs.
 */
function reviewerEndpoints<
  const S extends string,
  const P extends ReviewerParams,
  const R extends ReviewerRoute,
>(suffix: S, params: P, route: R) {
  return {
    signedIn: endpoint({
      ...route,
      path: `/reviews/:id${suffix}`,
      tags,
      signedIn: true,
      params: params.signedIn,
    }),
    byLink: endpoint({
      ...route,
      path: `/review-links/:token${suffix}`,
      tags,
      params: params.byLink,
    }),
  };
}

const task = reviewerEndpoints('', reviewerParams, {
  method: 'GET',
  summary: 'The review: the submission as the reviewer may see it, the form, the draft',
  responses: { 200: reviewTaskSchema, ...reviewerErrors },
});
const accept = reviewerEndpoints('/accept', reviewerParams, {
  method: 'POST',
  summary: 'Accept the invitation (creates the reviewer’s account if they have none)',
  responses: { 200: reviewTaskSchema, ...reviewerErrors, ...refused },
});
const decline = reviewerEndpoints('/decline', reviewerParams, {
  method: 'POST',
  summary: 'Decline the invitation with a reason, and perhaps suggest someone else',
  body: declineReviewBodySchema,
  responses: { 200: reviewTaskSchema, ...reviewerErrors, ...refused },
});
const saveDraft = reviewerEndpoints('/review', reviewerParams, {
  method: 'PUT',
  summary: 'Save the review’s draft',
  body: reviewDraftBodySchema,
  responses: { 200: reviewTaskSchema, ...reviewerErrors, ...refused },
});
const submit = reviewerEndpoints('/review/submit', reviewerParams, {
  method: 'POST',
  summary: 'Submit the review: it becomes final and read-only (the link then stops working)',
  body: reviewDraftBodySchema,
  responses: { 200: reviewTaskSchema, ...reviewerErrors, ...refused },
});
const removeFile = reviewerEndpoints('/files/:fileId', reviewerFileParams, {
  method: 'DELETE',
  summary: 'Remove an annotated file from the review (before it is submitted)',
  responses: { 200: reviewTaskSchema, ...reviewerErrors, ...refused },
});

/**
 * Peer review, as `api.review`: the reviewer's side — each route twice, signed in by the
 * assignment (`task`, `accept`, … at `reviews/:id…`) and by the mailed link (`taskByLink`,
 * `acceptByLink`, … at `review-links/:token…`), their list (`mine`) and declared interests —,
 * the author's decided rounds (`authorRounds`), and the editors' side (`admin/submissions/:id/…`,
 * `admin/review-assignments/:id…`) with the journal's review settings, form and reviewers
 * (`admin/journals/:journalId/…`). The reviewer's file downloads and annotated-file uploads, and
 * the editors' review-file downloads, are streams and multipart bodies: the API serves them by
 * hand (`apps/api/src/routes/review-*.ts`).
 */
export const reviewEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: '/reviews',
    tags,
    summary: 'My reviews: invitations, reviews in progress and past reviews',
    signedIn: true,
    responses: { 200: z.object({ data: z.array(myReviewSchema) }), 401: apiErrorSchema },
  }),
  myInterests: endpoint({
    method: 'GET',
    path: '/user/reviewer-interests',
    tags,
    summary: 'The journals where I review, with the interests I declared in each',
    signedIn: true,
    responses: {
      200: z.object({ data: z.array(myReviewerInterestsSchema) }),
      401: apiErrorSchema,
    },
  }),
  declareInterests: endpoint({
    method: 'PUT',
    path: '/user/reviewer-interests/:journalId',
    tags,
    summary: 'Declare my interests in a journal where I review (editors see them when inviting)',
    description: '404 when the signed-in person is not a reviewer of the journal.',
    signedIn: true,
    params: journalIdParamsSchema,
    body: reviewerInterestsBodySchema,
    responses: { 200: reviewerInterestsBodySchema, ...reviewerErrors },
  }),
  task: task.signedIn,
  taskByLink: task.byLink,
  accept: accept.signedIn,
  acceptByLink: accept.byLink,
  decline: decline.signedIn,
  declineByLink: decline.byLink,
  saveDraft: saveDraft.signedIn,
  saveDraftByLink: saveDraft.byLink,
  submit: submit.signedIn,
  submitByLink: submit.byLink,
  removeFile: removeFile.signedIn,
  removeFileByLink: removeFile.byLink,
  authorRounds: endpoint({
    method: 'GET',
    path: '/user/submissions/:id/reviews',
    tags,
    summary: 'The decided review rounds of my submission: letters and the reviews shared',
    signedIn: true,
    params: submissionParamsSchema,
    responses: { 200: authorReviewsSchema, ...reviewerErrors },
  }),
  editorReview: endpoint({
    method: 'GET',
    path: '/admin/submissions/:id/review',
    tags,
    summary: 'The submission’s review rounds, reviewers, reviews and manuscript checks',
    signedIn: true,
    params: submissionParamsSchema,
    responses: { 200: editorReviewSchema, ...errors },
  }),
  candidates: endpoint({
    method: 'GET',
    path: '/admin/submissions/:id/reviewer-candidates',
    tags,
    summary:
      'The journal’s reviewers with their open assignments, completed reviews, average days and interests',
    signedIn: true,
    params: submissionParamsSchema,
    responses: { 200: z.object({ data: z.array(reviewerCandidateSchema) }), ...errors },
  }),
  invite: endpoint({
    method: 'POST',
    path: '/admin/submissions/:id/reviewers',
    tags,
    summary: 'Invite a reviewer to the open round (one of the journal’s, or anyone by address)',
    description:
      'Mails the reviewer a link that works without a password until the review is submitted or withdrawn. Due dates default to the journal’s settings. 409 when the submission is not under review or the person is already invited to this round; 422 for an author of the submission or due dates in the past.',
    signedIn: true,
    params: submissionParamsSchema,
    body: assignReviewerBodySchema,
    responses: { 201: editorReviewSchema, ...errors, ...refused },
  }),
  updateDueDates: endpoint({
    method: 'PATCH',
    path: '/admin/review-assignments/:id',
    tags,
    summary: 'Change an open assignment’s due dates',
    signedIn: true,
    params: assignmentParamsSchema,
    body: updateAssignmentBodySchema,
    responses: { 200: editorReviewSchema, ...errors, ...refused },
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/admin/review-assignments/:id/withdraw',
    tags,
    summary: 'Withdraw an invitation or a review in progress: its link stops working',
    signedIn: true,
    params: assignmentParamsSchema,
    responses: { 200: editorReviewSchema, ...errors, ...refused },
  }),
  remind: endpoint({
    method: 'POST',
    path: '/admin/review-assignments/:id/remind',
    tags,
    summary: 'Remind the reviewer now (the journal’s reminder, or the editor’s own words)',
    signedIn: true,
    params: assignmentParamsSchema,
    body: remindBodySchema,
    responses: { 200: editorReviewSchema, ...errors, ...refused },
  }),
  clean: endpoint({
    method: 'POST',
    path: '/admin/submissions/:id/review-files/:fileId/clean',
    tags,
    summary: 'Make a copy of a round’s PDF without author metadata; reviewers receive it instead',
    signedIn: true,
    params: submissionParamsSchema.extend(fileIdShape),
    responses: { 200: editorReviewSchema, ...errors, ...refused },
  }),
  decisionDraft: endpoint({
    method: 'GET',
    path: '/admin/submissions/:id/decision-draft',
    tags,
    summary: 'The decision letter from the journal’s template and the round’s reviews side by side',
    signedIn: true,
    params: submissionParamsSchema,
    query: decisionDraftQuerySchema,
    responses: { 200: decisionDraftSchema, ...errors },
  }),
  decide: endpoint({
    method: 'POST',
    path: '/admin/submissions/:id/review-decision',
    tags,
    summary:
      'Decide the round: the letter with the reviewer comments chosen (and edited) for the author',
    description:
      'The shared comments are named "Reviewer n" unless review is open. Reviewers of the round hear the outcome when the journal says so. 409 when the submission is not under review.',
    signedIn: true,
    params: submissionParamsSchema,
    body: reviewDecisionBodySchema,
    responses: { 200: submissionSchema, ...errors, ...refused },
  }),
  settings: endpoint({
    method: 'GET',
    path: '/admin/journals/:journalId/review-settings',
    tags,
    summary:
      'The journal’s peer review: anonymity (and per section), due dates, reminders, letters',
    signedIn: true,
    params: journalIdParamsSchema,
    responses: { 200: reviewSettingsSchema, ...errors },
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/admin/journals/:journalId/review-settings',
    tags,
    summary: 'Save the journal’s peer-review settings (managers)',
    signedIn: true,
    params: journalIdParamsSchema,
    body: reviewSettingsBodySchema,
    responses: { 200: reviewSettingsSchema, ...errors, 409: apiErrorSchema },
  }),
  form: endpoint({
    method: 'GET',
    path: '/admin/journals/:journalId/review-form',
    tags,
    summary: 'The journal’s current review form',
    signedIn: true,
    params: journalIdParamsSchema,
    responses: { 200: reviewFormSchema, ...errors },
  }),
  saveForm: endpoint({
    method: 'PUT',
    path: '/admin/journals/:journalId/review-form',
    tags,
    summary: 'Save the review form as a new version (reviews begun keep theirs; managers)',
    signedIn: true,
    params: journalIdParamsSchema,
    body: reviewFormBodySchema,
    responses: { 200: reviewFormSchema, ...errors, 409: apiErrorSchema },
  }),
  reviewers: endpoint({
    method: 'GET',
    path: '/admin/journals/:journalId/reviewers',
    tags,
    summary: 'The journal’s reviewers with their declared interests (managers and editors)',
    signedIn: true,
    params: journalIdParamsSchema,
    responses: { 200: z.object({ data: z.array(journalReviewerSchema) }), ...errors },
  }),
  setReviewerInterests: endpoint({
    method: 'PUT',
    path: '/admin/journals/:journalId/reviewers/:userId/interests',
    tags,
    summary: 'Record a reviewer’s declared interests in the journal (managers)',
    signedIn: true,
    params: journalIdParamsSchema.extend({ userId: pathIdSchema }),
    body: reviewerInterestsBodySchema,
    responses: { 200: reviewerInterestsBodySchema, ...errors },
  }),
} as const;
