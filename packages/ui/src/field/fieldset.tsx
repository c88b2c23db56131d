import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { FieldErrors, fieldIds } from './field';

export interface FieldsetProps extends Omit<ComponentPropsWithoutRef<'fieldset'>, 'id' | 'name'> {
  /**
   * The group's name: its id is `field-{name}` (what the error summary links to) and its
   * messages are the API's `errors[name]`.
   */
  name: string;
  /** The group's caption. */
  legend: ReactNode;
  /** Help text under the legend. */
  hint?: ReactNode;
  /** Messages for the group; any marks it invalid. */
  errors?: readonly string[] | undefined;
}

/**
 * A bordered group of controls (checkboxes, radios, related inputs) with a legend, a hint and the
 * group's messages, which the fieldset's `aria-describedby` names.
 * @example <Fieldset name="declarations" legend="Declarations" errors={errors}>…</Fieldset>
 */
export function Fieldset({
  name,
  legend,
  hint,
  errors,
  className,
  children,
  ...props
}: FieldsetProps) {
  const ids = fieldIds(name, { hint: Boolean(hint), errors });
  return (
    <fieldset
      id={ids.id}
      className={clsx('q-fieldset', className)}
      data-invalid={ids.invalid ? '' : undefined}
      aria-describedby={ids.describedBy}
      {...props}
    >
      <legend>{legend}</legend>
      {hint ? (
        <p id={ids.hintId} className="q-field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldErrors id={ids.errorId} messages={errors} />
    </fieldset>
  );
}
