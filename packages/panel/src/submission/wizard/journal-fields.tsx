import type { SubmissionOptions } from '@quire/contracts';
import { type FormFailure, fieldErrorsOf } from '@quire/site';
import { SelectField } from '@quire/ui';
import { useState } from 'react';
import { usePanelTexts } from '../../texts';

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
  const texts = usePanelTexts();
  const journalErrors = fieldErrorsOf(failure, 'journalId');
  const sectionErrors = fieldErrorsOf(failure, 'sectionId');
  const offered = chosen ? journals.filter((journal) => String(journal.id) === chosen) : journals;
  return (
    <>
      <SelectField
        name="journalId"
        label={texts.fieldJournal}
        required
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value)}
        errors={journalErrors}
        options={journals.map((journal) => ({ value: journal.id, label: journal.title }))}
      >
        <option value="">{texts.chooseJournal}</option>
      </SelectField>
      <SelectField
        name="sectionId"
        label={texts.fieldSection}
        hint={texts.sectionHint}
        defaultValue={sectionId}
        key={chosen}
        errors={sectionErrors}
      >
        <option value="">{texts.noSectionPreference}</option>
        {offered.map((journal) => (
          <optgroup key={journal.id} label={journal.title}>
            {journal.sections.map((section) => (
              <option key={section.id} value={section.id}>
                {section.title}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
    </>
  );
}
