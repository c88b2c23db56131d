import { z } from 'zod';
import { supplementaryDataTypeSchema, supplementaryFileSchema } from './article';
import { emailSchema } from './auth';
import {
  bodyId,
  keepAbsent,
  optionalLine,
  optionalParagraphs,
  requiredLine,
  versionSchema,
} from './fields';
import { DOI_MAX_LENGTH, DOI_PATTERN } from './identifiers';
import { licenseIdSchema } from './license';
import { SUBMISSION_TEXT_LIMITS } from './limits';
import { idSchema } from './params';
import { orcidSchema } from './user';

/*
 * Articles the editors enter themselves (`admin/issues/:issueId/articles`, `admin/articles/:id`):
 * a journal's back issues moved to Quire, invited pieces, editorials — published without a
 * submission, with their galleys uploaded by the editor.
 */

/** The article types editors choose from (JATS `article-type` values). */
export const ARTICLE_TYPES = [
  'research-article',
  'review-article',
  'editorial',
  'brief-report',
  'case-report',
  'book-review',
  'letter',
  'discussion',
  'other',
] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/** Most authors an article entered by its editors lists. */
export const ARTICLE_AUTHORS_MAX = 100;
/** Most keywords of one article. */
export const ARTICLE_KEYWORDS_MAX = 30;
/** Longest abstract (HTML). */
export const ARTICLE_ABSTRACT_MAX_LENGTH = 20_000;

/** One author as the editors enter them: a name, and what else they know. */
export const articleAuthorBodySchema = z.object({
  name: requiredLine(
    'The author’s name',
    'Enter each author’s name.',
    SUBMISSION_TEXT_LIMITS.authorName,
  ),
  affiliation: optionalLine('The affiliation', SUBMISSION_TEXT_LIMITS.affiliation),
  orcid: z
    .union([orcidSchema, z.literal('')])
    .nullish()
    .transform(keepAbsent),
  email: z
    .union([emailSchema, z.literal('')])
    .nullish()
    .transform(keepAbsent),
});
export type ArticleAuthorBody = z.infer<typeof articleAuthorBodySchema>;

/** Whether `YYYY-MM-DD` names a day of the calendar (month 13 or 30 February do not). */
function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

const dateOnly = (label: string) =>
  z
    .string({ error: `${label} must be a date.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `Give ${label.toLowerCase()} as a date (YYYY-MM-DD).` })
    // A day that rolls over (30 February becomes 2 March) is not in the calendar.
    .refine((value) => isCalendarDay(value), {
      error: `${label} is not a date in the calendar.`,
    })
    .nullish()
    .transform((value) => value ?? null);

/** An article's metadata, as its editors enter or correct it. */
export const articleMetadataBodySchema = z.object({
  title: requiredLine('The title', 'Enter the article’s title.', 500),
  /** HTML from the rich-text editor, sanitised at display. */
  abstract: optionalParagraphs('The abstract', ARTICLE_ABSTRACT_MAX_LENGTH),
  authors: z
    .array(articleAuthorBodySchema, { error: 'List the article’s authors.' })
    .min(1, { error: 'Name at least one author.' })
    .max(ARTICLE_AUTHORS_MAX, { error: `At most ${ARTICLE_AUTHORS_MAX} authors.` }),
  keywords: z
    .array(requiredLine('A keyword', 'Remove the empty keyword or write it.', 100))
    .max(ARTICLE_KEYWORDS_MAX, { error: `At most ${ARTICLE_KEYWORDS_MAX} keywords.` })
    .default([]),
  type: z.enum(ARTICLE_TYPES, { error: 'Choose one of the article types.' }),
  /** BCP 47 language tag of the article's text. */
  language: z
    .string({ error: 'The language must be a language code like "en".' })
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, {
      error: 'Give the language as a code like "en" or "pt-BR".',
    })
    .default('en'),
  sectionId: bodyId('The section').nullable(),
  pages: optionalLine('The pages', SUBMISSION_TEXT_LIMITS.pages),
  doi: z
    .string({ error: 'The DOI must be text.' })
    .trim()
    .max(DOI_MAX_LENGTH, { error: `A DOI has at most ${DOI_MAX_LENGTH} characters.` })
    .regex(DOI_PATTERN, { error: 'Enter a DOI like 10.1234/abc.2026.1.' })
    .or(z.literal(''))
    .nullish()
    .transform(keepAbsent),
  license: licenseIdSchema,
  receivedAt: dateOnly('The date received'),
  acceptedAt: dateOnly('The date accepted'),
});

/** `POST admin/issues/:issueId/articles`: an article of the issue, last in its contents. */
export const createArticleBodySchema = articleMetadataBodySchema;
export type CreateArticleBody = z.infer<typeof createArticleBodySchema>;
export type CreateArticleInput = z.input<typeof createArticleBodySchema>;

/** Longest note telling readers what a correction of a published article changed. */
export const VERSION_NOTE_MAX_LENGTH = 500;

/**
 * What a correction of an article readers have seen changed, in a line readers are shown beside
 * its earlier version ("Corrected the second author's affiliation").
 */
const versionNoteSchema = optionalLine('The note on what changed', VERSION_NOTE_MAX_LENGTH);

/**
 * `PUT admin/articles/:articleId`: its metadata, from the version read. Once readers have seen
 * the article, the record as it was is kept as an earlier version, with `versionNote`.
 */
export const articleUpdateBodySchema = articleMetadataBodySchema.extend({
  version: versionSchema,
  versionNote: versionNoteSchema,
});
export type ArticleUpdateBody = z.infer<typeof articleUpdateBodySchema>;
export type ArticleUpdateInput = z.input<typeof articleUpdateBodySchema>;

/** `PUT admin/articles/:articleId/galley`: an uploaded file (purpose `galley`) made its galley. */
export const articleGalleyBodySchema = z.object({
  fileId: bodyId('The file'),
  versionNote: versionNoteSchema,
});
export type ArticleGalleyBody = z.infer<typeof articleGalleyBodySchema>;
export type ArticleGalleyInput = z.input<typeof articleGalleyBodySchema>;

/** `admin/articles/:articleId`. */
export const adminArticleParamsSchema = z.object({ articleId: idSchema });

/** Largest HTML full text an editor may upload, in bytes (an article's text, not its images). */
export const HTML_FULL_TEXT_MAX_BYTES = 2 * 1024 * 1024;
/** Most supplementary files one article lists. */
export const SUPPLEMENTARY_FILES_MAX = 30;
/** Longest label of a supplementary file ("Table S1: measurements by site"). */
export const SUPPLEMENTARY_LABEL_MAX_LENGTH = 200;

const supplementaryLabelSchema = requiredLine(
  'The label',
  'Give the file a label readers will see, such as “Dataset S1”.',
  SUPPLEMENTARY_LABEL_MAX_LENGTH,
);

/**
 * `POST admin/articles/:articleId/supplementary-files`: a file uploaded with `POST files`
 * (purpose `article-supplementary`), published with the article under its label and data type.
 */
export const addSupplementaryFileBodySchema = z.object({
  fileId: bodyId('The file'),
  label: supplementaryLabelSchema,
  dataType: supplementaryDataTypeSchema,
  versionNote: versionNoteSchema,
});
export type AddSupplementaryFileBody = z.infer<typeof addSupplementaryFileBodySchema>;
export type AddSupplementaryFileInput = z.input<typeof addSupplementaryFileBodySchema>;

/**
 * `PUT admin/articles/:articleId/supplementary-files`: every supplementary file of the article,
 * in the order readers see them, each with its label and data type (the same files it has).
 */
export const supplementaryFilesBodySchema = z.object({
  files: z
    .array(
      z.object({
        id: bodyId('The supplementary file'),
        label: supplementaryLabelSchema,
        dataType: supplementaryDataTypeSchema,
      }),
    )
    .max(SUPPLEMENTARY_FILES_MAX, {
      error: `An article lists at most ${SUPPLEMENTARY_FILES_MAX} supplementary files.`,
    }),
  versionNote: versionNoteSchema,
});
export type SupplementaryFilesBody = z.infer<typeof supplementaryFilesBodySchema>;
export type SupplementaryFilesInput = z.input<typeof supplementaryFilesBodySchema>;

/** `DELETE admin/articles/:articleId/supplementary-files/:fileId` path parameters. */
export const adminSupplementaryFileParamsSchema = adminArticleParamsSchema.extend({
  fileId: idSchema,
});

/** `DELETE admin/articles/:articleId/supplementary-files/:fileId?versionNote=…`. */
export const removeSupplementaryFileQuerySchema = z.object({ versionNote: versionNoteSchema });

/** Longest `xlink:href` of a JATS graphic the figure upload accepts. */
export const FIGURE_HREF_MAX_LENGTH = 200;

/**
 * `PUT admin/articles/:articleId/figures`: an image uploaded with `POST files` (purpose
 * `figure`) stored as the graphic the article's JATS galley names by `href`.
 */
export const articleFigureBodySchema = z.object({
  href: requiredLine(
    'The image’s name',
    'Name the graphic of the galley this image is for.',
    FIGURE_HREF_MAX_LENGTH,
  ),
  fileId: bodyId('The file'),
});
export type ArticleFigureBody = z.infer<typeof articleFigureBodySchema>;
export type ArticleFigureInput = z.input<typeof articleFigureBodySchema>;

/** The formats of an article's full text: JATS XML, or HTML (sanitised as it is set). */
export const FULL_TEXT_FORMATS = ['jats', 'html'] as const;
export type FullTextFormat = (typeof FULL_TEXT_FORMATS)[number];

/** `GET admin/articles/:articleId`: an article as its editors edit it. */
export const editableArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  issue: z.object({ id: z.number().int(), label: z.string(), state: z.string() }),
  journal: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  title: z.string(),
  abstract: z.string(),
  authors: z.array(
    z.object({
      name: z.string(),
      affiliation: z.string().nullable(),
      orcid: z.string().nullable(),
      email: z.string().nullable(),
    }),
  ),
  keywords: z.array(z.string()),
  type: z.string(),
  language: z.string(),
  sectionId: z.number().int().nullable(),
  pages: z.string().nullable(),
  doi: z.string().nullable(),
  /** The licence's id among `LICENSE_OPTIONS`, or null when its URL is none of them. */
  license: z.string().nullable(),
  receivedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  /** Whether it came through the submission workflow (its record is the submission's). */
  fromSubmission: z.boolean(),
  galleys: z.object({
    /** The public PDF's address, or null. */
    pdfUrl: z.string().nullable(),
    /** Whether a full text is stored (JATS XML or HTML, rendered as the article's full text). */
    fullText: z.boolean(),
    /**
     * Which one: an article has one full text, and setting either replaces the other.
     * Null without a full text.
     */
    fullTextFormat: z.enum(FULL_TEXT_FORMATS).nullable(),
    /**
     * The images a JATS full text names (`<graphic xlink:href>`), in the galley's order, each
     * with its public address once uploaded (null: readers see "image not available").
     */
    figures: z.array(z.object({ href: z.string(), url: z.string().nullable() })),
  }),
  /** Its supplementary files, in the order readers see them. */
  supplementaryFiles: z.array(supplementaryFileSchema),
  sections: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** The version a save must name (its last change, in milliseconds). */
  version: z.number().int(),
  /** Whether readers have seen it: a correction then keeps the record as an earlier version. */
  isPublic: z.boolean(),
});
export type EditableArticle = z.infer<typeof editableArticleSchema>;
