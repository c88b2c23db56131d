import { z } from 'zod';
import { fromDigits } from './fields';

/** Largest value of a PostgreSQL `integer`: bigger ids can exist nowhere, so they are refused. */
const MAX_INT32 = 2_147_483_647;

// NUL and other C0 controls are never part of an address, and PostgreSQL refuses NUL in text
// (it would surface as a server error instead of a clear 4xx).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Whether a text holds no control characters (NUL, line breaks, tabs…). */
export function hasNoControlCharacters(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

/**
 * A slug as it arrives in a path or query: any printable text up to 200 characters. It is not
 * pattern-checked, so an unknown or odd slug is simply "not found" (404), never a server error.
 */
export const slugSchema = z
  .string({ error: 'This must be text.' })
  .min(1, { error: 'This must not be empty.' })
  .max(200, { error: 'This has at most 200 characters.' })
  .refine(hasNoControlCharacters, { error: 'This contains characters that are not allowed.' });

/**
 * A numeric id as it arrives in a path: a positive whole number within PostgreSQL's integer range,
 * written in decimal digits only (`0x10` or `1e3` is not an id).
 */
export const idSchema = fromDigits(
  z
    .number({ error: 'This must be a number.' })
    .int({ error: 'This must be a whole number.' })
    .min(1, { error: 'This must be greater than 0.' })
    .max(MAX_INT32, { error: 'This number is too large.' }),
);

/** `:slug` of a journal. */
export const journalParamsSchema = z.object({ slug: slugSchema });
export type JournalParams = z.infer<typeof journalParamsSchema>;
