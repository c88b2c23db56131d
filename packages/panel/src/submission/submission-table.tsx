import { DataTable, RowNumber, SubmissionStatusBadge } from '@quire/ui';
import { rowNumber } from '@quire/utils';
import { Link } from 'react-router';
import type { LabelledSummary } from '../lib/submission/date-labels';
import { usePanelTexts } from '../texts';

export interface SubmissionTableProps {
  submissions: readonly LabelledSummary[];
  page: number;
  perPage: number;
  /** The table's caption (its accessible name). */
  caption: string;
  /** Where a row's title links to. */
  hrefFor: (submission: LabelledSummary) => string;
  /** Adds the submitter column (the editors' queue). */
  showSubmitter?: boolean;
  /**
   * Shows each submission's own id under its row number (the editors' queue: the id is how
   * editors and authors name a submission to each other; the row number only counts the list).
   */
  showIds?: boolean;
}

/**
 * Submissions as a table: row number across pages (optionally with the submission's id), title
 * (linked), journal, optionally the submitter, status badge and the last change (DD-MM-YYYY).
 */
export function SubmissionTable({
  submissions,
  page,
  perPage,
  caption,
  hrefFor,
  showSubmitter = false,
  showIds = false,
}: SubmissionTableProps) {
  const texts = usePanelTexts();
  const headings = [
    showIds ? texts.columnNumberAndId : '#',
    texts.columnTitle,
    texts.columnJournal,
    ...(showSubmitter ? [texts.columnSubmittedBy] : []),
    texts.columnStatus,
    texts.columnUpdated,
  ];
  return (
    // On a phone each submission is a card: number and title, then the other columns labelled.
    <DataTable caption={caption} hideCaption cardHeadings={headings}>
      <thead>
        <tr>
          {headings.map((heading, index) => (
            <th
              key={heading}
              scope="col"
              className={showIds && index === 0 ? 'q-submission-number' : undefined}
            >
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {submissions.map((submission, index) => (
          <tr key={submission.id}>
            {showIds ? (
              <td className="q-row-number q-submission-number">
                {rowNumber(index, page, perPage)}
                <span className="q-submission-number__id">
                  {texts.submissionIdLabel(submission.id)}
                </span>
              </td>
            ) : (
              <RowNumber index={index} page={page} perPage={perPage} />
            )}
            <td>
              <Link to={hrefFor(submission)}>{submission.title || texts.untitledDraft}</Link>
            </td>
            <td>{submission.journal?.title ?? '—'}</td>
            {showSubmitter && (
              <td>
                {submission.submitter.name}
                <br />
                <span className="q-muted">{submission.submitter.email}</span>
              </td>
            )}
            <td>
              <SubmissionStatusBadge status={submission.status} />
            </td>
            <td>
              <time dateTime={submission.updatedAt}>{submission.updatedText}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
