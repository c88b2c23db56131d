import type { SubmissionFile, SubmissionFileRole } from '@quire/contracts';
import { formatDate, formatFileSize } from '@quire/utils';
import { Form } from 'react-router';
import type { LabelledFile } from '../lib/submission/date-labels';

/** How each file role is named. */
export const FILE_ROLE_LABELS: Readonly<Record<SubmissionFileRole, string>> = {
  manuscript: 'Manuscript',
  supplementary: 'Supplementary file',
  revision: 'Revised file',
};

export interface FileListProps {
  /**
   * The files, with their dates as text from the loader (`labelFile`); a file without one shows
   * the date of its UTC timestamp, which reads the same on the server and in the browser.
   */
  files: readonly (SubmissionFile & Partial<Pick<LabelledFile, 'createdText'>>)[];
  /** The download address of a file (a resource route that streams it with the visitor's token). */
  hrefFor: (file: SubmissionFile) => string;
  /** Files that can be removed get a Remove button posting `intent=remove-file`. */
  canRemove?: (file: SubmissionFile) => boolean;
  /** Extra hidden fields of the remove form (e.g. the wizard step). */
  hidden?: Readonly<Record<string, string>>;
  /** Shown when there are no files. */
  emptyText?: string;
}

/** A submission's files: name (download link), role, round, size and date; some removable. */
export function FileList({ files, hrefFor, canRemove, hidden = {}, emptyText }: FileListProps) {
  if (files.length === 0) return emptyText ? <p className="q-muted">{emptyText}</p> : null;
  return (
    <ul className="q-plain-list">
      {files.map((file) => (
        <li key={file.id} className="q-file-row">
          <a href={hrefFor(file)} download={file.originalName}>
            {file.originalName}
          </a>
          <span className="q-muted">
            {FILE_ROLE_LABELS[file.role]}
            {file.round > 1 ? ` (round ${file.round})` : ''} · {formatFileSize(file.size)} ·{' '}
            <time dateTime={file.createdAt}>
              {file.createdText ?? formatDate(file.createdAt.slice(0, 10))}
            </time>
          </span>
          {canRemove?.(file) && (
            <Form method="post">
              <input type="hidden" name="intent" value="remove-file" />
              <input type="hidden" name="fileId" value={file.id} />
              {Object.entries(hidden).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <button type="submit" className="q-btn">
                Remove<span className="q-visually-hidden"> {file.originalName}</span>
              </button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}
