import { SUBMISSION_TEXT_LIMITS, type Submission, type SubmissionOptions } from '@quire/contracts';
import { FieldFrame, fieldIds, TagInput, TextField } from '@quire/ui';
import { useState } from 'react';
import { errorsFor, type SubmissionActionData } from '../../lib/submission/action-data';
import { usePanelTexts } from '../../texts';
import { AbstractField } from './abstract-field';

export interface DetailsStepProps {
  submission: Submission;
  options: SubmissionOptions;
  result: SubmissionActionData | undefined;
}

/**
 * Step 2: title, abstract with live counts and its word limit, keywords as tags. Nothing here is
 * `required`: a draft saves at any stage, and the submit check says what is still missing.
 */
export function DetailsStep({ submission, options, result }: DetailsStepProps) {
  const [keywords, setKeywords] = useState<string[]>(result?.keywords ?? submission.keywords);
  const texts = usePanelTexts();
  const keywordErrors = Object.entries(result?.fieldErrors ?? {})
    .filter(([field]) => field === 'keywords' || field.startsWith('keywords.'))
    .flatMap(([, messages]) => messages);
  const keywordIds = fieldIds('keywords', { hint: true, errors: keywordErrors });
  return (
    <>
      <TextField
        name="title"
        label={texts.fieldTitle}
        labelNote={texts.requiredToSubmit}
        maxLength={SUBMISSION_TEXT_LIMITS.title}
        defaultValue={result?.title ?? submission.title ?? ''}
        errors={errorsFor(result, 'title')}
      />
      <AbstractField
        defaultValue={result?.abstract ?? submission.abstract ?? ''}
        wordLimit={options.abstractWordLimit}
        errors={errorsFor(result, 'abstract')}
      />
      <FieldFrame
        ids={keywordIds}
        label={texts.fieldKeywords}
        labelNote={texts.requiredToSubmit}
        hint={texts.keywordsHint(keywords.length, options.keywordLimit)}
        errors={keywordErrors}
      >
        <TagInput
          name="keywords"
          inputId={keywordIds.id}
          value={keywords}
          onChange={setKeywords}
          limit={options.keywordLimit}
          placeholder={texts.keywordPlaceholder}
          listEntryLabel={texts.addSeveralWords}
        />
        {/* Without JavaScript the tags cannot be typed: a plain list takes them instead. */}
        <noscript>
          <TextField
            id="field-keywordsText"
            name="keywordsText"
            label={texts.keywordsTextLabel}
            labelNote={false}
            defaultValue={result?.keywordsText ?? ''}
          />
        </noscript>
      </FieldFrame>
    </>
  );
}
