/**
 * Validates a posted form with a schema — in practice a zod schema of `@quire/contracts`, the
 * same one the API applies to the request the form leads to — so a form answers with the API's
 * own rules and messages before anything is sent. Plain form posts keep working without
 * JavaScript: the answer is an ordinary action result.
 */

import { localFailure } from './form-failure.server';

/** What {@link parseForm} needs of a schema: zod's `safeParse` (typed structurally). */
export interface FormSchema<Output> {
  safeParse(input: unknown):
    | { success: true; data: Output }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

/**
 * A parsed form: the schema's output, or the messages per field name in the shape the forms
 * render (`FormFailure.fieldErrors`). A problem of the whole form (no field) is under `form`.
 */
export type ParsedForm<Output> =
  | { ok: true; data: Output }
  | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * The text fields of a form as a plain object (files are left out). With `prefix`, only the
 * fields named `<prefix><field>` are taken, keyed by `<field>`: pages with several forms prefix
 * their field names so ids stay unique.
 * @example textFields(form, 'email-') // { email: '…', currentPassword: '…' }
 */
export function textFields(form: FormData, prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string' || !name.startsWith(prefix)) continue;
    const field = name.slice(prefix.length);
    // The first value wins, as with `FormData.get`.
    if (!(field in fields)) fields[field] = value;
  }
  return fields;
}

/**
 * Checks plain values with a schema; each field keeps its messages in order, without repeats.
 * @example parseFields({ email: 'x' }, forgotPasswordBodySchema)
 *   // { ok: false, fieldErrors: { email: ['Enter a valid email address, like name@example.org.'] } }
 */
export function parseFields<Output>(
  values: Record<string, string>,
  schema: FormSchema<Output>,
): ParsedForm<Output> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    const messages = fieldErrors[field] ?? [];
    if (!messages.includes(issue.message)) fieldErrors[field] = [...messages, issue.message];
  }
  return { ok: false, fieldErrors };
}

/**
 * Reads a form's text fields ({@link textFields}) and checks them with `schema`
 * ({@link parseFields}).
 * @example
 * const parsed = parseForm(await readFormData(request), signInBodySchema);
 * if (!parsed.ok) return localFailure(parsed.fieldErrors, { email: textField(form, 'email') });
 */
export function parseForm<Output>(
  form: FormData,
  schema: FormSchema<Output>,
  options: { prefix?: string } = {},
): ParsedForm<Output> {
  return parseFields(textFields(form, options.prefix), schema);
}

/** {@link checkForm}'s verdict: the contract's output, or the answer the action returns as is. */
export type CheckedForm<Output, Values extends object> =
  | { ok: true; data: Output }
  | { ok: false; answer: ReturnType<typeof localFailure<Values>> };

/**
 * A posted form checked against its contract in one step, the way every kit form does it: the
 * schema's output, or the action's answer to return at once — each field's messages (400) with
 * `values`, what the visitor typed, echoed back, so the form is drawn again with nothing lost
 * (with or without JavaScript). A file posted where text belongs counts as missing.
 * @example
 * const checked = checkForm(form, contactBodySchema, values);
 * if (!checked.ok) return checked.answer;
 */
export function checkForm<Output, Values extends object>(
  form: FormData,
  schema: FormSchema<Output>,
  values: Values,
  options: { prefix?: string } = {},
): CheckedForm<Output, Values> {
  const parsed = parseForm(form, schema, options);
  if (parsed.ok) return parsed;
  return { ok: false, answer: localFailure(parsed.fieldErrors, values) };
}
