import { z } from 'zod';
import { noticeRefSchema } from './article-notice';
import { journalParamsSchema, slugSchema } from './params';

/** One author in byline order, as shown publicly (never the author's email). */
export const articleAuthorSchema = z.object({
  name: z.string(),
  affiliation: z.string().nullable(),
  /** Bare ORCID iD, e.g. `0000-0002-1825-0097`. */
  orcid: z.string().nullable(),
});
export type ArticleAuthor = z.infer<typeof articleAuthorSchema>;

/** The issue an article appears in (null for an article published ahead of any issue). */
export const articleIssueRefSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  volume: z.number().int(),
  year: z.number().int(),
  title: z.string().nullable(),
  /**
   * Set when the issue's editors withdrew it: the article stays readable, and its page says so
   * with their reason. Absent or null for an issue in the record.
   */
  withdrawal: z.object({ at: z.iso.datetime(), reason: z.string() }).nullish(),
});
export type ArticleIssueRef = z.infer<typeof articleIssueRefSchema>;

/** The journal an article belongs to: what an article page and its citation meta tags need. */
export const articleJournalRefSchema = z.object({
  slug: z.string(),
  title: z.string(),
  abbreviation: z.string().nullable(),
  issn: z.string().nullable(),
  eissn: z.string().nullable(),
  publisher: z.string().nullable(),
  brandColor: z.string(),
});
export type ArticleJournalRef = z.infer<typeof articleJournalRefSchema>;

/** Citation styles formatted with CSL (Chicago is its author-date variant), in display order. */
export const CITATION_STYLES = ['apa', 'chicago', 'mla', 'harvard', 'vancouver', 'ieee'] as const;
export const citationStyleSchema = z.enum(CITATION_STYLES, {
  error: 'Choose a citation style: apa, chicago, mla, harvard, vancouver or ieee.',
});
export type CitationStyle = z.infer<typeof citationStyleSchema>;

/** Reference-manager files a citation downloads as: BibTeX, RIS and CSL-JSON. */
export const CITATION_FILE_FORMATS = ['bibtex', 'ris', 'csl-json'] as const;
export type CitationFileFormat = (typeof CITATION_FILE_FORMATS)[number];

/** Every format the citation export answers in: a style as plain text, or a reference file. */
export const citationFormatSchema = z.enum([...CITATION_STYLES, ...CITATION_FILE_FORMATS], {
  error:
    'Choose a citation format: apa, chicago, mla, harvard, vancouver, ieee, bibtex, ris or csl-json.',
});
export type CitationFormat = z.infer<typeof citationFormatSchema>;

/** `?format=…&download=1` of the citation export. */
export const citationQuerySchema = z.object({
  format: citationFormatSchema,
  /** `1`/`true` asks for an attachment (a file download) instead of inline text. */
  download: z
    .enum(['0', '1', 'true', 'false'], { error: 'download must be 1 or 0.' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
export type CitationQuery = z.infer<typeof citationQuerySchema>;

/** One article's citation in one style: what a "How to cite" box shows and copies. */
export const formattedCitationSchema = z.object({
  style: citationStyleSchema,
  /** The CSL processor's HTML (e.g. `<i>` for a journal title); the client sanitises it. */
  html: z.string(),
  /** The same citation as plain text, for copying. */
  text: z.string(),
});
export type FormattedCitation = z.infer<typeof formattedCitationSchema>;

/** `GET journals/:slug/articles/:articleSlug/citations`: the article in every style, in order. */
export const articleCitationsSchema = z.object({ data: z.array(formattedCitationSchema) });
export type ArticleCitations = z.infer<typeof articleCitationsSchema>;

/** What kind of data a supplementary file holds. */
export const SUPPLEMENTARY_DATA_TYPES = [
  'dataset',
  'code',
  'figure',
  'table',
  'video',
  'document',
  'other',
] as const;
export const supplementaryDataTypeSchema = z.enum(SUPPLEMENTARY_DATA_TYPES, {
  error: 'Choose a data type: dataset, code, figure, table, video, document or other.',
});
export type SupplementaryDataType = z.infer<typeof supplementaryDataTypeSchema>;

/** A public supplementary file of an article, as its page lists it. */
export const supplementaryFileSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  dataType: supplementaryDataTypeSchema,
  /** The file's name as uploaded, e.g. `measurements.csv`. */
  name: z.string(),
  mimeType: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** Absolute download URL. */
  url: z.string(),
});
export type SupplementaryFile = z.infer<typeof supplementaryFileSchema>;

/** One heading of an article's full text, for its outline. */
export const fullTextHeadingSchema = z.object({
  /** The heading's id in `html` (link to `#id`). */
  id: z.string(),
  title: z.string(),
  /** 2 for a top-level section, 3 below it… */
  level: z.number().int(),
});
export type FullTextHeading = z.infer<typeof fullTextHeadingSchema>;

/** An article's full text, rendered from its JATS XML galley. */
export const fullTextSchema = z.object({
  /**
   * HTML built from an allowlist (headings with ids, paragraphs, lists, figures with their
   * images at the API's file addresses and captions, tables with scoped header cells, MathML,
   * footnotes, references; in-text citations link to `#ref-…` and each reference back to them,
   * `#cite-…`). Sanitise it before display all the same, as any stored HTML.
   */
  html: z.string(),
  outline: z.array(fullTextHeadingSchema),
  /** Whether `html` ends with the article's reference list; a page then shows no other. */
  hasReferenceList: z.boolean(),
});
export type FullText = z.infer<typeof fullTextSchema>;

/** `GET journals/:slug/articles/:articleSlug`: a published article with everything its page shows. */
export const articleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** HTML exactly as stored; the client sanitises it before display. */
  abstract: z.string(),
  authors: z.array(articleAuthorSchema),
  keywords: z.array(z.string()),
  doi: z.string().nullable(),
  pages: z.string().nullable(),
  license: z.string().nullable(),
  licenseUrl: z.string().nullable(),
  /** e.g. `research-article`, `review-article`, `editorial`. */
  type: z.string(),
  language: z.string(),
  receivedAt: z.iso.date().nullable(),
  acceptedAt: z.iso.date().nullable(),
  publishedAt: z.iso.datetime(),
  references: z.array(z.string()),
  /** Absolute URL of the PDF galley (`backendUrl/{path}`), or null when there is none. */
  pdfUrl: z.string().nullable(),
  /**
   * The PDF's counting address (`apiUrl/articles/{id}/download`, which redirects to `pdfUrl`):
   * what a reader's download link points at. Null when there is no PDF.
   */
  pdfDownloadUrl: z.string().nullable(),
  views: z.number().int(),
  downloads: z.number().int(),
  issue: articleIssueRefSchema.nullable(),
  /**
   * The article's earlier versions, oldest first: each correction of the published article kept
   * the record as it was (1 is the version first published). Empty when it was never corrected;
   * the current version's number is then 1, else the last one's plus one.
   */
  earlierVersions: z
    .array(
      z.object({
        number: z.number().int(),
        /** When the next version replaced it. */
        replacedAt: z.iso.datetime(),
        /** What the next version changed, in its editors' words (null when they gave none). */
        note: z.string().nullable(),
        title: z.string(),
        /** The PDF readers downloaded then, or null. */
        pdfUrl: z.string().nullable(),
      }),
    )
    .default([]),
  /**
   * Its notices (corrections, retractions, expressions of concern, addenda), newest first, each
   * with its own page: the article page's banner links to them. Empty when it has none.
   */
  notices: z.array(noticeRefSchema).default([]),
  section: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  journal: articleJournalRefSchema,
  /**
   * The article in every citation style, in `CITATION_STYLES` order (empty when they could not
   * be formatted): the page's "How to cite" box needs no second call.
   */
  citations: z.array(formattedCitationSchema),
  /** Data, code, figures… published with the article, in the editors' order. */
  supplementaryFiles: z.array(supplementaryFileSchema),
  /** The full text in HTML when the article has a JATS galley, else null (PDF only). */
  fullText: fullTextSchema.nullable(),
});
export type Article = z.infer<typeof articleSchema>;

/** `:slug/articles/:articleSlug` path parameters. */
export const articleParamsSchema = journalParamsSchema.extend({ articleSlug: slugSchema });
export type ArticleParams = z.infer<typeof articleParamsSchema>;
