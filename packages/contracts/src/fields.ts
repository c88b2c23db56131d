import { z } from 'zod';
import { hasNoControlCharacters } from './params';

/** Largest id PostgreSQL's `integer` holds; bigger ids are refused, never truncated. */
const MAX_ID = 2_147_483_647;

/**
 * Required single-line text: trimmed, bounded, no control characters.
 * @example const titleSchema = requiredLine('The title', 'Enter a title.', 300);
 */
export function requiredLine(label: string, missing: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? missing : `${label} must be text.`) })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: `${label} has at most ${max} characters.` })
    .refine(hasNoControlCharacters, { error: `${label} must be a single line of text.` });
}

/**
 * Blank text becomes `null` ("cleared"), while a field left out stays `undefined`, so a PATCH
 * body changes only the fields it names.
 */
export function keepAbsent<Value>(value: Value | null | undefined): Value | null | undefined {
  if (value === undefined) return undefined;
  return value || null;
}

/** Optional single-line text; blank becomes `null` ("not given"), left out stays `undefined`. */
export function optionalLine(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} has at most ${max} characters.` })
    .refine(hasNoControlCharacters, { error: `${label} must be a single line of text.` })
    .nullish()
    .transform(keepAbsent);
}

/** Optional multi-line text (line breaks allowed, NUL refused); blank → `null`, absent → `undefined`. */
export function optionalParagraphs(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} has at most ${max} characters.` })
    .refine((value) => !value.includes('\u0000'), {
      error: `${label} contains characters that are not allowed.`,
    })
    .nullish()
    .transform(keepAbsent);
}

/** Required multi-line text (line breaks allowed, NUL refused). */
export function requiredParagraphs(label: string, missing: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? missing : `${label} must be text.`) })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: `${label} has at most ${max} characters.` })
    .refine((value) => !value.includes('\u0000'), {
      error: `${label} contains characters that are not allowed.`,
    });
}

/** A positive database id in a JSON body, with a message naming what it identifies. */
export function bodyId(what: string) {
  const message = `${what} must be given by its id.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message });
}

/** A positive database id in a path (`/:id`), coerced from text. */
export const pathIdSchema = z.coerce.number().int().positive().max(MAX_ID);
