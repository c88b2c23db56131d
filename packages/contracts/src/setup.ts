import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth';
import { requiredLine } from './fields';
import {
  JOURNAL_SLUG_MAX_LENGTH,
  JOURNAL_SLUG_PATTERN,
  JOURNAL_TITLE_MAX_LENGTH,
  PROFILE_TEXT_LIMITS,
  SITE_NAME_MAX_LENGTH,
} from './limits';

/** `GET setup`: whether the site still waits for its first-run setup (no administrator yet). */
export const setupStatusSchema = z.object({ required: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatusSchema>;

/**
 * A new journal's slug, the journal's part of every address: lower-case letters and digits in
 * words joined by single hyphens (`computational-ecology`).
 */
export const journalSlugSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Enter a web address.' : 'This must be text.'),
  })
  .trim()
  .min(1, { error: 'Enter a web address.' })
  .max(JOURNAL_SLUG_MAX_LENGTH, {
    error: `A web address has at most ${JOURNAL_SLUG_MAX_LENGTH} characters.`,
  })
  .regex(new RegExp(JOURNAL_SLUG_PATTERN), {
    error:
      'Use lower-case letters and digits, with single hyphens between words (like "computational-ecology").',
  });

/** The first journal, created with the site (optional in `POST setup`). */
export const setupJournalSchema = z.object({
  title: requiredLine('The journal title', 'Enter the journal title.', JOURNAL_TITLE_MAX_LENGTH),
  slug: journalSlugSchema,
});
export type SetupJournal = z.infer<typeof setupJournalSchema>;

/**
 * `POST setup` (accepted only while no administrator exists): the site's name, its first
 * administrator, and optionally its first journal.
 */
export const setupBodySchema = z.object({
  siteName: requiredLine('The site name', 'Enter the site name.', SITE_NAME_MAX_LENGTH),
  name: requiredLine('The name', 'Enter your name.', PROFILE_TEXT_LIMITS.name),
  email: emailSchema,
  password: newPasswordSchema,
  journal: setupJournalSchema.optional(),
});
export type SetupBody = z.infer<typeof setupBodySchema>;
