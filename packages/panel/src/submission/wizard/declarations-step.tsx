import { SUBMISSION_TEXT_LIMITS, type Submission } from '@quire/contracts';
import { Checkbox, Fieldset, TextareaField } from '@quire/ui';
import { errorsFor, type SubmissionActionData } from '../../lib/submission/action-data';
import { type PanelTexts, usePanelTexts } from '../../texts';

export interface DeclarationsStepProps {
  submission: Submission;
  result: SubmissionActionData | undefined;
  /** The declarations the chosen journal asks besides the three (its settings). */
  journalDeclarations?: readonly string[];
}

/** The declarations, each with the key of the sentence the author reads (`PANEL_TEXTS`). */
export const DECLARATIONS = [
  { name: 'originality', text: 'declarationOriginality' },
  { name: 'licence', text: 'declarationLicence' },
  { name: 'privacy', text: 'declarationPrivacy' },
] as const satisfies readonly { name: string; text: keyof PanelTexts }[];

/** Step 5: the cover letter to the editors, the three declarations and the journal's own. */
export function DeclarationsStep({
  submission,
  result,
  journalDeclarations = [],
}: DeclarationsStepProps) {
  const texts = usePanelTexts();
  const errors = DECLARATIONS.flatMap((declaration) =>
    errorsFor(result, `declarations.${declaration.name}`),
  ).concat(errorsFor(result, 'declarations'));
  return (
    <>
      <TextareaField
        name="coverLetter"
        label={texts.fieldCoverLetter}
        hint={texts.coverLetterHint}
        rows={8}
        maxLength={SUBMISSION_TEXT_LIMITS.coverLetter}
        defaultValue={result?.coverLetter ?? submission.coverLetter ?? ''}
        errors={errorsFor(result, 'coverLetter')}
      />
      <Fieldset name="declarations" legend={texts.declarationsLegend} errors={errors}>
        <p className="q-muted">{texts.declarationsNeeded}</p>
        {DECLARATIONS.map((declaration) => (
          <Checkbox
            key={declaration.name}
            id={`field-declarations.${declaration.name}`}
            name={declaration.name}
            label={texts[declaration.text]}
            defaultChecked={(result?.declarations ?? submission.declarations)[declaration.name]}
          />
        ))}
      </Fieldset>
      {journalDeclarations.length > 0 && (
        <Fieldset
          name="journalDeclarations"
          legend={texts.journalDeclarationsLegend(submission.journal?.title ?? '')}
          errors={errorsFor(result, 'journalDeclarations')}
        >
          {journalDeclarations.map((declaration, index) => (
            <Checkbox
              key={declaration}
              id={`field-journalDeclarations-${index}`}
              name="journalDeclarations"
              value={declaration}
              label={declaration}
              defaultChecked={(
                result?.journalDeclarations ?? submission.journalDeclarations
              ).includes(declaration)}
            />
          ))}
        </Fieldset>
      )}
    </>
  );
}
