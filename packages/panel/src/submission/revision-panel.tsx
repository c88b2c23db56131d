import type { Submission, SubmissionFile } from '@quire/contracts';
import { TextAreaField } from '@quire/reading';
import type { UploadRules } from '@quire/ui';
import { Form, useNavigation } from 'react-router';
import { errorsFor, type SubmissionActionData } from '../lib/submission/action-data';
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
      <h2 id="revisions-heading">Submit revisions</h2>
      <p>
        Upload your revised manuscript (and any other revised files), then tell the editor what you
        changed.
      </p>
      <FileList
        files={revised}
        hrefFor={fileHref}
        canRemove={() => true}
        emptyText="No revised files yet."
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
        label="Revised file"
        rules={rules}
        intent="upload-revision"
        error={result?.form === 'revision' ? errorsFor(result, 'file')[0] : undefined}
        buttonLabel="Upload the revised file"
      />
      <Form method="post" className="q-form">
        <input type="hidden" name="intent" value="resubmit" />
        {resubmitErrors?.message && !resubmitErrors.fieldErrors?.message && (
          <p className="q-notice q-notice--error" role="alert">
            {resubmitErrors.message}
          </p>
        )}
        <TextAreaField
          name="message"
          label="Response to the editor"
          hint="What you changed, point by point."
          rows={6}
          maxLength={5000}
          required
          defaultValue={resubmitErrors?.response ?? ''}
          errors={errorsFor(resubmitErrors, 'message')}
        />
        <div className="q-form-actions">
          <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
            {busy ? 'Sending…' : 'Submit revisions'}
          </button>
        </div>
      </Form>
    </section>
  );
}
