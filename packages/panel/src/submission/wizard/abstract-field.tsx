import { SUBMISSION_TEXT_LIMITS } from '@quire/contracts';
import { TextareaField } from '@quire/ui';
import { countChars, countWords } from '@quire/utils';
import { useEffect, useRef, useState } from 'react';
import { PANEL_TEXTS, type PanelTexts, panelTexts, usePanelTexts } from '../../texts';

/** The note on draft fields that may be saved empty but must be filled in to submit. */
export const REQUIRED_TO_SUBMIT = PANEL_TEXTS.requiredToSubmit;

export interface AbstractFieldProps {
  defaultValue: string;
  /** Most words allowed (the `submission_abstract_word_limit` setting). */
  wordLimit: number;
  /** The API's messages for the abstract. */
  errors: readonly string[];
}

/** The message for an abstract over the limit (also set as the field's validity message). */
export function overLimitMessage(
  words: number,
  limit: number,
  texts: PanelTexts = panelTexts(),
): string {
  return texts.abstractOverLimit(words, limit);
}

/**
 * The abstract (plain text) with live word and character counts ("212 / 300 words") as the
 * author types (words split on whitespace; characters are non-whitespace). Over the
 * limit, the count turns red, a message appears and the form will not submit.
 */
export function AbstractField({ defaultValue, wordLimit, errors }: AbstractFieldProps) {
  const [text, setText] = useState(defaultValue);
  const texts = usePanelTexts();
  const ref = useRef<HTMLTextAreaElement>(null);
  const words = countWords(text);
  const characters = countChars(text);
  const over = words > wordLimit;
  const message = over ? overLimitMessage(words, wordLimit, texts) : '';
  useEffect(() => {
    ref.current?.setCustomValidity(message);
  }, [message]);
  return (
    <TextareaField
      ref={ref}
      name="abstract"
      label={texts.fieldAbstract}
      labelNote={texts.requiredToSubmit}
      hint={texts.abstractHint(wordLimit)}
      describedByExtra={
        over ? ['field-abstract-count', 'field-abstract-limit'] : ['field-abstract-count']
      }
      rows={10}
      maxLength={SUBMISSION_TEXT_LIMITS.abstract}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      // Over the limit is a problem before any submit, so it marks the field too.
      aria-invalid={over || errors.length > 0 || undefined}
      errors={errors}
    >
      <p id="field-abstract-count" className="q-count" data-state={over ? 'over' : 'within'}>
        {texts.abstractCount(words, wordLimit, characters)}
      </p>
      {over && (
        <p id="field-abstract-limit" className="q-field__errors" role="alert">
          {message}
        </p>
      )}
    </TextareaField>
  );
}
