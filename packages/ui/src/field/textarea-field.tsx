import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { FieldFrame, type FieldProps, fieldParts } from './field';

export interface TextareaFieldProps
  extends FieldProps,
    Omit<ComponentPropsWithoutRef<'textarea'>, 'id' | 'name' | 'children'> {
  /** The field's wrapper class; native props (`className` too) go to the textarea. */
  fieldClassName?: string;
  /** Ids of more descriptions (a live count) the textarea is described by. */
  describedByExtra?: readonly string[];
  /** Shown between the textarea and its messages, e.g. a word count. */
  children?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line text field with its hint and messages tied to it, like
 * {@link TextField}. Anything in `children` (a count, a live message) sits under the textarea.
 * @example <TextareaField name="message" label="Message" rows={6} required />
 */
export function TextareaField({ describedByExtra, children, ...props }: TextareaFieldProps) {
  const { frame, control } = fieldParts(props, {
    controlClassName: 'q-field__textarea',
    ...(describedByExtra ? { describedByExtra } : {}),
  });
  return (
    <FieldFrame {...frame}>
      <textarea {...control} />
      {children}
    </FieldFrame>
  );
}
