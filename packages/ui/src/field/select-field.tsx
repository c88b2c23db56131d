import type { ComponentPropsWithoutRef, Ref } from 'react';
import { FieldFrame, type FieldProps, fieldParts } from './field';

export interface SelectFieldProps
  extends FieldProps,
    Omit<ComponentPropsWithoutRef<'select'>, 'id' | 'name'> {
  /** The field's wrapper class; native props (`className` too) go to the select. */
  fieldClassName?: string;
  /**
   * Options listed after `children` (which keep a first "All …" option or `<optgroup>`s), so a
   * list of choices needs no `<option>` markup of its own.
   * @example options={journals.map((journal) => ({ value: journal.slug, label: journal.title }))}
   */
  options?: readonly SelectOption[];
  ref?: Ref<HTMLSelectElement>;
}

/** One `<option>` of a {@link SelectField}'s `options`. */
export interface SelectOption {
  value: string | number;
  label: string;
}

/**
 * A labelled native `<select>` (its `<option>`s and `<optgroup>`s are the children) with its hint
 * and messages tied to it, like {@link TextField}.
 * @example
 * <SelectField name="sort" label="Sort by" options={[{ value: 'newest', label: 'Newest first' }]}>
 *   <option value="">Relevance</option>
 * </SelectField>
 */
export function SelectField({ options = [], children, ...props }: SelectFieldProps) {
  const { frame, control } = fieldParts(props);
  return (
    <FieldFrame {...frame}>
      <select {...control}>
        {children}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
