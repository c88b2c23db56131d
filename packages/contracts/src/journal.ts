import { z } from 'zod';
import { listSchema } from './common';
import { issueSummarySchema } from './issue';
import { licenseSchema } from './license';
import { journalParamsSchema, slugSchema } from './params';

/** A journal as listed on the journals page. */
export const journalSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  abbreviation: z.string().nullable(),
  /** Plain-text excerpt of the description (at most about 300 characters). */
  summary: z.string(),
  issn: z.string().nullable(),
  eissn: z.string().nullable(),
  publisher: z.string().nullable(),
  /** Absolute URL of the cover image, or null. */
  coverUrl: z.string().nullable(),
  /** Absolute URL of the journal's logo (its banner shows it), or null. */
  logoUrl: z.string().nullable(),
  /** CSS colour (`#rrggbb`) the journal's pages are branded with. */
  brandColor: z.string(),
  /** Published articles. */
  articleCount: z.number().int(),
});
export type JournalSummary = z.infer<typeof journalSummarySchema>;

/** `GET journals`: every journal, in the editors' order, paged. */
export const journalListSchema = listSchema(journalSummarySchema);
export type JournalList = z.infer<typeof journalListSchema>;

/** A section articles are filed under (Articles, Reviews, Editorials…). */
export const sectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  abbreviation: z.string().nullable(),
});
export type Section = z.infer<typeof sectionSchema>;

/** A link to one of a journal's pages (About, Editorial board, Author guidelines…). */
export const journalPageLinkSchema = z.object({ slug: z.string(), title: z.string() });
export type JournalPageLink = z.infer<typeof journalPageLinkSchema>;

/** `GET journals/:slug`: the journal with its contact, sections, pages and current issue. */
export const journalSchema = journalSummarySchema.extend({
  /** HTML as stored, sanitised at display. */
  description: z.string(),
  contact: z.object({ name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  sections: z.array(sectionSchema),
  pages: z.array(journalPageLinkSchema),
  /** The issue flagged current, else the newest published one; null before the first issue. */
  currentIssue: issueSummarySchema.nullable(),
  /** The licence new articles are published under unless the editor picks another. */
  license: licenseSchema,
  /** HTML as stored, sanitised at display ('' when not written). */
  focusScope: z.string(),
  /** HTML as stored, sanitised at display ('' when not written). */
  authorGuidelines: z.string(),
  /** Whether it takes submissions now (open and not archived). */
  submissionsOpen: z.boolean(),
});
export type Journal = z.infer<typeof journalSchema>;

/** `GET journals/:slug/pages/:pageSlug`: a journal page. */
export const journalPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** HTML as stored, sanitised at display. */
  body: z.string(),
  updatedAt: z.iso.datetime(),
  journal: z.object({ slug: z.string(), title: z.string() }),
});
export type JournalPage = z.infer<typeof journalPageSchema>;

/** `GET pages/:pageSlug`: one of the site's own pages (Privacy, Imprint…). */
export const sitePageSchema = journalPageSchema.omit({ journal: true });
export type SitePage = z.infer<typeof sitePageSchema>;

/** `GET pages`: the site's own pages in its menu (the footer), in order. */
export const sitePageLinkListSchema = z.object({ data: z.array(journalPageLinkSchema) });
export type SitePageLinkList = z.infer<typeof sitePageLinkListSchema>;

/** `pages/:pageSlug` path parameters. */
export const sitePageParamsSchema = z.object({ pageSlug: slugSchema });
export type SitePageParams = z.infer<typeof sitePageParamsSchema>;

/** `:slug/pages/:pageSlug` path parameters. */
export const journalPageParamsSchema = journalParamsSchema.extend({ pageSlug: slugSchema });
export type JournalPageParams = z.infer<typeof journalPageParamsSchema>;
