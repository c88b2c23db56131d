import { isFormFailure, siteTitle, useActionErrorModal, useJournalSite } from '@quire/site';
import { ErrorSummary } from '@quire/ui';
import {
  Form,
  Link,
  type MetaArgs,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { wizardPath } from '../../lib/panel-paths';
import { asActionData } from '../../lib/submission/action-data';
import { labelsFor } from '../../lib/submission/field-labels';
import {
  missingBySteps,
  previousStep,
  stepsWithErrors,
  WIZARD_STEPS,
  type WizardStepId,
  wizardStepLabel,
} from '../../lib/submission/wizard-steps';
import { DeleteDraftForm } from '../../submission/delete-draft-form';
import { AuthorsStep } from '../../submission/wizard/authors-step';
import { DeclarationsStep } from '../../submission/wizard/declarations-step';
import { DetailsStep } from '../../submission/wizard/details-step';
import { FilesStep } from '../../submission/wizard/files-step';
import { JournalFields } from '../../submission/wizard/journal-fields';
import { ReviewStep } from '../../submission/wizard/review-step';
import { WizardFrame } from '../../submission/wizard/wizard-frame';
import { panelTexts, usePanelTexts } from '../../texts';
import type { submissionEditAction, submissionEditLoader } from './submission-edit.server';
import '../../submission/submission.css';

export function submissionEditMeta({ loaderData }: MetaArgs<typeof submissionEditLoader>) {
  const texts = panelTexts();
  const label = loaderData?.step ? wizardStepLabel(loaderData.step, texts) : texts.wizardDraft;
  return [{ title: siteTitle(texts.wizardPageTitle(label)) }];
}

/** `{paths.submissions}/:id/edit?step=`: one step of a draft's wizard; each step saves the draft. */
export function SubmissionEditPage() {
  const loaderData = useLoaderData<typeof submissionEditLoader>();
  const { submission, options, step } = loaderData;
  const result = asActionData(useActionData<typeof submissionEditAction>());
  useActionErrorModal(result);
  const failure = isFormFailure(result) ? result : undefined;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  const stepHref = (target: WizardStepId) => wizardPath(paths, submission.id, target);
  const missing = missingBySteps(submission, options.abstractWordLimit, texts);
  const completed = new Set(
    WIZARD_STEPS.map((item) => item.id).filter((id) => id !== 'review' && missing[id].length === 0),
  );
  const back = previousStep(step);
  const backLink = back && (
    <Link to={stepHref(back)} className="q-btn">
      {texts.back}
    </Link>
  );
  return (
    <WizardFrame
      current={step}
      hrefFor={stepHref}
      completed={completed}
      withErrors={stepsWithErrors(failure?.fieldErrors ?? {})}
      missing={missing}
    >
      {result?.uploaded && (
        <p className="q-notice q-notice--success" role="status">
          {texts.uploaded(result.uploaded)}
        </p>
      )}
      {step !== 'review' && step !== 'files' && (
        <ErrorSummary failure={failure} labels={labelsFor(failure?.fieldErrors ?? {}, texts)} />
      )}
      {step === 'files' ? (
        <>
          <FilesStep submission={submission} options={options} result={result} />
          <div className="q-form-actions">
            {backLink}
            <Link to={stepHref('declarations')} className="q-btn q-btn--primary">
              {texts.continue}
            </Link>
          </div>
        </>
      ) : (
        <Form method="post" className="q-form" key={step} noValidate={step === 'review'}>
          {/* Enter in a field saves (the first submit button is the form's default). */}
          <button
            type="submit"
            name="intent"
            value={step === 'review' ? 'submit' : 'save'}
            hidden
            tabIndex={-1}
          />
          <input type="hidden" name="step" value={step} />
          {step === 'journal' && (
            <JournalFields
              journals={options.journals}
              journalId={
                result?.journalId ?? (submission.journal ? String(submission.journal.id) : '')
              }
              sectionId={
                result?.sectionId ?? (submission.section ? String(submission.section.id) : '')
              }
              failure={failure}
            />
          )}
          {step === 'details' && (
            <DetailsStep submission={submission} options={options} result={result} />
          )}
          {step === 'authors' && <AuthorsStep submission={submission} result={result} />}
          {step === 'declarations' && (
            <DeclarationsStep
              submission={submission}
              result={result}
              journalDeclarations={
                options.journals.find((journal) => journal.id === submission.journal?.id)
                  ?.declarations ?? []
              }
            />
          )}
          {step === 'review' && (
            <ReviewStep submission={submission} result={result} stepHref={stepHref} />
          )}
          <div className="q-form-actions">
            {backLink}
            {step === 'review' ? (
              <button
                type="submit"
                name="intent"
                value="submit"
                className="q-btn q-btn--primary"
                disabled={busy}
              >
                {busy ? texts.submitting : texts.submit}
              </button>
            ) : (
              <button
                type="submit"
                name="intent"
                value="save"
                className="q-btn q-btn--primary"
                disabled={busy}
              >
                {busy ? texts.saving : texts.saveAndContinue}
              </button>
            )}
          </div>
        </Form>
      )}
      <DeleteDraftForm title={submission.title} />
    </WizardFrame>
  );
}
