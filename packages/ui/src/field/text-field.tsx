import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { FieldFrame, type FieldProps, fieldParts } from './field';

export interface TextFieldProps
  extends FieldProps,
    Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'name'> {
  /** The field's wrapper class; native props (`className` too) go to the input. */
  fieldClassName?: string;
  /**
   * A control on the input's row, after it (`q-field__row`): a search box's submit button.
   * @example <TextField name="q" type="search" label="Search" action={<button type="submit">Search</button>} />
   */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input (text, email, password, number, date, search, file…) with its hint and
 * messages tied to it (`aria-describedby`, `aria-invalid`), so a screen reader announces what is
 * wrong when the field gets focus. Its id is `field-{name}`.
 * @example <TextField name="email" label="Email" type="email" required errors={errors.email} />
 */
export function TextField({ action, ...props }: TextFieldProps) {
  const { frame, control } = fieldParts(props);
  const input = <input {...control} />;
  return (
    <FieldFrame {...frame}>
      {action ? (
        <div className="q-field__row">
          {input}
          {action}
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}
