import {
  DECISIONS_NEEDING_A_MESSAGE,
  type EditorDecision,
  SUBMISSION_TEXT_LIMITS,
} from '@quire/contracts';
import { RadioGroup, TextareaField } from '@quire/ui';
import { errorsFor, type SubmissionActionData } from '../lib/submission/action-data';
import { decisionLabel } from '../lib/submission/decisions';
import { usePanelTexts } from '../texts';
import { EditorFormSection } from './editor-form-section';

export interface DecisionFormProps {
  /** The decisions valid for the submission's status. */
  decisions: readonly EditorDecision[];
  /** The last post of this form, when it failed. */
  result: SubmissionActionData | undefined;
}

/** The editor's decision: one of the valid decisions and the letter to the author. */
export function DecisionForm({ decisions, result }: DecisionFormProps) {
  const texts = usePanelTexts();
  const failed = result?.form === 'decision' ? result : undefined;
  const decisionErrors = errorsFor(failed, 'decision');
  const needingMessage = decisions
    .filter((decision) => DECISIONS_NEEDING_A_MESSAGE.has(decision))
    .map((decision) => decisionLabel(decision, texts).toLowerCase());
  return (
    <EditorFormSection
      intent="decide"
      heading={texts.decisionHeading}
      failed={failed}
      submitLabel={texts.recordDecision}
      busyLabel={texts.saving}
    >
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
    </EditorFormSection>
  );
}
