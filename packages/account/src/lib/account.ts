/** The account page's forms, each with its own action answer. */
export type AccountSection =
  | 'profile'
  | 'avatar'
  | 'email'
  | 'notifications'
  | 'password'
  | 'delete';

/**
 * What the account action answers: for which section, whether it worked, the message, and
 * per-field messages keyed by the form's own field names (see {@link fieldName}).
 */
export interface AccountResult {
  section: AccountSection;
  ok: boolean;
  message: string;
  fieldErrors: Record<string, string[]>;
  /** What the reader typed, echoed back (never passwords). */
  values: Record<string, string>;
  /** A failure to show in the error modal (server down). */
  error?: string;
}

/**
 * A form field's name on the account page. Several forms ask for the current password, so each
 * section prefixes its fields: ids (`field-…`) stay unique and each error lands in its own form.
 * @example fieldName('email', 'currentPassword') // 'email-currentPassword'
 */
export function fieldName(section: AccountSection, field: string): string {
  return `${section}-${field}`;
}
