import type { ReactNode } from 'react';
import { Fieldset } from './fieldset';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: ReactNode;
}

export interface RadioGroupProps {
  /** The radios' name; the group's id is `field-{name}`. */
  name: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  /** The value checked at first (uncontrolled, so the group works in a plain form post). */
  defaultValue?: string | undefined;
  /** Whether one must be chosen before the form submits. */
  required?: boolean;
  hint?: ReactNode;
  errors?: readonly string[] | undefined;
  className?: string;
}

/**
 * A fieldset of radios, one per option, each beside its label; the legend names the question and
 * the group's messages are tied to it.
 * @example
 * <RadioGroup name="decision" legend="Decision" defaultValue="accept"
 *   options={[{ value: 'accept', label: 'Accept' }, { value: 'decline', label: 'Decline' }]} />
 */
export function RadioGroup({
  name,
  legend,
  options,
  defaultValue,
  required,
  hint,
  errors,
  className,
}: RadioGroupProps) {
  if (options.length === 0) throw new Error(`RadioGroup "${name}" needs at least one option.`);
  return (
    <Fieldset name={name} legend={legend} hint={hint} errors={errors} className={className}>
      {options.map((option) => (
        <label key={option.value} className="q-check">
          <input
            type="radio"
            name={name}
            value={option.value}
            required={required}
            defaultChecked={defaultValue === option.value}
          />
          <span className="q-check__text">{option.label}</span>
        </label>
      ))}
    </Fieldset>
  );
}
