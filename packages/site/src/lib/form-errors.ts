/** What an auth (or any) form action answers when it cannot do what was asked. */
export interface FormFailure {
  /** The summary line above the form. */
  message: string;
  /** Messages per field name (the API's `errors` object). */
  fieldErrors: Record<string, string[]>;
  /**
   * Set for failures the visitor cannot fix in the form (server down, 5xx): the app shows it in
   * the error modal (see `useActionErrorModal`).
   */
  error?: string;
  /**
   * What was typed, echoed back whole by the kit's actions (most forms read the same values
   * spread beside the failure; a field named like a key above is only here).
   */
  values?: Readonly<Record<string, string>>;
}

/** Whether an action's data is a {@link FormFailure}. */
export function isFormFailure(value: unknown): value is FormFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string' &&
    typeof (value as { fieldErrors?: unknown }).fieldErrors === 'object'
  );
}

/** The messages for `field` (empty when there are none). */
export function fieldErrorsOf(failure: FormFailure | undefined, field: string): string[] {
  return failure?.fieldErrors[field] ?? [];
}
