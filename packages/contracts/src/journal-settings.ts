import { z } from 'zod';
import { emailSchema } from './auth';
import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  formatContrastRatio,
  HEX_COLOUR_PATTERN,
  TEXT_ON_BRAND,
} from './colour-contrast';
import {
  bodyId,
  optionalLine,
  optionalParagraphs,
  pathIdSchema,
  requiredLine,
  versionSchema,
} from './fields';
import { hasValidIssnChecksum, ISSN_PATTERN } from './identifiers';
import { licenseIdSchema } from './license';
import { JOURNAL_TITLE_MAX_LENGTH } from './limits';
import { journalSlugSchema } from './setup';
import { journalIdParamsSchema } from './staff';

/*
 * The back office's journals and sections (`admin/journals…`): what a journal manager edits and
 * a site administrator creates, archives, orders and deletes. Every edit carries the `version` it
 * was made from, so a second manager's save over a change they never saw is refused.
 */

/** Longest journal or section abbreviation. */
export const ABBREVIATION_MAX_LENGTH = 40;
/** Longest publisher, contact name and section title. */
export const JOURNAL_LINE_MAX_LENGTH = 300;
/** Longest description, focus and scope, author guidelines or section policy (characters). */
export const JOURNAL_TEXT_MAX_LENGTH = 20_000;
/** Most declarations an author ticks when submitting to a journal. */
export const SUBMISSION_DECLARATION_LIMIT = 10;
/** Longest declaration. */
export const SUBMISSION_DECLARATION_MAX_LENGTH = 500;
/** Most journals or sections one reorder names. */
export const REORDER_LIMIT = 1_000;
/** The time zone of a journal that never chose one. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** An ISSN field: blank clears it; else `1234-567X` with a valid check digit. */
function issnSchema(label: string) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || ISSN_PATTERN.test(value), {
      error: `${label} is written as two groups of four, like 2049-3630.`,
    })
    .refine((value) => value === '' || !ISSN_PATTERN.test(value) || hasValidIssnChecksum(value), {
      error: `${label} is not a valid ISSN: its check digit does not match. Copy it again from the ISSN register.`,
    })
    .nullish()
    .transform((value) => value || null);
}

/** The name of an IANA time zone this runtime knows, as it spells it (`europe/paris` → `Europe/Paris`). */
export function canonicalTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** A time zone by its IANA name (`Europe/Helsinki`). */
export const timeZoneSchema = z
  .string({ error: 'The time zone must be text.' })
  .trim()
  .min(1, { error: 'Choose the journal’s time zone.' })
  .max(64, { error: 'Choose a time zone from the list, like Europe/Helsinki.' })
  .transform((value, context) => {
    const canonical = canonicalTimeZone(value);
    if (canonical) return canonical;
    context.addIssue({
      code: 'custom',
      message: 'Choose a time zone from the list, like Europe/Helsinki.',
    });
    return z.NEVER;
  });

/** A brand colour: `#rrggbb`, dark enough for white text at WCAG AA, with the ratio when not. */
export const brandColourSchema = z
  .string({ error: 'The brand colour must be text.' })
  .trim()
  .regex(HEX_COLOUR_PATTERN, {
    error: 'Give the brand colour as # and six hexadecimal digits, like #1f5f8b.',
  })
  .transform((value) => value.toLowerCase())
  .superRefine((value, context) => {
    const ratio = contrastRatio(value, TEXT_ON_BRAND);
    if (ratio >= AA_TEXT_CONTRAST) return;
    context.addIssue({
      code: 'custom',
      message: `White text on ${value} has a contrast of ${formatContrastRatio(ratio)}; it needs at least ${AA_TEXT_CONTRAST}:1 (WCAG AA). Choose a darker colour.`,
    });
  });

const declarationSchema = requiredLine(
  'A declaration',
  'Remove the empty declaration or write it.',
  SUBMISSION_DECLARATION_MAX_LENGTH,
);

/** `POST admin/journals` (site administrators): a new journal, open to submissions, no sections yet. */
export const createJournalBodySchema = z.object({
  title: requiredLine('The journal title', 'Enter the journal title.', JOURNAL_TITLE_MAX_LENGTH),
  slug: journalSlugSchema,
  abbreviation: optionalLine('The abbreviation', ABBREVIATION_MAX_LENGTH),
});
export type CreateJournalBody = z.infer<typeof createJournalBodySchema>;
/** The new-journal body as a client writes it. */
export type CreateJournalInput = z.input<typeof createJournalBodySchema>;

/**
 * `PUT admin/journals/:journalId`: every setting of the journal, as the settings form sends it
 * (a full replacement: a blank optional field clears it).
 */
export const journalSettingsBodySchema = z
  .object({
    version: versionSchema,
    title: requiredLine('The journal title', 'Enter the journal title.', JOURNAL_TITLE_MAX_LENGTH),
    slug: journalSlugSchema,
    abbreviation: optionalLine('The abbreviation', ABBREVIATION_MAX_LENGTH),
    issn: issnSchema('The print ISSN'),
    eissn: issnSchema('The online ISSN'),
    publisher: optionalLine('The publisher', JOURNAL_LINE_MAX_LENGTH),
    contactName: optionalLine('The contact name', JOURNAL_LINE_MAX_LENGTH),
    contactEmail: z
      .union([z.literal('').transform(() => null), emailSchema])
      .nullish()
      .transform((value) => value ?? null),
    description: optionalParagraphs('The description', JOURNAL_TEXT_MAX_LENGTH),
    focusScope: optionalParagraphs('The focus and scope', JOURNAL_TEXT_MAX_LENGTH),
    authorGuidelines: optionalParagraphs('The author guidelines', JOURNAL_TEXT_MAX_LENGTH),
    submissionDeclarations: z
      .array(declarationSchema, { error: 'The declarations must be a list of sentences.' })
      .max(SUBMISSION_DECLARATION_LIMIT, {
        error: `A journal asks at most ${SUBMISSION_DECLARATION_LIMIT} declarations.`,
      }),
    brandColor: brandColourSchema,
    license: licenseIdSchema,
    timeZone: timeZoneSchema,
    submissionsOpen: z.boolean({ error: 'Say whether the journal takes submissions.' }),
  })
  .superRefine((body, context) => {
    if (body.issn && body.issn === body.eissn) {
      context.addIssue({
        code: 'custom',
        path: ['eissn'],
        message: 'The online ISSN differs from the print ISSN: each edition has its own.',
      });
    }
  });
export type JournalSettingsBody = z.infer<typeof journalSettingsBodySchema>;
/** The settings body as a form or client writes it (before trimming and defaults). */
export type JournalSettingsInput = z.input<typeof journalSettingsBodySchema>;

/** `POST …/sections` and `PUT …/sections/:sectionId` (with `version`): a section's settings. */
export const sectionBodySchema = z.object({
  title: requiredLine('The section title', 'Enter the section title.', JOURNAL_LINE_MAX_LENGTH),
  abbreviation: optionalLine('The abbreviation', ABBREVIATION_MAX_LENGTH),
  policy: optionalParagraphs('The section policy', JOURNAL_TEXT_MAX_LENGTH),
  submissionsOpen: z.boolean({ error: 'Say whether the section takes submissions.' }),
  peerReviewed: z.boolean({ error: 'Say whether the section’s articles are peer reviewed.' }),
});
export type SectionBody = z.infer<typeof sectionBodySchema>;
/** A section body as a client writes it. */
export type SectionInput = z.input<typeof sectionBodySchema>;

/** `PUT admin/journals/:journalId/sections/:sectionId`: a section's settings and their version. */
export const sectionUpdateBodySchema = sectionBodySchema.extend({ version: versionSchema });
export type SectionUpdateBody = z.infer<typeof sectionUpdateBodySchema>;
/** A section update as a client writes it. */
export type SectionUpdateInput = z.input<typeof sectionUpdateBodySchema>;

/** `PUT admin/journals/order` and `…/sections/order`: every id, in the new order. */
export const reorderBodySchema = z.object({
  ids: z
    .array(bodyId('Each item'), { error: 'Give the new order as a list of ids.' })
    .min(1, { error: 'Give the new order as a list of ids.' })
    .max(REORDER_LIMIT, { error: `At most ${REORDER_LIMIT} items can be ordered at once.` })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: 'Each item appears once in the order.',
    }),
});
export type ReorderBody = z.infer<typeof reorderBodySchema>;

/** `admin/journals/:journalId/sections/:sectionId` path parameters. */
export const sectionParamsSchema = journalIdParamsSchema.extend({ sectionId: pathIdSchema });
export type SectionParams = z.infer<typeof sectionParamsSchema>;

/** Who saved a record last, and when (null before its first edit in the back office). */
const lastChangeSchema = z.object({ at: z.iso.datetime(), by: z.string().nullable() }).nullable();

/** A section as its journal's managers edit it. */
export const sectionSettingsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  abbreviation: z.string().nullable(),
  policy: z.string().nullable(),
  submissionsOpen: z.boolean(),
  peerReviewed: z.boolean(),
  position: z.number().int(),
  version: z.number().int(),
  /** Articles published in it (a section with any cannot be deleted). */
  articleCount: z.number().int(),
  /** Submissions filed under it, published or not. */
  submissionCount: z.number().int(),
  /** Its section editors. */
  editors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  lastChange: lastChangeSchema,
});
export type SectionSettings = z.infer<typeof sectionSettingsSchema>;

/** `GET admin/journals/:journalId`: every setting of a journal, its sections and who may change them. */
export const journalSettingsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  abbreviation: z.string().nullable(),
  issn: z.string().nullable(),
  eissn: z.string().nullable(),
  publisher: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  description: z.string(),
  focusScope: z.string(),
  authorGuidelines: z.string(),
  submissionDeclarations: z.array(z.string()),
  brandColor: z.string(),
  /** Absolute URL of the journal's logo, or null. */
  logoUrl: z.string().nullable(),
  /** The id of the default licence among `LICENSE_OPTIONS`, or null for one outside the list. */
  license: z.string().nullable(),
  timeZone: z.string(),
  submissionsOpen: z.boolean(),
  archivedAt: z.iso.datetime().nullable(),
  position: z.number().int(),
  version: z.number().int(),
  /** Former slugs that still lead here. */
  formerSlugs: z.array(z.string()),
  articleCount: z.number().int(),
  submissionCount: z.number().int(),
  sections: z.array(sectionSettingsSchema),
  lastChange: lastChangeSchema,
  /** Whether the viewer may change the settings and sections (its managers, site administrators). */
  canEdit: z.boolean(),
  /** Whether the viewer may archive, restore or delete it (site administrators). */
  canAdminister: z.boolean(),
});
export type JournalSettings = z.infer<typeof journalSettingsSchema>;

/** One row of `GET admin/journals`: the journals the viewer works on, in the site's order. */
export const managedJournalSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  abbreviation: z.string().nullable(),
  archivedAt: z.iso.datetime().nullable(),
  submissionsOpen: z.boolean(),
  position: z.number().int(),
  sectionCount: z.number().int(),
  articleCount: z.number().int(),
  canEdit: z.boolean(),
});
export type ManagedJournal = z.infer<typeof managedJournalSchema>;

/** `GET admin/journals`. */
export const managedJournalListSchema = z.object({
  data: z.array(managedJournalSchema),
  /** Whether the viewer may create, archive, order and delete journals. */
  canAdminister: z.boolean(),
});
export type ManagedJournalList = z.infer<typeof managedJournalListSchema>;

/** `PUT admin/journals/:journalId/logo`: an image uploaded first with `POST files` (purpose `cover`). */
export const journalLogoBodySchema = z.object({ fileId: bodyId('The logo') });
export type JournalLogoBody = z.infer<typeof journalLogoBodySchema>;
