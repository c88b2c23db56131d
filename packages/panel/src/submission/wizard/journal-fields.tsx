import type { SubmissionOptions } from '@quire/contracts';
import { FieldErrors, type FormFailure, fieldErrorsOf } from '@quire/site';
import { useState } from 'react';

export interface JournalFieldsProps {
  journals: SubmissionOptions['journals'];
  journalId: string;
  sectionId: string;
  failure: FormFailure | undefined;
}

/**
 * The journal and section choice. Sections are grouped by journal, so the form works without
 * JavaScript; with it, only the chosen journal's sections are offered.
 */
export function JournalFields({ journals, journalId, sectionId, failure }: JournalFieldsProps) {
  const [chosen, setChosen] = useState(journalId);
  const journalErrors = fieldErrorsOf(failure, 'journalId');
  const sectionErrors = fieldErrorsOf(failure, 'sectionId');
  const offered = chosen ? journals.filter((journal) => String(journal.id) === chosen) : journals;
  return (
    <>
      <div className="q-field" data-invalid={journalErrors.length ? '' : undefined}>
        <label htmlFor="field-journalId" className="q-field__label">
          Journal
        </label>
        <select
          id="field-journalId"
          name="journalId"
          className="q-field__input"
          required
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
          aria-invalid={journalErrors.length ? true : undefined}
          aria-describedby={journalErrors.length ? 'field-journalId-error' : undefined}
        >
          <option value="">Choose a journal</option>
          {journals.map((journal) => (
            <option key={journal.id} value={journal.id}>
              {journal.title}
            </option>
          ))}
        </select>
        <FieldErrors id="field-journalId-error" messages={journalErrors} />
      </div>
      <div className="q-field" data-invalid={sectionErrors.length ? '' : undefined}>
        <label htmlFor="field-sectionId" className="q-field__label">
          Section <span className="q-field__optional">(optional)</span>
        </label>
        <p id="field-sectionId-hint" className="q-field__hint">
          The part of the journal your article belongs in; the editors can change it.
        </p>
        <select
          id="field-sectionId"
          name="sectionId"
          className="q-field__input"
          defaultValue={sectionId}
          key={chosen}
          aria-invalid={sectionErrors.length ? true : undefined}
          aria-describedby={[
            'field-sectionId-hint',
            sectionErrors.length ? 'field-sectionId-error' : '',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <option value="">No preference</option>
          {offered.map((journal) => (
            <optgroup key={journal.id} label={journal.title}>
              {journal.sections.map((section) => (
                <option key={section.id} value={section.id}>
                  {section.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <FieldErrors id="field-sectionId-error" messages={sectionErrors} />
      </div>
    </>
  );
}
