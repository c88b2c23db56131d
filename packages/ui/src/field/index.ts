/*
 * `@quire/ui/field`: the field kit on its own — labelled fields, choices, the error summary and
 * the submit button — for a host that imports one component family at a time.
 */
export type { CheckboxProps } from './checkbox';
export { Checkbox } from './checkbox';
export type { FieldLabels, FormErrors } from './error-summary';
export { ErrorSummary } from './error-summary';
export type { FieldFrameProps, FieldIds, FieldPartsProps, FieldProps } from './field';
export { FieldErrors, FieldFrame, FieldLabel, fieldIds, fieldParts } from './field';
export type { FieldsetProps } from './fieldset';
export { Fieldset } from './fieldset';
export type { RadioGroupProps, RadioOption } from './radio-group';
export { RadioGroup } from './radio-group';
export type { SelectFieldProps, SelectOption } from './select-field';
export { SelectField } from './select-field';
export type { SubmitButtonProps } from './submit-button';
export { SubmitButton } from './submit-button';
export type { TextFieldProps } from './text-field';
export { TextField } from './text-field';
export type { TextareaFieldProps } from './textarea-field';
export { TextareaField } from './textarea-field';
