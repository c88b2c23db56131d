import { z } from 'zod';
import { hasVisibleCharacter, isSingleLine, isStorableText, isWellFormedText } from './text-rules';

/** Largest id PostgreSQL's `integer` holds; bigger ids are refused, never truncated. */
export const MAX_ID = 2_147_483_647;

/**
 * Required single-line text: trimmed, bounded, one line (no controls or direction overrides, see
 * `isSingleLine`), valid Unicode, and showing at least one visible character.
 * @example const titleSchema = requiredLine('The title', 'Enter a title.', 300);
 */
export function requiredLine(label: string, missing: string, max: number) {
  return (
    z
      .string({
        error: (issue) => (issue.input === undefined ? missing : `${label} must be text.`),
      })
      .trim()
      .min(1, { error: missing })
      .max(max, { error: `${label} has at most ${max} characters.` })
      .refine(isSingleLine, { error: `${label} must be a single line of text.` })
      .refine(isWellFormedText, { error: `${label} contains characters that are not allowed.` })
      // Empty text already said `missing`: say it once.
      .refine((value) => value === '' || hasVisibleCharacter(value), { error: missing })
  );
}

/**
 * Blank text becomes `null` ("cleared"), while a field left out stays `undefined`, so a PATCH
 * body changes only the fields it names.
 */
export function keepAbsent<Value>(value: Value | null | undefined): Value | null | undefined {
  if (value === undefined) return undefined;
  return value || null;
}

/** Optional single-line text (rules of `requiredLine`); blank becomes `null`, left out `undefined`. */
export function optionalLine(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} has at most ${max} characters.` })
    .refine(isSingleLine, { error: `${label} must be a single line of text.` })
    .refine(isWellFormedText, { error: `${label} contains characters that are not allowed.` })
    .refine((value) => value === '' || hasVisibleCharacter(value), {
      error: `${label} must show letters, digits or symbols, or be left empty.`,
    })
    .nullish()
    .transform(keepAbsent);
}

/** Optional multi-line text (line breaks allowed, NUL and lone surrogates refused); blank → `null`. */
export function optionalParagraphs(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} has at most ${max} characters.` })
    .refine(isStorableText, { error: `${label} contains characters that are not allowed.` })
    .nullish()
    .transform(keepAbsent);
}

/** Required multi-line text (line breaks allowed, NUL and lone surrogates refused). */
export function requiredParagraphs(label: string, missing: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? missing : `${label} must be text.`) })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: `${label} has at most ${max} characters.` })
    .refine(isStorableText, { error: `${label} contains characters that are not allowed.` });
}

/**
 * The version a back-office edit was made from (the record's `version` as it was read): a save
 * from an older one is refused with who saved since, never applied over their change.
 */
export const versionSchema = z
  .number({ error: 'Reload the page: the form did not say which version it changes.' })
  .int()
  .positive();

/** A positive database id in a JSON body, with a message naming what it identifies. */
export function bodyId(what: string) {
  const message = `${what} must be given by its id.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message });
}

/** Decimal digits only: what an id looks like in an address. */
const DIGITS = /^\d+$/;

/**
 * `schema` (a number schema) fed from text of decimal digits only: `0x10`, `1e3`, `+7`, ` 7` and
 * `7.0` stay text and fail as "not a number", where `Number()` (and so `z.coerce`) would read
 * them as 16, 1000 and 7. Numbers pass as they are.
 * @example const pageSchema = fromDigits(z.number().int().min(1));
 */
export function fromDigits<Schema extends z.ZodType<number>>(schema: Schema) {
  return z.preprocess(
    (value) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value),
    schema,
  );
}

/** A positive database id in a path (`/:id`), read from its digits, with messages a person reads. */
export const pathIdSchema = fromDigits(
  z
    .number({ error: 'The address must end in a number.' })
    .int({ error: 'The address must end in a whole number.' })
    .positive({ error: 'The number in the address must be greater than 0.' })
    .max(MAX_ID, { error: 'The number in the address is too large.' }),
);
