import type { Submission } from '@quire/contracts';
import { TextAreaField } from '@quire/reading';
import { FieldErrors } from '@quire/site';
import { errorsFor, type SubmissionActionData } from '../../lib/submission/action-data';

export interface DeclarationsStepProps {
  submission: Submission;
  result: SubmissionActionData | undefined;
}

/** The declarations, as the author reads them. */
export const DECLARATIONS = [
  {
    name: 'originality',
    text: 'This work is original: it has not been published, and it is not under consideration elsewhere.',
  },
  {
    name: 'licence',
    text: 'If the article is accepted, I agree to publish it under the journal’s licence.',
  },
  {
    name: 'privacy',
    text: 'I consent to the processing of the personal data in this submission (names, emails, affiliations) for its review and publication.',
  },
] as const;

/** Step 5: the cover letter to the editors and the three declarations. */
export function DeclarationsStep({ submission, result }: DeclarationsStepProps) {
  const errors = DECLARATIONS.flatMap((declaration) =>
    errorsFor(result, `declarations.${declaration.name}`),
  ).concat(errorsFor(result, 'declarations'));
  return (
    <>
      <TextAreaField
        name="coverLetter"
        label="Cover letter"
        hint="Why this journal, and anything the editors should know. Plain text."
        rows={8}
        maxLength={10_000}
        defaultValue={result?.coverLetter ?? submission.coverLetter ?? ''}
        errors={errorsFor(result, 'coverLetter')}
      />
      <fieldset
        id="field-declarations"
        className="q-fieldset"
        data-invalid={errors.length ? '' : undefined}
        aria-describedby={errors.length ? 'field-declarations-error' : undefined}
      >
        <legend>Declarations</legend>
        <p className="q-muted">All three are needed before you submit.</p>
        {DECLARATIONS.map((declaration) => (
          <label
            key={declaration.name}
            className="q-check"
            id={`field-declarations.${declaration.name}`}
          >
            <input
              type="checkbox"
              name={declaration.name}
              defaultChecked={(result?.declarations ?? submission.declarations)[declaration.name]}
            />
            <span>{declaration.text}</span>
          </label>
        ))}
        <FieldErrors id="field-declarations-error" messages={errors} />
      </fieldset>
    </>
  );
}
