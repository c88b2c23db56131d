import { z } from 'zod';
import { emailSchema } from './auth';
import { optionalLine, optionalParagraphs, requiredLine } from './fields';
import { SITE_NAME_MAX_LENGTH } from './limits';

/** Fewest and most words an abstract limit may be set to. */
export const ABSTRACT_LIMIT_RANGE = { min: 50, max: 5_000 } as const;

/**
 * `PUT admin/settings` (site administrators): the site's own settings, all at once, from the
 * `version` they were read at. Kept as the key/value settings the public pages read
 * (`site_name`, `site_description`, `contact_email`, `footer_text`,
 * `submission_abstract_word_limit`).
 */
export const siteSettingsBodySchema = z.object({
  version: z
    .number({ error: 'Reload the page: the form did not say which version it changes.' })
    .int()
    .min(0),
  siteName: requiredLine('The site name', 'Enter the site name.', SITE_NAME_MAX_LENGTH),
  siteDescription: optionalParagraphs('The description', 20_000),
  contactEmail: z
    .union([z.literal('').transform(() => null), emailSchema])
    .nullish()
    .transform((value) => value ?? null),
  footerText: optionalLine('The footer text', 300),
  abstractWordLimit: z.coerce
    .number({ error: 'Give the abstract limit as a number of words.' })
    .int({ error: 'Give the abstract limit as a whole number of words.' })
    .min(ABSTRACT_LIMIT_RANGE.min, {
      error: `An abstract limit is at least ${ABSTRACT_LIMIT_RANGE.min} words.`,
    })
    .max(ABSTRACT_LIMIT_RANGE.max, {
      error: `An abstract limit is at most ${ABSTRACT_LIMIT_RANGE.max} words.`,
    }),
});
export type SiteSettingsBody = z.infer<typeof siteSettingsBodySchema>;
export type SiteSettingsInput = z.input<typeof siteSettingsBodySchema>;

/** `GET admin/settings`: the settings as stored, their version and who saved them last. */
export const siteSettingsSchema = z.object({
  version: z.number().int(),
  siteName: z.string(),
  siteDescription: z.string(),
  contactEmail: z.string().nullable(),
  footerText: z.string().nullable(),
  abstractWordLimit: z.number().int(),
  lastChange: z.object({ at: z.iso.datetime(), by: z.string().nullable() }).nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
