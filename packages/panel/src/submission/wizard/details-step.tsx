import type { Submission, SubmissionOptions } from '@quire/contracts';
import { FieldErrors, FormField } from '@quire/site';
import { TagInput } from '@quire/ui';
import { useState } from 'react';
import { errorsFor, type SubmissionActionData } from '../../lib/submission/action-data';
import { AbstractField, REQUIRED_TO_SUBMIT } from './abstract-field';

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
  const keywordErrors = Object.entries(result?.fieldErrors ?? {})
    .filter(([field]) => field === 'keywords' || field.startsWith('keywords.'))
    .flatMap(([, messages]) => messages);
  return (
    <>
      <FormField
        name="title"
        label="Title"
        labelNote={REQUIRED_TO_SUBMIT}
        maxLength={300}
        defaultValue={result?.title ?? submission.title ?? ''}
        errors={errorsFor(result, 'title')}
      />
      <AbstractField
        defaultValue={result?.abstract ?? submission.abstract ?? ''}
        wordLimit={options.abstractWordLimit}
        errors={errorsFor(result, 'abstract')}
      />
      <div className="q-field" data-invalid={keywordErrors.length ? '' : undefined}>
        <TagInput
          label="Keywords"
          name="keywords"
          inputId="field-keywords"
          value={keywords}
          onChange={setKeywords}
          limit={options.keywordLimit}
          placeholder="Type a keyword, then Enter or comma"
          listEntryLabel="Add keywords of several words"
        />
        <p id="field-keywords-hint" className="q-field__hint">
          {keywords.length} of at most {options.keywordLimit} keywords. Enter, a comma or a space
          adds each one. For a keyword of several words, such as “forest ecology”, paste a
          comma-separated list or use “Add keywords of several words”.
        </p>
        <noscript>
          <label htmlFor="field-keywordsText" className="q-field__label">
            Add keywords (separated by commas)
          </label>
          <input
            id="field-keywordsText"
            name="keywordsText"
            className="q-field__input"
            defaultValue={result?.keywordsText ?? ''}
          />
        </noscript>
        <FieldErrors id="field-keywords-error" messages={keywordErrors} />
      </div>
    </>
  );
}
