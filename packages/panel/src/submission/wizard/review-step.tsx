import { SUBMISSION_TEXT_LIMITS, type Submission } from '@quire/contracts';
import { useJournalSite } from '@quire/site';
import { TextareaField } from '@quire/ui';
import { Link } from 'react-router';
import { submissionFilePath } from '../../lib/panel-paths';
import type { SubmissionActionData } from '../../lib/submission/action-data';
import { fieldLabel } from '../../lib/submission/field-labels';
import { stepOfField, type WizardStepId } from '../../lib/submission/wizard-steps';
import { usePanelTexts } from '../../texts';
import { SubmissionSummary } from '../submission-summary';

export interface ReviewStepProps {
  submission: Submission;
  result: SubmissionActionData | undefined;
  stepHref: (step: WizardStepId) => string;
}

/**
 * Step 6: everything at a glance with an "Edit" link per part. What the submit check found
 * missing is listed with links to the steps that hold it.
 */
export function ReviewStep({ submission, result, stepHref }: ReviewStepProps) {
  const problems = Object.entries(result?.fieldErrors ?? {}).filter(
    ([field, messages]) => messages.length > 0 && field !== 'message',
  );
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  return (
    <>
      {problems.length > 0 && (
        <div className="q-notice q-notice--error">
          <p>{texts.completeBeforeSubmit}</p>
          <ul>
            {problems.map(([field, messages]) => {
              const step = stepOfField(field);
              const text = texts.problemLine(fieldLabel(field, texts), messages.join(' '));
              return (
                <li key={field} data-field={field}>
                  {step ? <Link to={stepHref(step)}>{text}</Link> : text}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <SubmissionSummary
        submission={submission}
        fileHref={(file) => submissionFilePath(paths, submission.id, file.id)}
        editHref={stepHref}
      />
      <TextareaField
        name="message"
        label={texts.noteToEditor}
        hint={texts.noteToEditorHint}
        rows={4}
        maxLength={SUBMISSION_TEXT_LIMITS.submitNote}
        defaultValue={result?.note ?? ''}
        errors={result?.fieldErrors?.message ?? []}
      />
    </>
  );
}
