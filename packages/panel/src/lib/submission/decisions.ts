import type { EditorDecision, SubmissionStatus } from '@quire/contracts';
import { PANEL_TEXTS, type PanelTexts, panelTexts } from '../../texts';

/** The text that offers each decision to the editor. */
const DECISION_TEXTS = {
  send_to_review: 'decisionSendToReview',
  request_revisions: 'decisionRequestRevisions',
  accept: 'decisionAccept',
  decline: 'decisionDecline',
} as const satisfies Record<EditorDecision, keyof PanelTexts>;

/** Whether `value` names a decision. */
export function isDecision(value: unknown): value is EditorDecision {
  return typeof value === 'string' && value in DECISION_TEXTS;
}

/** How a decision is offered to the editor, in a site's words (the site's own by default). */
export function decisionLabel(decision: EditorDecision, texts: PanelTexts = panelTexts()): string {
  return texts[DECISION_TEXTS[decision]];
}

/** How each decision is offered, in English (see {@link decisionLabel}). */
export const DECISION_LABELS: Readonly<Record<EditorDecision, string>> = {
  send_to_review: decisionLabel('send_to_review', PANEL_TEXTS),
  request_revisions: decisionLabel('request_revisions', PANEL_TEXTS),
  accept: decisionLabel('accept', PANEL_TEXTS),
  decline: decisionLabel('decline', PANEL_TEXTS),
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
