import { DataTable, RowNumber, SubmissionStatusBadge } from '@quire/ui';
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
}

/**
 * Submissions as a table: row number across pages, title (linked), journal, optionally the
 * submitter, status badge and the last change (DD-MM-YYYY).
 */
export function SubmissionTable({
  submissions,
  page,
  perPage,
  caption,
  hrefFor,
  showSubmitter = false,
}: SubmissionTableProps) {
  const texts = usePanelTexts();
  return (
    <DataTable caption={caption} hideCaption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{texts.columnTitle}</th>
          <th scope="col">{texts.columnJournal}</th>
          {showSubmitter && <th scope="col">{texts.columnSubmittedBy}</th>}
          <th scope="col">{texts.columnStatus}</th>
          <th scope="col">{texts.columnUpdated}</th>
        </tr>
      </thead>
      <tbody>
        {submissions.map((submission, index) => (
          <tr key={submission.id}>
            <RowNumber index={index} page={page} perPage={perPage} />
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
