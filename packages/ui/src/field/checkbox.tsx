import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, type ReactNode, type Ref, useId } from 'react';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type'> {
  /** The text beside the box; clicking it toggles the box. */
  label: ReactNode;
  /** Help text under the label, tied to the box with `aria-describedby`. */
  hint?: ReactNode;
  /** The wrapper's class; native props (`className` too) go to the input. */
  fieldClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox beside its label (the label wraps it, so the whole line toggles it). Group several
 * in a {@link Fieldset}, which carries the group's legend and messages.
 * @example <Checkbox name="consent" label="I agree to the terms" required />
 */
export function Checkbox({ label, hint, fieldClassName, className, ...props }: CheckboxProps) {
  const hintId = `${useId()}-hint`;
  return (
    <label className={clsx('q-check', fieldClassName)}>
      <input
        type="checkbox"
        className={className}
        aria-describedby={hint ? hintId : undefined}
        {...props}
      />
      <span className="q-check__text">
        {label}
        {hint ? (
          <span id={hintId} className="q-field__hint">
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}
