import {
  SUBMISSION_STATUS_TEXT,
  type SubmissionStatusValue,
  useSubmissionStatusText,
} from '@quire/ui';
import type { LabelledEvent } from '../lib/submission/date-labels';
import { type PanelTexts, panelTexts, usePanelTexts } from '../texts';
import { productionTexts } from './production-texts';
import { SubmissionSummary, type SubmissionSummaryProps } from './submission-summary';

/** What an event did, in words ("Draft → Submitted", "Ann Editor assigned as editor"…). */
export function eventTitle(
  event: Pick<LabelledEvent, 'fromStatus' | 'toStatus'> &
    Partial<Pick<LabelledEvent, 'kind' | 'subjectName'>>,
  texts: PanelTexts = panelTexts(),
  statusText: (status: SubmissionStatusValue) => string = (status) =>
    SUBMISSION_STATUS_TEXT[status],
): string {
  const subject = event.subjectName ?? '';
  switch (event.kind ?? 'status') {
    case 'editor_assigned':
      return texts.eventEditorAssigned(subject);
    case 'editor_unassigned':
      return texts.eventEditorUnassigned(subject);
    case 'files_added':
      return texts.eventFilesAdded(subject);
    case 'review_invited':
      return texts.eventReviewInvited(event.subjectName ?? null);
    case 'review_accepted':
      return texts.eventReviewAccepted;
    case 'review_declined':
      return texts.eventReviewDeclined;
    case 'review_submitted':
      return texts.eventReviewSubmitted;
    case 'review_withdrawn':
      return texts.eventReviewWithdrawn;
    case 'message':
      return texts.eventMessage;
    case 'production_stage':
      return productionTexts().eventStage;
    case 'galley_uploaded':
      return productionTexts().eventGalley(subject);
    case 'proof_sent':
      return productionTexts().eventProofSent;
    case 'proof_approved':
      return productionTexts().eventProofApproved;
    case 'proof_corrections':
      return productionTexts().eventProofCorrections;
    default:
      if (event.fromStatus === null || event.toStatus === null) return texts.draftStarted;
      return texts.statusChange(statusText(event.fromStatus), statusText(event.toStatus));
  }
}

/** Who acted, as the timeline says it: "Ann Editor (editor)", or only "reviewer" when unnamed. */
function actorText(event: LabelledEvent, texts: PanelTexts): string {
  const role =
    event.actor === 'editor'
      ? texts.actorEditor
      : event.actor === 'reviewer'
        ? texts.actorReviewer
        : texts.actorAuthor;
  return event.actorName ? `${event.actorName} (${role})` : role;
}

/**
 * A submission's timeline, oldest first: each status change, assignment, review step and file
 * with who did it (author, editor or reviewer — unnamed when the reader may not know), when
 * (DD-MM-YYYY HH:mm) and their message. The API already left out what the reader may not see.
 */
export function SubmissionHistory({ events }: { events: readonly LabelledEvent[] }) {
  const texts = usePanelTexts();
  const statusText = useSubmissionStatusText();
  if (events.length === 0) return <p className="q-muted">{texts.nothingYet}</p>;
  const ordered = [...events].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  return (
    <ol className="q-timeline">
      {ordered.map((event) => (
        <li key={event.id} className="q-timeline__event">
          <strong>{eventTitle(event, texts, statusText)}</strong>
          <p className="q-timeline__meta">
            {actorText(event, texts)} · <time dateTime={event.createdAt}>{event.createdText}</time>
          </p>
          {event.message && <p className="q-timeline__message">{event.message}</p>}
        </li>
      ))}
    </ol>
  );
}

/**
 * What a submission's pages end with, for its author and its editor alike: everything in it,
 * part by part, then its history.
 */
export function SubmissionRecord({
  submission,
  fileHref,
}: {
  submission: SubmissionSummaryProps['submission'] & { history: readonly LabelledEvent[] };
  fileHref: SubmissionSummaryProps['fileHref'];
}) {
  const texts = usePanelTexts();
  return (
    <>
      <SubmissionSummary submission={submission} fileHref={fileHref} />
      <section className="q-section" aria-labelledby="history-heading">
        <h2 id="history-heading">{texts.timelineHeading}</h2>
        <SubmissionHistory events={submission.history} />
      </section>
    </>
  );
}
