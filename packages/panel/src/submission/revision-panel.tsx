import { SUBMISSION_TEXT_LIMITS, type Submission, type SubmissionFile } from '@quire/contracts';
import type { UploadRules } from '@quire/ui';
import { TextareaField } from '@quire/ui';
import { Form, useNavigation } from 'react-router';
import { errorsFor, type SubmissionActionData } from '../lib/submission/action-data';
import { usePanelTexts } from '../texts';
import { FileList } from './file-list';
import { UploadForm } from './upload-form';

export interface RevisionPanelProps {
  submission: Submission;
  rules: UploadRules;
  result: SubmissionActionData | undefined;
  fileHref: (file: SubmissionFile) => string;
}

/**
 * "Submit revisions": upload the revised files (role `revision`, removable until sent), answer
 * the editor (required) and resubmit — the submission goes back under review.
 */
export function RevisionPanel({ submission, rules, result, fileHref }: RevisionPanelProps) {
  const busy = useNavigation().state === 'submitting';
  const texts = usePanelTexts();
  const nextRound = submission.round + 1;
  const revised = submission.files.filter(
    (file) => file.role === 'revision' && file.round === nextRound,
  );
  const resubmitErrors = result?.form === 'resubmit' ? result : undefined;
  const fileErrors = errorsFor(resubmitErrors, 'files').concat(
    errorsFor(resubmitErrors, 'revision'),
  );
  return (
    <section className="q-section" aria-labelledby="revisions-heading">
      <h2 id="revisions-heading">{texts.revisionsHeading}</h2>
      <p>{texts.revisionsIntro}</p>
      <FileList
        files={revised}
        hrefFor={fileHref}
        canRemove={() => true}
        emptyText={texts.noRevisedFiles}
      />
      {fileErrors.length > 0 && (
        <ul className="q-field__errors">
          {fileErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <UploadForm
        submissionId={submission.id}
        fileRole="revision"
        label={texts.revisedFileLabel}
        rules={rules}
        intent="upload-revision"
        error={result?.form === 'revision' ? errorsFor(result, 'file')[0] : undefined}
        buttonLabel={texts.uploadRevised}
      />
      <Form method="post" className="q-form">
        <input type="hidden" name="intent" value="resubmit" />
        {resubmitErrors?.message && !resubmitErrors.fieldErrors?.message && (
          <p className="q-notice q-notice--error" role="alert">
            {resubmitErrors.message}
          </p>
        )}
        <TextareaField
          name="message"
          label={texts.responseLabel}
          hint={texts.responseHint}
          rows={6}
          maxLength={SUBMISSION_TEXT_LIMITS.revisionResponse}
          required
          defaultValue={resubmitErrors?.response ?? ''}
          errors={errorsFor(resubmitErrors, 'message')}
        />
        <div className="q-form-actions">
          <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
            {busy ? texts.sending : texts.submitRevisions}
          </button>
        </div>
      </Form>
    </section>
  );
}
