// Apart from form-errors.ts: pages without forms import that module's types and checks too,
// and a chunk carries everything any of its importers uses (docs/performance.md, "JavaScript
// budget").
import { type FormFailure, fieldErrorsOf } from './form-errors';

// The failure's own keys: a field named like one of them is echoed under `values` only.
const FAILURE_KEYS: ReadonlySet<string> = new Set(['message', 'fieldErrors', 'error', 'values']);

/** What was typed into `field`, as the action echoed it back (under `values`, or beside). */
function typedValue(failure: FormFailure | undefined, field: string): string | undefined {
  if (!failure) return undefined;
  const beside = FAILURE_KEYS.has(field)
    ? undefined
    : (failure as unknown as Record<string, unknown>)[field];
  const echoed = failure.values?.[field] ?? beside;
  return typeof echoed === 'string' ? echoed : undefined;
}

/** What {@link formFields} gives one field: spread it on a `TextField`, `TextareaField`… */
export interface BoundField {
  name: string;
  label: string;
  errors: string[];
  /** What was typed before the refusal, else the form's initial value (left out without either). */
  defaultValue?: string;
}

/** A form's fields bound by {@link formFields}, and the labels its `ErrorSummary` links by. */
export interface FormFields<Name extends string> {
  (name: Name, options?: { echo?: boolean }): BoundField;
  /** The labels by the fields' posted names, for `<ErrorSummary labels={…} />`. */
  readonly labels: Readonly<Record<string, string>>;
}

/**
 * Binds a form's fields to their labels and to the form's last refusal, so a field is one line
 * of markup: its posted name (with the form's `prefix` on a page of several forms), its label —
 * the one the error summary names it by — its messages, and what was typed, echoed back so a
 * refusal loses nothing, else its `initial` value. `echo: false` leaves the value out: a
 * password is typed again, and a field that holds its own state (`value`) keeps it.
 * @example
 * const field = formFields(failure, { email: texts.emailLabel, password: texts.passwordLabel });
 * <ErrorSummary failure={failure} labels={field.labels} />
 * <TextField {...field('email')} type="email" autoComplete="email" required />
 * <TextField {...field('password', { echo: false })} type="password" required />
 */
export function formFields<Name extends string>(
  failure: FormFailure | undefined,
  labels: Readonly<Record<Name, string>>,
  {
    prefix = '',
    initial,
  }: { prefix?: string; initial?: Readonly<Partial<Record<Name, string>>> } = {},
): FormFields<Name> {
  const field = (name: Name, { echo = true } = {}): BoundField => {
    const value = echo ? (typedValue(failure, name) ?? initial?.[name]) : undefined;
    return {
      name: `${prefix}${name}`,
      label: labels[name],
      errors: fieldErrorsOf(failure, `${prefix}${name}`),
      ...(value === undefined ? {} : { defaultValue: value }),
    };
  };
  const byPostedName = Object.fromEntries(
    Object.entries(labels).map(([name, label]) => [`${prefix}${name}`, label as string]),
  );
  return Object.assign(field, { labels: byPostedName });
}
