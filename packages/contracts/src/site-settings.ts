import { z } from 'zod';
import { emailSchema } from './auth';
import { optionalLine, optionalParagraphs, requiredLine } from './fields';
import { timeZoneSchema } from './journal-settings';
import { SITE_NAME_MAX_LENGTH } from './limits';

/** The date formats a site may choose (Day.js patterns), each shown with an example. */
export const DATE_FORMATS = [
  'DD-MM-YYYY',
  'DD.MM.YYYY',
  'DD/MM/YYYY',
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'D MMMM YYYY',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

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
  /** Blank: the web app's own configuration decides. */
  timeZone: z
    .union([z.literal('').transform(() => null), timeZoneSchema])
    .nullish()
    .transform((value) => value ?? null),
  /** Blank: the web app's own configuration decides. */
  dateFormat: z
    .union([
      z.literal('').transform(() => null),
      z.enum(DATE_FORMATS, { error: 'Choose one of the date formats offered.' }),
    ])
    .nullish()
    .transform((value) => value ?? null),
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
  /** The IANA time zone the site shows dates in; null: the web app's configuration decides. */
  timeZone: z.string().nullable(),
  /** The pattern the site writes dates with; null: the web app's configuration decides. */
  dateFormat: z.enum(DATE_FORMATS).nullable(),
  abstractWordLimit: z.number().int(),
  lastChange: z.object({ at: z.iso.datetime(), by: z.string().nullable() }).nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
