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
 * How a parse reports: `messages` rewords a field's problems in the site's own words (one text
 * for that field, whatever the contract said) — the rule stays the contract's, only the wording
 * is the form's.
 */
export interface ParseOptions {
  messages?: Readonly<Record<string, string>>;
}

/**
 * Checks values with a schema; each field keeps its messages in order, without repeats. A field
 * is named by its whole path, dotted as the API names it (`authors.1.email`), so a form shows a
 * local refusal exactly where it would show the API's; a problem of the whole value is `form`.
 * @example parseFields({ email: 'x' }, forgotPasswordBodySchema)
 *   // { ok: false, fieldErrors: { email: ['Enter a valid email address, like name@example.org.'] } }
 */
export function parseFields<Output>(
  values: unknown,
  schema: FormSchema<Output>,
  options: ParseOptions = {},
): ParsedForm<Output> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    const message = options.messages?.[field] ?? issue.message;
    const messages = fieldErrors[field] ?? [];
    if (!messages.includes(message)) fieldErrors[field] = [...messages, message];
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
  options: ParseOptions & { prefix?: string } = {},
): ParsedForm<Output> {
  return parseFields(textFields(form, options.prefix), schema, options);
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
  options: ParseOptions & { prefix?: string } = {},
): CheckedForm<Output, Values> {
  return checkBody(textFields(form, options.prefix), schema, values, options);
}

/**
 * {@link checkForm} for a body the action has already built from its form (numbers read, rows
 * gathered, empty text as `null`): the body the API will get, checked by the contract the API
 * applies to it, so what the API would refuse is answered here, beside the fields.
 * @example
 * const checked = checkBody({ issueId, pages, doi }, publishSubmissionBodySchema, values);
 * if (!checked.ok) return checked.answer;
 */
export function checkBody<Output, Values extends object>(
  body: unknown,
  schema: FormSchema<Output>,
  values: Values,
  options: ParseOptions = {},
): CheckedForm<Output, Values> {
  const parsed = parseFields(body, schema, options);
  if (parsed.ok) return parsed;
  return { ok: false, answer: localFailure(parsed.fieldErrors, values) };
}
