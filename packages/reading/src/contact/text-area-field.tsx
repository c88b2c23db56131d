import { FieldErrors } from '@quire/site';
import type { ComponentPropsWithoutRef } from 'react';

export interface TextAreaFieldProps
  extends Omit<ComponentPropsWithoutRef<'textarea'>, 'id' | 'name'> {
  /** The field's name (and the key of its messages in the API's `errors`). */
  name: string;
  label: string;
  errors?: readonly string[];
  hint?: string;
}

/** A labelled textarea with its hint and messages tied to it, like `FormField` for inputs. */
export function TextAreaField({ name, label, errors = [], hint, ...props }: TextAreaFieldProps) {
  const id = `field-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return (
    <div className="q-field" data-invalid={errorId ? '' : undefined}>
      <label htmlFor={id} className="q-field__label">
        {label}
        {props.required ? null : <span className="q-field__optional"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="q-field__hint">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        name={name}
        className="q-field__input q-field__textarea"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...props}
      />
      <FieldErrors id={errorId} messages={errors} />
    </div>
  );
}
