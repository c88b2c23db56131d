import { z } from 'zod';

/** What an upload is for; the server's policy per purpose decides types, size limit and visibility. */
export const UPLOAD_PURPOSES = [
  'manuscript',
  'supplementary',
  'avatar',
  'cover',
  'chat',
  /** An article's PDF or JATS XML, uploaded by its editors (`PUT admin/articles/:id/galley`). */
  'galley',
  /** A reviewer's annotated file (`POST review-links/:token/files`, `POST reviews/:id/files`). */
  'review',
  /** An image a JATS galley names, uploaded by the article's editors (`PUT admin/articles/:id/figures`). */
  'figure',
  /** A published article's supplementary file, uploaded by its editors. */
  'article-supplementary',
  /** A file sent with a discussion message (`POST …/discussions/:thread/attachments`). */
  'discussion',
] as const;

/** What a `figure` upload may be: raster images only (an SVG can carry scripts). */
export const FIGURE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
/** What an `article-supplementary` upload may be: data, code, documents and images. */
export const ARTICLE_SUPPLEMENTARY_EXTENSIONS = [
  'pdf',
  'docx',
  'odt',
  'tex',
  'zip',
  'csv',
  'tsv',
  'txt',
  'xml',
  ...FIGURE_EXTENSIONS,
] as const;
/** What an article's `galley` upload may be: its PDF, or its full text as JATS XML or HTML. */
export const ARTICLE_GALLEY_EXTENSIONS = ['pdf', 'xml', 'html', 'htm'] as const;

/** An upload purpose, as sent in the `purpose` form field. */
export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES);
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;

/**
 * The `multipart/form-data` body of `POST files`, for documentation and client typing.
 * Send `purpose` before `file`: the server streams the file and needs the purpose's rules first.
 */
export const uploadFileFormSchema = z.object({
  purpose: uploadPurposeSchema,
  file: z.any().meta({ type: 'string', format: 'binary', description: 'The file (one).' }),
});

/** A stored file as the API describes it; `url` is set only for public files (`backendUrl/{path}`). */
export const uploadedFileSchema = z.object({
  id: z.number().int().positive(),
  purpose: uploadPurposeSchema,
  /** The uploader's name for the file, cleaned: metadata only, never a path. */
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int().min(0),
  isPublic: z.boolean(),
  url: z.string().nullable(),
  createdAt: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** `:id` of `files/:id`, coerced from the path. */
export const fileIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export type FileIdParams = z.infer<typeof fileIdParamsSchema>;
