import type { EditorDecision, SubmissionStatus } from '@quire/contracts';

/** How each decision is offered to the editor. */
export const DECISION_LABELS: Readonly<Record<EditorDecision, string>> = {
  send_to_review: 'Send to review',
  request_revisions: 'Request revisions',
  accept: 'Accept',
  decline: 'Decline',
};

/** The decisions that must carry a message to the author (the API refuses them without one). */
export const DECISIONS_NEEDING_A_MESSAGE: ReadonlySet<EditorDecision> = new Set([
  'request_revisions',
  'decline',
]);

// The API's transitions: anything else answers 409.
const ALLOWED: Readonly<Partial<Record<SubmissionStatus, readonly EditorDecision[]>>> = {
  submitted: ['send_to_review', 'request_revisions', 'accept', 'decline'],
  under_review: ['request_revisions', 'accept', 'decline'],
  revisions_requested: ['decline'],
};

/** The decisions an editor can take on a submission in `status` (none once decided). */
export function decisionsFor(status: SubmissionStatus): readonly EditorDecision[] {
  return ALLOWED[status] ?? [];
}

/** Whether `value` is one of the decisions allowed in `status`. */
export function isAllowedDecision(
  status: SubmissionStatus,
  value: unknown,
): value is EditorDecision {
  return decisionsFor(status).includes(value as EditorDecision);
}
