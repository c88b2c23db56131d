import type {
  AssignReviewerBody,
  AuthorReviews,
  DecisionDraft,
  DeclineReviewBody,
  EditorReview,
  JournalReviewer,
  MyReview,
  MyReviewerInterests,
  ReviewDecisionBody,
  ReviewDraftBody,
  ReviewerCandidate,
  ReviewForm,
  ReviewFormBody,
  ReviewSettings,
  ReviewSettingsBody,
  ReviewTask,
  Submission,
  UpdateAssignmentBody,
} from '@quire/contracts';
import { callEndpoint, type EndpointContext, segment } from './endpoint-call';
import { toWebStream, withBodyRead } from './stream-download';

/** Where a reviewer reaches one review: by the mailed link's token, or signed in by its id. */
export type ReviewAccess = { token: string } | { id: number };

/**
 * Peer review: the reviewer's side (`review-links/{token}…` without an account,
 * `reviews/{id}…` signed in, `GET reviews`), the author's rounds, and the editors' side
 * (`admin/submissions/{id}/review…`, `admin/review-assignments/{id}…`) with the journal's
 * review settings and form (`admin/journals/{id}/review-…`).
 */
export interface ReviewApi {
  /** `GET reviews`: the signed-in reviewer's assignments, open first. */
  mine(): Promise<{ data: MyReview[] }>;
  /** `GET user/reviewer-interests`: the journals where I review, with my declared interests. */
  myInterests(): Promise<{ data: MyReviewerInterests[] }>;
  /** `PUT user/reviewer-interests/{journalId}`: declares my interests there. */
  declareInterests(journalId: number, interests: string[]): Promise<{ interests: string[] }>;
  /** `GET review-links/{token}` or `GET reviews/{id}`: one review task (only reads). */
  task(access: ReviewAccess): Promise<ReviewTask>;
  /** `GET …/files/{fileId}`: a file of the review as the reviewer receives it, streamed. */
  downloadStream(access: ReviewAccess, fileId: number): Promise<ReadableStream<Uint8Array>>;
  /** `POST …/accept`. */
  accept(access: ReviewAccess): Promise<ReviewTask>;
  /** `POST …/decline`, with a reason and perhaps a suggested reviewer. */
  decline(access: ReviewAccess, body: DeclineReviewBody): Promise<ReviewTask>;
  /** `PUT …/review`: saves the draft. */
  saveDraft(access: ReviewAccess, body: ReviewDraftBody): Promise<ReviewTask>;
  /** `POST …/review/submit`: the final review. */
  submit(access: ReviewAccess, body: ReviewDraftBody): Promise<ReviewTask>;
  /** `GET user/submissions/{id}/reviews`: the author's decided rounds. */
  authorRounds(submissionId: number): Promise<AuthorReviews>;
  /** `GET admin/submissions/{id}/review`. */
  editorReview(submissionId: number): Promise<EditorReview>;
  /** `GET admin/submissions/{id}/reviewer-candidates`. */
  candidates(submissionId: number): Promise<{ data: ReviewerCandidate[] }>;
  /** `POST admin/submissions/{id}/reviewers`. */
  invite(submissionId: number, body: AssignReviewerBody): Promise<EditorReview>;
  /** `PATCH admin/review-assignments/{id}`. */
  updateDueDates(assignmentId: number, body: UpdateAssignmentBody): Promise<EditorReview>;
  /** `POST admin/review-assignments/{id}/withdraw`. */
  withdraw(assignmentId: number): Promise<EditorReview>;
  /** `POST admin/review-assignments/{id}/remind`. */
  remind(assignmentId: number, message?: string): Promise<EditorReview>;
  /** `POST admin/submissions/{id}/review-files/{fileId}/clean`. */
  clean(submissionId: number, fileId: number): Promise<EditorReview>;
  /** `GET admin/submissions/{id}/decision-draft?decision=`. */
  decisionDraft(submissionId: number, decision: DecisionDraft['decision']): Promise<DecisionDraft>;
  /** `POST admin/submissions/{id}/review-decision`. */
  decide(submissionId: number, body: ReviewDecisionBody): Promise<Submission>;
  /** `GET admin/journals/{id}/review-settings`. */
  settings(journalId: number): Promise<ReviewSettings>;
  /** `PUT admin/journals/{id}/review-settings` (the journal's managers). */
  saveSettings(journalId: number, body: ReviewSettingsBody): Promise<ReviewSettings>;
  /** `GET admin/journals/{id}/review-form`: the current version. */
  form(journalId: number): Promise<ReviewForm>;
  /** `PUT admin/journals/{id}/review-form`: saves a new version (the journal's managers). */
  saveForm(journalId: number, body: ReviewFormBody): Promise<ReviewForm>;
  /** `GET admin/journals/{id}/reviewers`: the journal's reviewers with their interests. */
  reviewers(journalId: number): Promise<{ data: JournalReviewer[] }>;
  /** `PUT admin/journals/{id}/reviewers/{userId}/interests` (the journal's managers). */
  setReviewerInterests(
    journalId: number,
    userId: number,
    interests: string[],
  ): Promise<{ interests: string[] }>;
}

/** The review endpoints on an endpoint context (answers are the API's, already checked there). */
export function createReviewApi(context: EndpointContext): ReviewApi {
  const base = (access: ReviewAccess) =>
    'token' in access ? `review-links/${segment(access.token)}` : `reviews/${segment(access.id)}`;
  const submission = (id: number) => `admin/submissions/${segment(id)}`;
  const assignment = (id: number) => `admin/review-assignments/${segment(id)}`;
  const journal = (id: number) => `admin/journals/${segment(id)}`;
  return {
    mine: () => callEndpoint(context, undefined, { method: 'get', url: 'reviews' }),
    myInterests: () =>
      callEndpoint(context, undefined, { method: 'get', url: 'user/reviewer-interests' }),
    declareInterests: (journalId, interests) =>
      callEndpoint(context, undefined, {
        method: 'put',
        url: `user/reviewer-interests/${segment(journalId)}`,
        data: { interests },
      }),
    task: (access) => callEndpoint(context, undefined, { method: 'get', url: base(access) }),
    downloadStream: async (access, fileId) => {
      try {
        const body = await callEndpoint(context, undefined, {
          method: 'get',
          url: `${base(access)}/files/${segment(fileId)}`,
          responseType: 'stream',
        });
        return toWebStream(body);
      } catch (error) {
        throw await withBodyRead(error);
      }
    },
    accept: (access) =>
      callEndpoint(context, undefined, { method: 'post', url: `${base(access)}/accept` }),
    decline: (access, body) =>
      callEndpoint(context, undefined, {
        method: 'post',
        url: `${base(access)}/decline`,
        data: body,
      }),
    saveDraft: (access, body) =>
      callEndpoint(context, undefined, {
        method: 'put',
        url: `${base(access)}/review`,
        data: body,
      }),
    submit: (access, body) =>
      callEndpoint(context, undefined, {
        method: 'post',
        url: `${base(access)}/review/submit`,
        data: body,
      }),
    authorRounds: (id) =>
      callEndpoint(context, undefined, {
        method: 'get',
        url: `user/submissions/${segment(id)}/reviews`,
      }),
    editorReview: (id) =>
      callEndpoint(context, undefined, { method: 'get', url: `${submission(id)}/review` }),
    candidates: (id) =>
      callEndpoint(context, undefined, {
        method: 'get',
        url: `${submission(id)}/reviewer-candidates`,
      }),
    invite: (id, body) =>
      callEndpoint(context, undefined, {
        method: 'post',
        url: `${submission(id)}/reviewers`,
        data: body,
      }),
    updateDueDates: (id, body) =>
      callEndpoint(context, undefined, { method: 'patch', url: assignment(id), data: body }),
    withdraw: (id) =>
      callEndpoint(context, undefined, { method: 'post', url: `${assignment(id)}/withdraw` }),
    remind: (id, message) =>
      callEndpoint(context, undefined, {
        method: 'post',
        url: `${assignment(id)}/remind`,
        data: message ? { message } : {},
      }),
    clean: (id, fileId) =>
      callEndpoint(context, undefined, {
        method: 'post',
        url: `${submission(id)}/review-files/${segment(fileId)}/clean`,
      }),
    decisionDraft: (id, decision) =>
      callEndpoint(context, undefined, {
        method: 'get',
        url: `${submission(id)}/decision-draft`,
        params: { decision },
      }),
    decide: (id, body) =>
      callEndpoint(context, undefined, {
        method: 'post',
        url: `${submission(id)}/review-decision`,
        data: body,
      }),
    settings: (id) =>
      callEndpoint(context, undefined, { method: 'get', url: `${journal(id)}/review-settings` }),
    saveSettings: (id, body) =>
      callEndpoint(context, undefined, {
        method: 'put',
        url: `${journal(id)}/review-settings`,
        data: body,
      }),
    form: (id) =>
      callEndpoint(context, undefined, { method: 'get', url: `${journal(id)}/review-form` }),
    saveForm: (id, body) =>
      callEndpoint(context, undefined, {
        method: 'put',
        url: `${journal(id)}/review-form`,
        data: body,
      }),
    reviewers: (id) =>
      callEndpoint(context, undefined, { method: 'get', url: `${journal(id)}/reviewers` }),
    setReviewerInterests: (id, userId, interests) =>
      callEndpoint(context, undefined, {
        method: 'put',
        url: `${journal(id)}/reviewers/${segment(userId)}/interests`,
        data: { interests },
      }),
  };
}
