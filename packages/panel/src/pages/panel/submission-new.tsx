import { isFormFailure, siteTitle, useActionErrorModal } from '@quire/site';
import { ErrorSummary } from '@quire/ui';
import { Form, type MetaArgs, useActionData, useLoaderData, useNavigation } from 'react-router';
import { submissionFieldLabels } from '../../lib/submission/field-labels';
import { JournalFields } from '../../submission/wizard/journal-fields';
import { WizardFrame } from '../../submission/wizard/wizard-frame';
import { panelTexts, usePanelTexts } from '../../texts';
import type { submissionNewAction, submissionNewLoader } from './submission-new.server';
import '../../submission/submission.css';

export function submissionNewMeta(_: MetaArgs<typeof submissionNewLoader>) {
  return [{ title: siteTitle(panelTexts().wizardPageTitle(panelTexts().stepJournal)) }];
}

/**
 * `{paths.newSubmission}`: the first step. Choosing the journal creates the draft (once, thanks
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
  const texts = usePanelTexts();
  return (
    <WizardFrame current="journal" hrefFor={null}>
      <p>{texts.chooseJournalIntro}</p>
      {journalNotice && (
        <p className="q-alert" role="status">
          {journalNotice}
        </p>
      )}
      <ErrorSummary failure={failure} labels={submissionFieldLabels(texts)} />
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
            {busy ? texts.creatingDraft : texts.saveAndContinue}
          </button>
        </div>
      </Form>
    </WizardFrame>
  );
}
