import {
  SUBMISSION_SUPPLEMENTARY_LIMIT,
  type Submission,
  type SubmissionOptions,
} from '@quire/contracts';
import { useJournalSite } from '@quire/site';
import { submissionFilePath } from '../../lib/panel-paths';
import { errorsFor, type SubmissionActionData } from '../../lib/submission/action-data';
import { usePanelTexts } from '../../texts';
import { FileList } from '../file-list';
import { UploadForm } from '../upload-form';

export interface FilesStepProps {
  submission: Submission;
  options: SubmissionOptions;
  result: SubmissionActionData | undefined;
}

/** Step 4: the manuscript (one; a new upload replaces it) and supplementary files (several). */
export function FilesStep({ submission, options, result }: FilesStepProps) {
  const manuscript = submission.files.filter((file) => file.role === 'manuscript');
  const supplementary = submission.files.filter((file) => file.role === 'supplementary');
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  const hrefFor = (file: { id: number }) => submissionFilePath(paths, submission.id, file.id);
  const failedRole = result?.role;
  const uploadError = (role: string) =>
    failedRole === role ? errorsFor(result, 'file')[0] : undefined;
  const missing = errorsFor(result, 'manuscript').concat(errorsFor(result, 'files'));
  return (
    <>
      <section className="q-section" aria-labelledby="manuscript-heading">
        <h2 id="manuscript-heading">{texts.manuscriptHeading}</h2>
        {missing.length > 0 && (
          <ul className="q-field__errors">
            {missing.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <FileList
          files={manuscript}
          hrefFor={hrefFor}
          canRemove={() => true}
          hidden={{ step: 'files' }}
          emptyText={texts.noManuscriptYet}
        />
        <UploadForm
          submissionId={submission.id}
          fileRole="manuscript"
          label={manuscript.length > 0 ? texts.replaceManuscript : texts.manuscriptLabel}
          rules={options.uploads.manuscript}
          intent="upload"
          hidden={{ step: 'files' }}
          error={uploadError('manuscript')}
          buttonLabel={texts.uploadManuscript}
        />
      </section>
      <section className="q-section" aria-labelledby="supplementary-heading">
        <h2 id="supplementary-heading">{texts.supplementaryHeading}</h2>
        <p className="q-muted">{texts.supplementaryIntro(SUBMISSION_SUPPLEMENTARY_LIMIT)}</p>
        <FileList
          files={supplementary}
          hrefFor={hrefFor}
          canRemove={() => true}
          hidden={{ step: 'files' }}
          emptyText={texts.noSupplementaryFiles}
        />
        {supplementary.length < SUBMISSION_SUPPLEMENTARY_LIMIT && (
          <UploadForm
            submissionId={submission.id}
            fileRole="supplementary"
            label={texts.supplementaryLabel}
            rules={options.uploads.supplementary}
            intent="upload"
            hidden={{ step: 'files' }}
            error={uploadError('supplementary')}
            buttonLabel={texts.uploadSupplementary}
          />
        )}
      </section>
    </>
  );
}
