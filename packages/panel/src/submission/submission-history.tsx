import {
  SUBMISSION_STATUS_TEXT,
  type SubmissionStatusValue,
  useSubmissionStatusText,
} from '@quire/ui';
import type { LabelledEvent } from '../lib/submission/date-labels';
import { type PanelTexts, panelTexts, usePanelTexts } from '../texts';
import { SubmissionSummary, type SubmissionSummaryProps } from './submission-summary';

/** What an event did, in words ("Submitted", "Revisions requested"…). */
export function eventTitle(
  event: Pick<LabelledEvent, 'fromStatus' | 'toStatus'>,
  texts: PanelTexts = panelTexts(),
  statusText: (status: SubmissionStatusValue) => string = (status) =>
    SUBMISSION_STATUS_TEXT[status],
): string {
  if (event.fromStatus === null) return texts.draftStarted;
  return texts.statusChange(statusText(event.fromStatus), statusText(event.toStatus));
}

/**
 * A submission's history, oldest first: each status change with who made it (author or editor),
 * when (DD-MM-YYYY HH:mm) and their message.
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
            {event.actorName} ({event.actor === 'editor' ? texts.actorEditor : texts.actorAuthor}) ·{' '}
            <time dateTime={event.createdAt}>{event.createdText}</time>
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
        <h2 id="history-heading">{texts.historyHeading}</h2>
        <SubmissionHistory events={submission.history} />
      </section>
    </>
  );
}
