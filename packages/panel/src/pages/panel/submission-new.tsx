import {
  type AuthHandle,
  ErrorSummary,
  isFormFailure,
  siteTitle,
  useActionErrorModal,
} from '@quire/site';
import { Form, type MetaArgs, useActionData, useLoaderData, useNavigation } from 'react-router';
import { SUBMISSION_FIELD_LABELS } from '../../lib/submission/field-labels';
import { JournalFields } from '../../submission/wizard/journal-fields';
import { WizardFrame } from '../../submission/wizard/wizard-frame';
import type { submissionNewAction, submissionNewLoader } from './submission-new.server';
import '../../submission/submission.css';

export const submissionNewHandle = { auth: 'user' } satisfies AuthHandle;

export function submissionNewMeta(_: MetaArgs<typeof submissionNewLoader>) {
  return [{ title: siteTitle('New submission: journal') }];
}

/**
 * `/panel/submission/new`: the first step. Choosing the journal creates the draft (once, thanks
 * to the form's key) and opens the next step. A journal's "Submit an article" link arrives with
 * `?journal={slug}`, its journal already chosen.
 */
export function SubmissionNewPage() {
  const loaderData = useLoaderData<typeof submissionNewLoader>();
  const { options, clientKey, preselectedJournalId, journalNotice } = loaderData;
  const result = useActionData<typeof submissionNewAction>();
  useActionErrorModal(result);
  const failure = isFormFailure(result) ? result : undefined;
  const busy = useNavigation().state === 'submitting';
  return (
    <WizardFrame current="journal" hrefFor={null}>
      <p>
        Choose the journal you are submitting to. Your draft is saved at every step: you can leave
        and come back to it from your submissions.
      </p>
      {journalNotice && (
        <p className="q-alert" role="status">
          {journalNotice}
        </p>
      )}
      <ErrorSummary failure={failure} labels={SUBMISSION_FIELD_LABELS} />
      <Form method="post" className="q-form">
        <input type="hidden" name="clientKey" value={clientKey} />
        <JournalFields
          journals={options.journals}
          journalId={
            failure && 'journalId' in failure ? String(failure.journalId) : preselectedJournalId
          }
          sectionId={failure && 'sectionId' in failure ? String(failure.sectionId) : ''}
          failure={failure}
        />
        <div className="q-form-actions">
          <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
            {busy ? 'Creating the draft…' : 'Save and continue'}
          </button>
        </div>
      </Form>
    </WizardFrame>
  );
}
