import type { SubmissionFile, SubmissionFileRole } from '@quire/contracts';
import { formatSiteDate, useJournalSite } from '@quire/site';
import { formatFileSize } from '@quire/utils';
import { Form } from 'react-router';
import type { LabelledFile } from '../lib/submission/date-labels';
import { PANEL_TEXTS, type PanelTexts, usePanelTexts } from '../texts';

/** The text that names each file role. */
const FILE_ROLE_TEXTS = {
  manuscript: 'roleManuscript',
  supplementary: 'roleSupplementary',
  revision: 'roleRevision',
} as const satisfies Record<SubmissionFileRole, keyof PanelTexts>;

/** How each file role is named, in English (pages use the site's texts). */
export const FILE_ROLE_LABELS: Readonly<Record<SubmissionFileRole, string>> = {
  manuscript: PANEL_TEXTS.roleManuscript,
  supplementary: PANEL_TEXTS.roleSupplementary,
  revision: PANEL_TEXTS.roleRevision,
};

export interface FileListProps {
  /**
   * The files, with their dates as text from the loader (`labelFile`); a file without one shows
   * its date in the site's time zone and pattern, which reads the same on the server and in the
   * browser (the zone is the site's, not either machine's).
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
  const site = useJournalSite();
  const texts = usePanelTexts();
  if (files.length === 0) return emptyText ? <p className="q-muted">{emptyText}</p> : null;
  return (
    <ul className="q-plain-list">
      {files.map((file) => (
        <li key={file.id} className="q-file-row">
          <a href={hrefFor(file)} download={file.originalName}>
            {file.originalName}
          </a>
          <span className="q-muted">
            {texts[FILE_ROLE_TEXTS[file.role]]}
            {file.round > 1 ? texts.fileRound(file.round) : ''} · {formatFileSize(file.size)} ·{' '}
            <time dateTime={file.createdAt}>
              {file.createdText ?? formatSiteDate(file.createdAt, { site })}
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
                {texts.removeFile}
                <span className="q-visually-hidden">{` ${file.originalName}`}</span>
              </button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}
