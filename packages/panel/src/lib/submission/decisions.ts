import { EDITOR_DECISIONS, type EditorDecision } from '@quire/contracts';
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
  return (EDITOR_DECISIONS as readonly unknown[]).includes(value);
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
