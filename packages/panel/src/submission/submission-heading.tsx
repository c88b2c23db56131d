import { SubmissionStatusBadge } from '@quire/ui';
import type { LabelledSubmission } from '../lib/submission/date-labels';
import { usePanelTexts } from '../texts';

/** A submission's title as the page's h1, with its status, journal, round and dates. */
export function SubmissionHeading({ submission }: { submission: LabelledSubmission }) {
  const texts = usePanelTexts();
  return (
    <header className="q-section">
      <h1>{submission.title || texts.untitledSubmission}</h1>
      <dl className="q-summary-list">
        <dt>{texts.factStatus}</dt>
        <dd>
          <SubmissionStatusBadge status={submission.status} />
        </dd>
        <dt>{texts.factJournal}</dt>
        <dd>
          {submission.journal?.title ?? '—'}
          {submission.section && ` · ${submission.section.title}`}
        </dd>
        <dt>{texts.factSubmitted}</dt>
        <dd>
          {submission.submittedAt ? (
            <time dateTime={submission.submittedAt}>{submission.submittedText}</time>
          ) : (
            '—'
          )}
        </dd>
        <dt>{texts.factRound}</dt>
        <dd>{submission.round}</dd>
        <dt>{texts.factSubmittedBy}</dt>
        <dd>
          {submission.submitter.name} ({submission.submitter.email})
        </dd>
      </dl>
    </header>
  );
}

/** The editor's latest decision letter (the message of the last editor event), if any. */
export function latestEditorMessage(submission: Pick<LabelledSubmission, 'history'>) {
  const events = [...submission.history]
    .filter((event) => event.actor === 'editor' && event.message)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  return events.at(-1) ?? null;
}
