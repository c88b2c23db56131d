/**
 * A submission's workflow — its statuses, the editors' decisions and which action may move it
 * where — as plain constants (no zod), so the API enforcing it and the forms offering it read
 * the one table, and a browser bundle that names a status or a decision stays small.
 */

/**
 * A submission's life, as in Open Journal Systems: the author drafts and submits; an editor sends
 * it to review, requests revisions (the author resubmits → under review again), accepts or
 * declines; an accepted submission is published into an issue and becomes a public article.
 */
export const SUBMISSION_STATUSES = [
  'draft',
  'submitted',
  'under_review',
  'revisions_requested',
  'accepted',
  'declined',
  'published',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** How each status is named on screen. */
export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  under_review: 'Under review',
  revisions_requested: 'Revisions requested',
  accepted: 'Accepted',
  declined: 'Declined',
  published: 'Published',
};

/** Editor decisions (`POST admin/submissions/:id/decisions`). */
export const EDITOR_DECISIONS = [
  'send_to_review',
  'request_revisions',
  'accept',
  'decline',
] as const;
export type EditorDecision = (typeof EDITOR_DECISIONS)[number];

/** Decisions whose message (the letter to the author) is required. */
export const DECISIONS_NEEDING_A_MESSAGE: ReadonlySet<EditorDecision> = new Set([
  'request_revisions',
  'decline',
]);

/** Everything that moves a submission from one status to another. */
export type SubmissionAction = 'submit' | 'resubmit' | EditorDecision | 'publish';

/** Who may take an action: the submitting author or an editor (administrator). */
export type SubmissionActor = 'author' | 'editor';

interface Transition {
  from: readonly SubmissionStatus[];
  to: SubmissionStatus;
  actor: SubmissionActor;
  /** How the action is named in a refusal: "… cannot be {verb}." */
  verb: string;
}

/**
 * The whole workflow in one table (Open Journal Systems' editorial flow, simplified): the author
 * submits a draft; an editor sends it to review, asks for revisions, accepts or declines; the
 * author's resubmission goes back under review; an accepted submission is published. Anything not
 * listed here is refused.
 */
export const SUBMISSION_TRANSITIONS: Readonly<Record<SubmissionAction, Transition>> = {
  submit: { from: ['draft'], to: 'submitted', actor: 'author', verb: 'submitted' },
  resubmit: {
    from: ['revisions_requested'],
    to: 'under_review',
    actor: 'author',
    verb: 'resubmitted',
  },
  send_to_review: {
    from: ['submitted'],
    to: 'under_review',
    actor: 'editor',
    verb: 'sent to review',
  },
  request_revisions: {
    from: ['submitted', 'under_review'],
    to: 'revisions_requested',
    actor: 'editor',
    verb: 'sent back for revisions',
  },
  accept: {
    from: ['submitted', 'under_review'],
    to: 'accepted',
    actor: 'editor',
    verb: 'accepted',
  },
  decline: {
    from: ['submitted', 'under_review', 'revisions_requested'],
    to: 'declined',
    actor: 'editor',
    verb: 'declined',
  },
  publish: { from: ['accepted'], to: 'published', actor: 'editor', verb: 'published' },
};

/** The status an action leads to from `status`, or null when the action is not allowed there. */
export function nextStatus(
  action: SubmissionAction,
  status: SubmissionStatus,
): SubmissionStatus | null {
  const transition = SUBMISSION_TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : null;
}

/** The actions allowed from `status`, in table order. */
export function allowedActions(status: SubmissionStatus): SubmissionAction[] {
  return (Object.keys(SUBMISSION_TRANSITIONS) as SubmissionAction[]).filter(
    (action) => nextStatus(action, status) !== null,
  );
}

/** The decisions an editor can take on a submission in `status`, in table order (none once decided). */
export function allowedDecisions(status: SubmissionStatus): EditorDecision[] {
  return EDITOR_DECISIONS.filter((decision) => nextStatus(decision, status) !== null);
}

/** Who takes an action. */
export function actorOf(action: SubmissionAction): SubmissionActor {
  return SUBMISSION_TRANSITIONS[action].actor;
}

/**
 * Why an action is refused, naming the current status.
 * @example refusalMessage('accept', 'draft') // 'A submission that is a draft cannot be accepted.'
 */
export function refusalMessage(action: SubmissionAction, status: SubmissionStatus): string {
  const label = SUBMISSION_STATUS_LABELS[status].toLowerCase();
  const state = status === 'draft' ? 'a draft' : label;
  return `A submission that is ${state} cannot be ${SUBMISSION_TRANSITIONS[action].verb}.`;
}

/** Only drafts can be edited, deleted or given manuscript and supplementary files. */
export function isEditable(status: SubmissionStatus): boolean {
  return status === 'draft';
}

/**
 * What one entry of a submission's timeline records (`submission_events.kind`): a status change,
 * an editor assigned or unassigned, revised files, a review invitation and its outcome, a
 * message. One log for everything, so the timeline is one ordered read.
 */
export const SUBMISSION_EVENT_KINDS = [
  'status',
  'editor_assigned',
  'editor_unassigned',
  'files_added',
  'review_invited',
  'review_accepted',
  'review_declined',
  'review_submitted',
  'review_withdrawn',
  'message',
  'production_stage',
  'galley_uploaded',
  'proof_sent',
  'proof_approved',
  'proof_corrections',
] as const;
export type SubmissionEventKind = (typeof SUBMISSION_EVENT_KINDS)[number];

/** Who did what an event records: the author, an editor, or a reviewer. */
export const SUBMISSION_ACTORS = ['author', 'editor', 'reviewer'] as const;

/**
 * The statuses in which a submission is being handled by its editors: an editor can be assigned,
 * and it appears in the editors' views ("needs my action", "unassigned"…).
 */
export const ACTIVE_SUBMISSION_STATUSES = [
  'submitted',
  'under_review',
  'revisions_requested',
  'accepted',
] as const satisfies readonly SubmissionStatus[];

/**
 * The editors' views of the queue:
 * - `needs_me`: assigned to me, and the next step is mine (a new submission to send to review or
 *   decide, a review round with every review in, a resubmission, an acceptance to publish);
 * - `unassigned`: being handled, but no editor is assigned yet;
 * - `overdue`: assigned to me, with a review past its due date;
 * - `waiting`: assigned to me, waiting for the author's revisions.
 */
export const EDITOR_VIEWS = ['needs_me', 'unassigned', 'overdue', 'waiting'] as const;
export type EditorView = (typeof EDITOR_VIEWS)[number];

/** How each view is named on screen. */
export const EDITOR_VIEW_LABELS: Record<EditorView, string> = {
  needs_me: 'Needs my action',
  unassigned: 'Unassigned',
  overdue: 'Reviews overdue',
  waiting: 'Waiting for the author',
};
