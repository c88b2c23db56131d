import { z } from 'zod';
import { requiredParagraphs } from './fields';
import { DOI_MAX_LENGTH, DOI_PATTERN } from './identifiers';
import { idSchema, journalParamsSchema } from './params';

/*
 * Notices on published articles: corrections, retractions, expressions of concern and addenda,
 * each published as its own item (its own page, date and optional DOI) and linked both ways with
 * the article it updates. The types are Crossref's update types (Crossmark `update/@type`), so a
 * deposit can name them as they are.
 */

/** The kinds of notice, by their Crossref update-type names. */
export const NOTICE_TYPES = [
  'correction',
  'retraction',
  'expression_of_concern',
  'addendum',
] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** How each kind of notice is named to readers and editors. */
export const NOTICE_TYPE_LABELS: Readonly<Record<NoticeType, string>> = {
  correction: 'Correction',
  retraction: 'Retraction',
  expression_of_concern: 'Expression of concern',
  addendum: 'Addendum',
};

/** Longest notice text (HTML from the rich-text editor). */
export const NOTICE_TEXT_MAX_LENGTH = 20_000;

/** One of {@link NOTICE_TYPES}, refused with the list otherwise. */
export const noticeTypeSchema = z.enum(NOTICE_TYPES, {
  error:
    'Choose the kind of notice: a correction, a retraction, an expression of concern or an addendum.',
});

/** Whether rich text shows a word: `<p></p>` or `<p>&nbsp;</p>` from an emptied editor does not. */
function hasText(html: string): boolean {
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '');
  return text.length > 0;
}

/** Whether `YYYY-MM-DD` names a day of the calendar. */
function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/**
 * `POST admin/articles/:articleId/notices`: a notice on a published article, published at once.
 * `text` is HTML from the rich-text editor, sanitised wherever it is shown.
 */
export const createNoticeBodySchema = z.object({
  type: noticeTypeSchema,
  text: requiredParagraphs('The notice', 'Write the notice’s text.', NOTICE_TEXT_MAX_LENGTH)
    // Empty text already said so (once is enough).
    .refine((value) => value === '' || hasText(value), { error: 'Write the notice’s text.' }),
  /** The date the notice carries (it appears at once; an API refuses a day still to come). */
  date: z
    .string({ error: 'Give the notice’s date.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Give the notice’s date as YYYY-MM-DD.' })
    .refine(isCalendarDay, { error: 'The notice’s date is not a date in the calendar.' }),
  /**
   * The notice's own DOI, stored as given; blank: one is minted from the journal's notice pattern
   * when the journal has a DOI prefix. A DOI given to another item is refused (409).
   */
  doi: z
    .string({ error: 'The DOI must be text.' })
    .trim()
    .max(DOI_MAX_LENGTH, { error: `A DOI has at most ${DOI_MAX_LENGTH} characters.` })
    .regex(DOI_PATTERN, { error: 'Enter a DOI like 10.1234/abc.2026.1.' })
    .or(z.literal(''))
    .nullish()
    .transform((value) => value || null),
});
export type CreateNoticeBody = z.infer<typeof createNoticeBodySchema>;
export type CreateNoticeInput = z.input<typeof createNoticeBodySchema>;

/** A notice as the article it updates lists it (the article page's banner, its listings). */
export const noticeRefSchema = z.object({
  id: z.number().int(),
  type: noticeTypeSchema,
  /** The date the notice carries. */
  date: z.iso.date(),
  doi: z.string().nullable(),
  /** When it was published on the site (what OAI-PMH datestamps and sitemaps follow). */
  createdAt: z.iso.datetime(),
});
export type NoticeRef = z.infer<typeof noticeRefSchema>;

/**
 * `GET journals/:slug/notices/:noticeId`: a notice with the article it updates (the notice's
 * page), and each item of `GET journals/:slug/notices` (feeds, sitemap).
 */
export const articleNoticeSchema = noticeRefSchema.extend({
  /** HTML as stored; the client sanitises it before display. */
  text: z.string(),
  article: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    authors: z.array(z.object({ name: z.string() })),
    doi: z.string().nullable(),
    publishedAt: z.iso.datetime(),
  }),
  journal: z.object({ slug: z.string(), title: z.string() }),
});
export type ArticleNotice = z.infer<typeof articleNoticeSchema>;

/** Most notices `GET journals/:slug/notices` lists (newest first). */
export const JOURNAL_NOTICES_MAX = 500;

/** `GET journals/:slug/notices` and `GET admin/articles/:articleId/notices`: newest first. */
export const articleNoticeListSchema = z.object({ data: z.array(articleNoticeSchema) });
export type ArticleNoticeList = z.infer<typeof articleNoticeListSchema>;

/** `journals/:slug/notices/:noticeId` path parameters. */
export const noticeParamsSchema = journalParamsSchema.extend({ noticeId: idSchema });
export type NoticeParams = z.infer<typeof noticeParamsSchema>;

/** `admin/notices/:noticeId/…` (a notice's Crossref deposit). */
export const adminNoticeParamsSchema = z.object({ noticeId: idSchema });
