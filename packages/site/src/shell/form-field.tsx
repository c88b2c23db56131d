import type { ComponentPropsWithoutRef } from 'react';

export interface FormFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'name'> {
  /** The field's name (and the key of its messages in the API's `errors`). */
  name: string;
  /** The visible label. */
  label: string;
  /** Messages for this field; any makes it invalid. */
  errors?: readonly string[];
  /** Help text under the label. */
  hint?: string;
  /**
   * Said after the label in place of "(optional)" on a field that is not `required`, e.g.
   * "(required to submit)" on a draft field that may be saved empty.
   */
  labelNote?: string;
}

/**
 * A labelled input with its hint and messages tied to it (`aria-describedby`, `aria-invalid`),
 * so a screen reader announces what is wrong when the field gets focus.
 */
export function FormField({
  name,
  label,
  errors = [],
  hint,
  labelNote = '(optional)',
  className,
  ...props
}: FormFieldProps) {
  const id = `field-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={['q-field', className].filter(Boolean).join(' ')}
      data-invalid={errorId ? '' : undefined}
    >
      <label htmlFor={id} className="q-field__label">
        {label}
        {props.required ? null : <span className="q-field__optional"> {labelNote}</span>}
      </label>
      {hint && (
        <p id={hintId} className="q-field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        className="q-field__input"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      <FieldErrors id={errorId} messages={errors} />
    </div>
  );
}

/**
 * A field's messages as a list under it (nothing when there are none); `id` is what the field's
 * `aria-describedby` names. Repeated messages show once.
 * @example <FieldErrors id="field-title-error" messages={fieldErrorsOf(failure, 'title')} />
 */
export function FieldErrors({
  id,
  messages = [],
}: {
  id?: string | undefined;
  messages?: readonly string[] | undefined;
}) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="q-field__errors">
      {[...new Set(messages)].map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
