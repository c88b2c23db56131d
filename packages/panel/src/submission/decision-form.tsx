import {
  DECISIONS_NEEDING_A_MESSAGE,
  type EditorDecision,
  SUBMISSION_TEXT_LIMITS,
} from '@quire/contracts';
import { RadioGroup, TextareaField } from '@quire/ui';
import { Form, useNavigation } from 'react-router';
import { errorsFor, type SubmissionActionData } from '../lib/submission/action-data';
import { decisionLabel } from '../lib/submission/decisions';
import { usePanelTexts } from '../texts';

export interface DecisionFormProps {
  /** The decisions valid for the submission's status. */
  decisions: readonly EditorDecision[];
  /** The last post of this form, when it failed. */
  result: SubmissionActionData | undefined;
}

/** The editor's decision: one of the valid decisions and the letter to the author. */
export function DecisionForm({ decisions, result }: DecisionFormProps) {
  const busy = useNavigation().state === 'submitting';
  const texts = usePanelTexts();
  const failed = result?.form === 'decision' ? result : undefined;
  const decisionErrors = errorsFor(failed, 'decision');
  const needingMessage = decisions
    .filter((decision) => DECISIONS_NEEDING_A_MESSAGE.has(decision))
    .map((decision) => decisionLabel(decision, texts).toLowerCase());
  return (
    <section className="q-section" aria-labelledby="decision-heading">
      <h2 id="decision-heading">{texts.decisionHeading}</h2>
      {failed?.message && failed.fieldErrors && Object.keys(failed.fieldErrors).length === 0 && (
        <p className="q-notice q-notice--error" role="alert">
          {failed.message}
        </p>
      )}
      <Form method="post" className="q-form">
        <input type="hidden" name="intent" value="decide" />
        <RadioGroup
          name="decision"
          legend={texts.decisionLegend}
          required
          options={decisions.map((decision) => ({
            value: decision,
            label: decisionLabel(decision, texts),
          }))}
          defaultValue={failed?.decision || decisions[0]}
          errors={decisionErrors}
        />
        <TextareaField
          name="message"
          label={texts.messageToAuthor}
          hint={
            needingMessage.length > 0
              ? texts.messageNeeded(needingMessage.join(texts.decisionsOr))
              : texts.messageOptional
          }
          rows={6}
          maxLength={SUBMISSION_TEXT_LIMITS.decisionMessage}
          defaultValue={failed?.letter ?? ''}
          errors={errorsFor(failed, 'message')}
        />
        <div className="q-form-actions">
          <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
            {busy ? texts.saving : texts.recordDecision}
          </button>
        </div>
      </Form>
    </section>
  );
}
