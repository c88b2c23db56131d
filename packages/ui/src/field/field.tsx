import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** What every field of the kit takes besides its control's own props. */
export interface FieldProps {
  /** The control's name (and the key of its messages in the API's `errors`). */
  name: string;
  /** The visible label. */
  label: ReactNode;
  /** Messages for this field; any makes it invalid. */
  errors?: readonly string[] | undefined;
  /** Help text under the label. */
  hint?: ReactNode;
  /**
   * Said after the label in place of "(optional)" on a field that is not `required`, e.g.
   * "(required to submit)" on a draft field that may be saved empty; `false` says nothing (a
   * form whose fields are all optional filters).
   */
  labelNote?: string | false;
  /** The control's id when `field-{name}` does not suit (two forms with the same names). */
  id?: string;
  /**
   * Keeps the label for screen readers only (`q-visually-hidden`): a field whose purpose the
   * page already shows, such as a journal's search box. The accessible name stays the label.
   */
  labelHidden?: boolean;
}

/** The ids a field's parts are tied together with. */
export interface FieldIds {
  /** The control's id: `field-{name}`, what the error summary links to. */
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** The control's `aria-describedby`: hint, then `extra` ids, then messages. */
  describedBy: string | undefined;
  invalid: boolean;
}

/**
 * The ids of a field named `name` (its control's id is `id`, by default `field-{name}`); `extra` are more ids the control is described by (a
 * character count, a live message) placed between the hint and the messages.
 * @example const ids = fieldIds('title', { hint: true, errors });
 */
export function fieldIds(
  name: string,
  {
    hint,
    errors = [],
    extra = [],
    id = `field-${name}`,
  }: {
    hint?: boolean;
    errors?: readonly string[] | undefined;
    extra?: readonly string[];
    id?: string | undefined;
  } = {},
): FieldIds {
  if (!name) throw new Error('A field needs a non-empty name: it is the id its messages link to.');
  const hintId = hint ? `${id}-hint` : undefined;
  const invalid = errors.length > 0;
  const errorId = invalid ? `${id}-error` : undefined;
  const describedBy = [hintId, ...extra, errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy, invalid };
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

/**
 * The label line: the label, then "(optional)" (or `labelNote`) unless the field is required;
 * `hidden` keeps it for screen readers only.
 */
export function FieldLabel({
  htmlFor,
  label,
  required,
  labelNote = '(optional)',
  hidden = false,
}: {
  htmlFor: string;
  label: ReactNode;
  required?: boolean | undefined;
  labelNote?: string | false | undefined;
  hidden?: boolean | undefined;
}) {
  return (
    <label htmlFor={htmlFor} className={clsx('q-field__label', hidden && 'q-visually-hidden')}>
      {label}
      {required || labelNote === false ? null : (
        <span className="q-field__optional"> {labelNote}</span>
      )}
    </label>
  );
}

/** What {@link FieldFrame} takes besides its control. */
export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[] | undefined;
  required?: boolean | undefined;
  labelNote?: string | false | undefined;
  labelHidden?: boolean | undefined;
  className?: string | undefined;
}

/**
 * The frame of a labelled field: label, hint, the control (`children`), then its messages.
 * The control itself carries `ids.id` and `ids.describedBy`.
 */
export function FieldFrame({
  ids,
  label,
  hint,
  errors,
  required,
  labelNote,
  labelHidden,
  className,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  return (
    <div className={clsx('q-field', className)} data-invalid={ids.invalid ? '' : undefined}>
      <FieldLabel
        htmlFor={ids.id}
        label={label}
        required={required}
        labelNote={labelNote}
        hidden={labelHidden}
      />
      {hint ? (
        <p id={ids.hintId} className="q-field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldErrors id={ids.errorId} messages={errors} />
    </div>
  );
}

/** What {@link fieldParts} splits: a field's own props, its wrapper class and its control's. */
export interface FieldPartsProps extends FieldProps {
  /** The field's wrapper class. */
  fieldClassName?: string | undefined;
  /** The control's class, after `q-field__input`. */
  className?: string | undefined;
  required?: boolean | undefined;
}

/**
 * Splits a field's props into its frame's (label, hint, messages, wrapper class) and its
 * control's: id, name, the `q-field__input` class, `aria-invalid`, `aria-describedby`, then the
 * native props as given (they win). Every field of the kit ties its parts together with it.
 * @example
 * const { frame, control } = fieldParts(props);
 * return <FieldFrame {...frame}><input {...control} /></FieldFrame>;
 */
export function fieldParts<Props extends FieldPartsProps>(
  props: Props,
  {
    controlClassName,
    describedByExtra,
  }: {
    /** A class the control has besides `q-field__input` (before `className`). */
    controlClassName?: string;
    /** More ids the control is described by, between the hint and the messages. */
    describedByExtra?: readonly string[];
  } = {},
) {
  const {
    name,
    label,
    errors,
    hint,
    labelNote,
    labelHidden,
    id,
    fieldClassName,
    className,
    ...native
  } = props;
  const ids = fieldIds(name, { id, hint: Boolean(hint), errors, extra: describedByExtra });
  const frame: FieldFrameProps = {
    ids,
    label,
    hint,
    errors,
    required: props.required,
    labelNote,
    labelHidden,
    className: fieldClassName,
  };
  const control = {
    id: ids.id,
    name,
    className: clsx('q-field__input', controlClassName, className),
    'aria-invalid': ids.invalid || undefined,
    'aria-describedby': ids.describedBy,
    ...native,
  };
  return { frame, control };
}
