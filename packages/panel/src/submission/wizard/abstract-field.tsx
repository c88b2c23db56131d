import { FieldErrors } from '@quire/site';
import { countChars, countWords } from '@quire/utils';
import { useEffect, useRef, useState } from 'react';

/** The note on draft fields that may be saved empty but must be filled in to submit. */
export const REQUIRED_TO_SUBMIT = '(required to submit)';

export interface AbstractFieldProps {
  defaultValue: string;
  /** Most words allowed (the `submission_abstract_word_limit` setting). */
  wordLimit: number;
  /** The API's messages for the abstract. */
  errors: readonly string[];
}

/** The message for an abstract over the limit (also set as the field's validity message). */
export function overLimitMessage(words: number, limit: number): string {
  return `The abstract has ${words} words; shorten it to ${limit} words or fewer.`;
}

/**
 * The abstract (plain text) with live word and character counts ("212 / 300 words") as the
 * author types (words split on whitespace; characters are non-whitespace). Over the
 * limit, the count turns red, a message appears and the form will not submit.
 */
export function AbstractField({ defaultValue, wordLimit, errors }: AbstractFieldProps) {
  const [text, setText] = useState(defaultValue);
  const ref = useRef<HTMLTextAreaElement>(null);
  const words = countWords(text);
  const characters = countChars(text);
  const over = words > wordLimit;
  const message = over ? overLimitMessage(words, wordLimit) : '';
  useEffect(() => {
    ref.current?.setCustomValidity(message);
  }, [message]);
  const describedBy = ['field-abstract-hint', 'field-abstract-count'];
  if (over) describedBy.push('field-abstract-limit');
  if (errors.length > 0) describedBy.push('field-abstract-error');
  return (
    <div className="q-field" data-invalid={over || errors.length > 0 ? '' : undefined}>
      <label htmlFor="field-abstract" className="q-field__label">
        Abstract<span className="q-field__optional"> {REQUIRED_TO_SUBMIT}</span>
      </label>
      <p id="field-abstract-hint" className="q-field__hint">
        Plain text; separate paragraphs with a blank line. At most {wordLimit} words.
      </p>
      <textarea
        ref={ref}
        id="field-abstract"
        name="abstract"
        className="q-field__input q-field__textarea"
        rows={10}
        maxLength={10_000}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        aria-invalid={over || errors.length > 0 ? true : undefined}
        aria-describedby={describedBy.join(' ')}
      />
      <p id="field-abstract-count" className="q-count" data-state={over ? 'over' : 'within'}>
        {words} / {wordLimit} words · {characters} {characters === 1 ? 'character' : 'characters'}
      </p>
      {over && (
        <p id="field-abstract-limit" className="q-field__errors" role="alert">
          {message}
        </p>
      )}
      <FieldErrors id="field-abstract-error" messages={errors} />
    </div>
  );
}
