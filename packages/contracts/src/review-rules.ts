/**
 * Peer review's vocabulary — anonymity modes, assignment statuses, recommendations, question
 * kinds — as plain constants (no zod), so the database enums, the API and the panel's pages
 * that ship to the browser read one list. The schemas are in `review.ts`.
 */

/**
 * Who sees whose name during review (per journal, a section may override):
 * - `open`: everyone sees everyone;
 * - `anonymous_reviewers`: reviewers see the authors, authors never see the reviewers;
 * - `double_anonymous`: neither side sees the other; reviewers never see each other either.
 */
export const REVIEW_MODES = ['open', 'anonymous_reviewers', 'double_anonymous'] as const;

/** One of `REVIEW_MODES`. */
export type ReviewMode = (typeof REVIEW_MODES)[number];

/** Each mode as editors read it. */
export const REVIEW_MODE_NAMES: Readonly<Record<ReviewMode, string>> = {
  open: 'Open review',
  anonymous_reviewers: 'Anonymous reviewers',
  double_anonymous: 'Double anonymous',
};

/**
 * A reviewer assignment's life: `invited` (the link was sent) → `accepted` or `declined`;
 * `accepted` → `submitted` (the review is final); an editor may `withdraw` an invited or
 * accepted assignment. The link works while the assignment is `invited` or `accepted`.
 */
export const REVIEW_ASSIGNMENT_STATUSES = [
  'invited',
  'accepted',
  'declined',
  'submitted',
  'withdrawn',
] as const;

/** One of `REVIEW_ASSIGNMENT_STATUSES`. */
export type ReviewAssignmentStatus = (typeof REVIEW_ASSIGNMENT_STATUSES)[number];

/** Each assignment status as people read it. */
export const REVIEW_ASSIGNMENT_STATUS_NAMES: Readonly<Record<ReviewAssignmentStatus, string>> = {
  invited: 'Invited',
  accepted: 'In progress',
  declined: 'Declined',
  submitted: 'Completed',
  withdrawn: 'Withdrawn',
};

/** The statuses in which an assignment's link still works and a review is expected. */
export const OPEN_ASSIGNMENT_STATUSES: readonly ReviewAssignmentStatus[] = ['invited', 'accepted'];

/** A reviewer's recommendation (as in Open Journal Systems). */
export const REVIEW_RECOMMENDATIONS = [
  'accept',
  'minor_revisions',
  'major_revisions',
  'resubmit_elsewhere',
  'decline',
  'see_comments',
] as const;

/** One of `REVIEW_RECOMMENDATIONS`. */
export type ReviewRecommendation = (typeof REVIEW_RECOMMENDATIONS)[number];

/** Each recommendation as people read it. */
export const REVIEW_RECOMMENDATION_NAMES: Readonly<Record<ReviewRecommendation, string>> = {
  accept: 'Accept',
  minor_revisions: 'Minor revisions',
  major_revisions: 'Major revisions',
  resubmit_elsewhere: 'Resubmit elsewhere',
  decline: 'Decline',
  see_comments: 'See comments',
};

/** The kinds of question a review form asks. */
export const REVIEW_QUESTION_KINDS = ['text', 'choice', 'scale'] as const;

/** One of `REVIEW_QUESTION_KINDS`. */
export type ReviewQuestionKind = (typeof REVIEW_QUESTION_KINDS)[number];

/** A round's outcome, once the editor decided. */
export const REVIEW_ROUND_OUTCOMES = ['revisions_requested', 'accepted', 'declined'] as const;

/** One of `REVIEW_ROUND_OUTCOMES`. */
export type ReviewRoundOutcome = (typeof REVIEW_ROUND_OUTCOMES)[number];

/**
 * What a viewer is to a submission in review: its editor, its author, or one of its reviewers
 * (by assignment). `apps/api/src/review/visibility.ts` decides what each may see.
 */
export type ReviewViewerKind = 'editor' | 'author' | 'reviewer';

/**
 * How a reviewer is named to those who may not know who they are: "Reviewer 2" (their place
 * among the submission's reviewers, stable across rounds).
 */
export function reviewerAlias(position: number): string {
  return `Reviewer ${position}`;
}
