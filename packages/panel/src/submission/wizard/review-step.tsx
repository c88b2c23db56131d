import type { Submission } from '@quire/contracts';
import { TextAreaField } from '@quire/reading';
import { Link } from 'react-router';
import type { SubmissionActionData } from '../../lib/submission/action-data';
import { fieldLabel } from '../../lib/submission/field-labels';
import { stepOfField, type WizardStepId } from '../../lib/submission/wizard-steps';
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
  return (
    <>
      {problems.length > 0 && (
        <div className="q-notice q-notice--error">
          <p>Before you submit, please complete:</p>
          <ul>
            {problems.map(([field, messages]) => {
              const step = stepOfField(field);
              const text = `${fieldLabel(field)}: ${messages.join(' ')}`;
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
        fileHref={(file) => `/panel/submission/${submission.id}/files/${file.id}`}
        editHref={stepHref}
      />
      <TextAreaField
        name="message"
        label="Note to the editor"
        hint="Anything the editor should know as they open your submission."
        rows={4}
        maxLength={5000}
        defaultValue={result?.note ?? ''}
        errors={result?.fieldErrors?.message ?? []}
      />
    </>
  );
}
