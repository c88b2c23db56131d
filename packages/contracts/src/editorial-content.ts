import { z } from 'zod';
import { listSchema, pageQuerySchema } from './common';
import {
  optionalLine,
  pathIdSchema,
  requiredLine,
  requiredParagraphs,
  versionSchema,
} from './fields';
import { JOURNAL_SLUG_MAX_LENGTH, JOURNAL_SLUG_PATTERN } from './limits';
import { journalIdParamsSchema } from './staff';

/*
 * What the back office writes for readers: news (the site's, and each journal's) and each
 * journal's static pages and their place in its menu. Bodies are HTML from the rich-text editor,
 * stored as sent and sanitised wherever they are shown.
 */

/** Longest news or page title. */
export const CONTENT_TITLE_MAX_LENGTH = 300;
/** Longest news summary (plain text, shown in lists and feeds). */
export const NEWS_SUMMARY_MAX_LENGTH = 600;
/** Longest news or page body (HTML characters). */
export const CONTENT_BODY_MAX_LENGTH = 200_000;

/** A news item's state in the back office: readers see a published one once its date has come. */
export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** A news item's or page's address part: like a journal's, lower-case words joined by hyphens. */
export const contentSlugSchema = z
  .string({ error: 'The web address must be text.' })
  .trim()
  .max(JOURNAL_SLUG_MAX_LENGTH, {
    error: `A web address has at most ${JOURNAL_SLUG_MAX_LENGTH} characters.`,
  })
  .refine((value) => value === '' || new RegExp(JOURNAL_SLUG_PATTERN).test(value), {
    error:
      'Use lower-case letters and digits, with single hyphens between words (like "call-for-papers").',
  });

/** A date and time to publish at, as an ISO instant (the form converts the journal's local time). */
const publishAtSchema = z.iso
  .datetime({ offset: true, error: 'Give the publication date and time, like 2026-12-01 09:00.' })
  .nullish();

/**
 * `POST admin/news` and `PUT admin/news/:id` (with `version`): a news item. `journalId` null is
 * the site's own news. A blank `slug` is made from the title. `publishedAt` in the future
 * schedules a published item; left out, it is published now.
 */
export const newsBodySchema = z.object({
  journalId: z
    .number({ error: 'Choose the journal, or the site, the news is from.' })
    .int()
    .positive()
    .nullable(),
  title: requiredLine('The title', 'Enter the title.', CONTENT_TITLE_MAX_LENGTH),
  slug: contentSlugSchema.optional(),
  summary: optionalLine('The summary', NEWS_SUMMARY_MAX_LENGTH),
  body: requiredParagraphs('The text', 'Write the news.', CONTENT_BODY_MAX_LENGTH),
  status: z.enum(NEWS_STATUSES, { error: 'Save the news as a draft or publish it.' }),
  publishedAt: publishAtSchema,
  featured: z.boolean({ error: 'Say whether the news is featured.' }).default(false),
});
export type NewsBody = z.infer<typeof newsBodySchema>;
export type NewsInput = z.input<typeof newsBodySchema>;

/** `PUT admin/news/:id`. */
export const newsUpdateBodySchema = newsBodySchema.extend({ version: versionSchema });
export type NewsUpdateBody = z.infer<typeof newsUpdateBodySchema>;
export type NewsUpdateInput = z.input<typeof newsUpdateBodySchema>;

/** `admin/news/:newsId`. */
export const newsIdParamsSchema = z.object({ newsId: pathIdSchema });
export type NewsIdParams = z.infer<typeof newsIdParamsSchema>;

/** `GET admin/news`: the news the person may edit, newest first, by journal (`site`: the site's own) and state. */
export const adminNewsQuerySchema = pageQuerySchema.extend({
  journal: z.string().trim().max(200, { error: 'A journal is named by its address.' }).optional(),
  status: z
    .enum(['draft', 'scheduled', 'published'], {
      error: 'Filter by draft, scheduled or published.',
    })
    .optional(),
});
export type AdminNewsQuery = z.input<typeof adminNewsQuerySchema>;

/** A news item as the back office edits it. */
export const editableNewsSchema = z.object({
  id: z.number().int(),
  journal: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  body: z.string(),
  status: z.enum(NEWS_STATUSES),
  /** `draft`, `scheduled` (published, its date to come) or `published`. */
  state: z.enum(['draft', 'scheduled', 'published']),
  publishedAt: z.iso.datetime(),
  featured: z.boolean(),
  version: z.number().int(),
  lastChange: z.object({ at: z.iso.datetime(), by: z.string().nullable() }).nullable(),
});
export type EditableNews = z.infer<typeof editableNewsSchema>;

/** `GET admin/news`. */
export const editableNewsListSchema = listSchema(editableNewsSchema);
export type EditableNewsList = z.infer<typeof editableNewsListSchema>;

/** `POST admin/journals/:journalId/pages` and `PUT …/pages/:pageId` (with `version`). */
export const journalPageBodySchema = z.object({
  title: requiredLine('The title', 'Enter the title.', CONTENT_TITLE_MAX_LENGTH),
  slug: contentSlugSchema.optional(),
  body: requiredParagraphs('The text', 'Write the page.', CONTENT_BODY_MAX_LENGTH),
  inMenu: z.boolean({ error: 'Say whether the page is in the journal’s menu.' }),
});
export type JournalPageBody = z.infer<typeof journalPageBodySchema>;
export type JournalPageInput = z.input<typeof journalPageBodySchema>;

/** `PUT admin/journals/:journalId/pages/:pageId`. */
export const journalPageUpdateBodySchema = journalPageBodySchema.extend({ version: versionSchema });
export type JournalPageUpdateBody = z.infer<typeof journalPageUpdateBodySchema>;
export type JournalPageUpdateInput = z.input<typeof journalPageUpdateBodySchema>;

/** `admin/site/pages/:pageId`. */
export const sitePageIdParamsSchema = z.object({ pageId: pathIdSchema });
export type SitePageIdParams = z.infer<typeof sitePageIdParamsSchema>;

/** `admin/journals/:journalId/pages/:pageId`. */
export const journalPageIdParamsSchema = journalIdParamsSchema.extend({
  pageId: pathIdSchema,
});
export type JournalPageIdParams = z.infer<typeof journalPageIdParamsSchema>;

/** A journal page as the back office edits it. */
export const editablePageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  body: z.string(),
  inMenu: z.boolean(),
  position: z.number().int(),
  version: z.number().int(),
  lastChange: z.object({ at: z.iso.datetime(), by: z.string().nullable() }).nullable(),
});
export type EditablePage = z.infer<typeof editablePageSchema>;

/**
 * `GET admin/journals/:journalId/pages` (the journal's pages) and `GET admin/site/pages` (the
 * site's own, `journal` null), in menu order.
 */
export const editablePageListSchema = z.object({
  journal: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
  data: z.array(editablePageSchema),
});
export type EditablePageList = z.infer<typeof editablePageListSchema>;
