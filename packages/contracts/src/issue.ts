import { z } from 'zod';
import { articleAuthorSchema } from './article';
import { listSchema } from './common';
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

/** One article line of a table of contents. */
export const tocArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  authors: z.array(articleAuthorSchema),
  pages: z.string().nullable(),
  doi: z.string().nullable(),
  type: z.string(),
  /** Absolute URL of the PDF galley, or null when the article has none. */
  pdfUrl: z.string().nullable(),
  publishedAt: z.iso.datetime(),
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
