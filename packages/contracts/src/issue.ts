import { z } from 'zod';
import { listSchema, pageQuerySchema } from './common';
import { ISSUE_COVER_ALT_MAX_LENGTH } from './limits';
import { idSchema, journalParamsSchema } from './params';

/** A volume of a journal with how many published issues it has. */
export const volumeSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  year: z.number().int(),
  title: z.string().nullable(),
  issueCount: z.number().int(),
});
export type Volume = z.infer<typeof volumeSchema>;

/** `GET journals/:slug/volumes`: the volumes that have published issues, newest first. */
export const volumeListSchema = z.object({ data: z.array(volumeSchema) });
export type VolumeList = z.infer<typeof volumeListSchema>;

/** A published issue as listed (archive, volume, journal's current issue). */
export const issueSummarySchema = z.object({
  id: z.number().int(),
  volumeId: z.number().int(),
  /** The volume's number (not its id). */
  volume: z.number().int(),
  number: z.number().int(),
  year: z.number().int(),
  title: z.string().nullable(),
  /** Absolute URL of the cover image, or null. */
  coverUrl: z.string().nullable(),
  /** The cover's alternative text (empty when the cover is decorative or absent). */
  coverAlt: z.string(),
  publishedAt: z.iso.datetime(),
  isCurrent: z.boolean(),
  /** Published articles in the issue. */
  articleCount: z.number().int(),
});
export type IssueSummary = z.infer<typeof issueSummarySchema>;

/** `GET journals/:slug/volumes/:volumeId/issues`: the volume and its published issues in order. */
export const volumeIssuesSchema = z.object({
  volume: volumeSchema,
  data: z.array(issueSummarySchema),
});
export type VolumeIssues = z.infer<typeof volumeIssuesSchema>;

/** `GET journals/:slug/archive`: published issues, newest first, paged. */
export const archiveSchema = listSchema(issueSummarySchema);
export type Archive = z.infer<typeof archiveSchema>;

/** Most issues `GET issues/latest` gives at once. */
export const LATEST_ISSUES_MAX = 20;

/** `GET issues/latest`'s query: how many of the newest issues, across journals. */
export const latestIssuesQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number.' })
    .int({ error: 'limit must be a whole number.' })
    .min(1, { error: 'limit must be at least 1.' })
    .max(LATEST_ISSUES_MAX, { error: `limit must be at most ${LATEST_ISSUES_MAX}.` })
    .default(4),
});
export type LatestIssuesQuery = z.infer<typeof latestIssuesQuerySchema>;

/** A published issue with the journal it belongs to, as a list across journals shows it. */
export const latestIssueSchema = issueSummarySchema.extend({
  journal: z.object({ slug: z.string(), title: z.string(), brandColor: z.string() }),
});
export type LatestIssue = z.infer<typeof latestIssueSchema>;

/** `GET issues/latest`: the newest published issues of every journal together, newest first. */
export const latestIssuesSchema = z.object({ data: z.array(latestIssueSchema) });
export type LatestIssues = z.infer<typeof latestIssuesSchema>;

/** An author on a table of contents line: the name is all it shows. */
export const tocAuthorSchema = z.object({ name: z.string() });
export type TocAuthor = z.infer<typeof tocAuthorSchema>;

/**
 * One article line of a table of contents: only what the line shows (a 500-article issue is
 * read whole, so affiliations, ORCID iDs and the article type are left to the article's page).
 */
export const tocArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  authors: z.array(tocAuthorSchema),
  pages: z.string().nullable(),
  doi: z.string().nullable(),
  /** Absolute URL of the PDF galley, or null when the article has none. */
  pdfUrl: z.string().nullable(),
  /** The PDF's counting address (redirects to `pdfUrl`): what the PDF link points at. */
  pdfDownloadUrl: z.string().nullable(),
  publishedAt: z.iso.datetime(),
  /**
   * When its record last changed for readers: its publication, its latest correction (a new
   * version) or notice (sitemaps' `lastmod`). Absent from older answers: read `publishedAt` then.
   */
  updatedAt: z.iso.datetime().optional(),
  /** True when a retraction notice was published on it: lists mark it "Retracted". */
  retracted: z.boolean().optional(),
});
export type TocArticle = z.infer<typeof tocArticleSchema>;

/** A section of a table of contents; `id` is null for articles filed under no section. */
export const tocSectionSchema = z.object({
  id: z.number().int().nullable(),
  title: z.string(),
  articles: z.array(tocArticleSchema),
});
export type TocSection = z.infer<typeof tocSectionSchema>;

/**
 * `GET journals/:slug/issues/:issueId` and `…/current-issue`: the issue with its table of
 * contents, grouped by section in section order, articles by position.
 */
export const issueSchema = issueSummarySchema.extend({
  /** HTML as stored, sanitised at display. */
  description: z.string().nullable(),
  sections: z.array(tocSectionSchema),
});
export type Issue = z.infer<typeof issueSchema>;

/** `:slug/volumes/:volumeId` path parameters. */
export const volumeParamsSchema = journalParamsSchema.extend({ volumeId: idSchema });
export type VolumeParams = z.infer<typeof volumeParamsSchema>;

/** `:slug/issues/:issueId` path parameters. */
export const issueParamsSchema = journalParamsSchema.extend({ issueId: idSchema });
export type IssueParams = z.infer<typeof issueParamsSchema>;

/**
 * `PUT admin/issues/:issueId/cover`: an uploaded cover image (purpose `cover`) and its alt text;
 * without `fileId`, a new alt text for the cover the issue already has.
 */
export const issueCoverBodySchema = z.object({
  fileId: z
    .number({ error: 'fileId must be the id of an uploaded cover.' })
    .int()
    .positive()
    .optional(),
  alt: z
    .string({ error: 'Describe the cover in alt (or send an empty text for a decorative one).' })
    .max(ISSUE_COVER_ALT_MAX_LENGTH, {
      error: `Keep the alt text under ${ISSUE_COVER_ALT_MAX_LENGTH} characters.`,
    }),
});
export type IssueCoverBody = z.infer<typeof issueCoverBodySchema>;

/** The answer of `PUT`/`DELETE admin/issues/:issueId/cover`: the cover now shown. */
export const issueCoverSchema = z.object({ coverUrl: z.string().nullable(), coverAlt: z.string() });
export type IssueCover = z.infer<typeof issueCoverSchema>;

/** `:issueId` of the editors' issue routes. */
export const adminIssueParamsSchema = z.object({ issueId: idSchema });
export type AdminIssueParams = z.infer<typeof adminIssueParamsSchema>;

/**
 * Where an issue stands: a draft, scheduled (published at a date to come), published, or
 * withdrawn (unpublished with a reason; its articles stay reachable with a notice).
 */
export const ISSUE_STATES = ['draft', 'scheduled', 'published', 'withdrawn'] as const;
export type IssueState = (typeof ISSUE_STATES)[number];

/** An issue as the editors' issue list shows it: published or not, with its cover. */
export const adminIssueSchema = z.object({
  id: z.number().int(),
  journal: z.object({ slug: z.string(), title: z.string() }),
  /** The volume's number (not its id). */
  volume: z.number().int(),
  number: z.number().int(),
  year: z.number().int(),
  title: z.string().nullable(),
  state: z.enum(ISSUE_STATES),
  /** When it was (or, scheduled, will be) published; null for a draft or a withdrawn issue. */
  publishedAt: z.iso.datetime().nullable(),
  isCurrent: z.boolean(),
  /** Absolute URL of the cover image, or null. */
  coverUrl: z.string().nullable(),
  coverAlt: z.string(),
  /** Articles filed in the issue, published or not. */
  articleCount: z.number().int(),
});
export type AdminIssue = z.infer<typeof adminIssueSchema>;

/** `GET admin/issues`: every journal's issues (`journal` narrows to one), newest first. */
export const adminIssueListQuerySchema = pageQuerySchema.extend({
  journal: z
    .string()
    .trim()
    .max(100, { error: 'journal must be a journal’s slug.' })
    .optional()
    .transform((value) => value || undefined),
});
export type AdminIssueListQuery = z.infer<typeof adminIssueListQuerySchema>;
export type AdminIssueListQueryInput = z.input<typeof adminIssueListQuerySchema>;

export const adminIssueListSchema = listSchema(adminIssueSchema);
export type AdminIssueList = z.infer<typeof adminIssueListSchema>;
