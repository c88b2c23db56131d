import { z } from 'zod';
import { emailSchema } from './auth';
import {
  CONTACT_LINE_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
} from './limits';
import { hasNoControlCharacters } from './params';
import { isStorableText } from './text-rules';

/** Required single-line text: trimmed, bounded, no line breaks (they would break mail headers). */
function singleLine(label: string, missing: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? missing : `${label} must be text.`) })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: `${label} has at most ${max} characters.` })
    .refine(hasNoControlCharacters, { error: `${label} must be a single line of text.` });
}

/** `POST contact`: a message to the editors of a journal, or to the site when `journal` is absent. */
export const contactBodySchema = z.object({
  name: singleLine('The name', 'Enter your name.', CONTACT_LINE_MAX_LENGTH),
  email: emailSchema,
  subject: singleLine('The subject', 'Enter a subject.', CONTACT_LINE_MAX_LENGTH),
  message: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'Write your message.' : 'The message must be text.',
    })
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, {
      error: `Write a message of at least ${CONTACT_MESSAGE_MIN_LENGTH} characters.`,
    })
    .max(CONTACT_MESSAGE_MAX_LENGTH, {
      error: `A message has at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
    })
    .refine(isStorableText, {
      error: 'The message contains characters that are not allowed.',
    }),
  /** Slug of the journal whose editors should get the message; empty or absent means the site. */
  journal: z
    .string({ error: 'The journal must be given by its slug.' })
    .max(200, { error: 'There is no journal with this address.' })
    .refine(hasNoControlCharacters, { error: 'There is no journal with this address.' })
    .nullish()
    .transform((value) => value || undefined),
});
export type ContactBody = z.input<typeof contactBodySchema>;

/** `POST contact` answer (201). */
export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
