import type { EditorDecision } from '@quire/contracts';
import { TextAreaField } from '@quire/reading';
import { FieldErrors } from '@quire/site';
import { Form, useNavigation } from 'react-router';
import { errorsFor, type SubmissionActionData } from '../lib/submission/action-data';
import { DECISION_LABELS, DECISIONS_NEEDING_A_MESSAGE } from '../lib/submission/decisions';

export interface DecisionFormProps {
  /** The decisions valid for the submission's status. */
  decisions: readonly EditorDecision[];
  /** The last post of this form, when it failed. */
  result: SubmissionActionData | undefined;
}

/** The editor's decision: one of the valid decisions and the letter to the author. */
export function DecisionForm({ decisions, result }: DecisionFormProps) {
  const busy = useNavigation().state === 'submitting';
  const failed = result?.form === 'decision' ? result : undefined;
  const decisionErrors = errorsFor(failed, 'decision');
  const needingMessage = decisions
    .filter((decision) => DECISIONS_NEEDING_A_MESSAGE.has(decision))
    .map((decision) => DECISION_LABELS[decision].toLowerCase());
  return (
    <section className="q-section" aria-labelledby="decision-heading">
      <h2 id="decision-heading">Decision</h2>
      {failed?.message && failed.fieldErrors && Object.keys(failed.fieldErrors).length === 0 && (
        <p className="q-notice q-notice--error" role="alert">
          {failed.message}
        </p>
      )}
      <Form method="post" className="q-form">
        <input type="hidden" name="intent" value="decide" />
        <fieldset
          id="field-decision"
          className="q-fieldset"
          data-invalid={decisionErrors.length ? '' : undefined}
          aria-describedby={decisionErrors.length ? 'field-decision-error' : undefined}
        >
          <legend>Decision</legend>
          {decisions.map((decision, index) => (
            <label key={decision} className="q-check">
              <input
                type="radio"
                name="decision"
                value={decision}
                required
                defaultChecked={failed?.decision ? failed.decision === decision : index === 0}
              />
              <span>{DECISION_LABELS[decision]}</span>
            </label>
          ))}
          <FieldErrors id="field-decision-error" messages={decisionErrors} />
        </fieldset>
        <TextAreaField
          name="message"
          label="Message to the author"
          hint={
            needingMessage.length > 0
              ? `Needed to ${needingMessage.join(' or ')}. The author receives it as a notification.`
              : 'The author receives it as a notification.'
          }
          rows={6}
          maxLength={10_000}
          defaultValue={failed?.letter ?? ''}
          errors={errorsFor(failed, 'message')}
        />
        <div className="q-form-actions">
          <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Record the decision'}
          </button>
        </div>
      </Form>
    </section>
  );
}
