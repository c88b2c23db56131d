import { z } from 'zod';
import { articleAuthorSchema } from './article';
import { pathIdSchema } from './fields';

/** One of the signed-in author's published articles (`GET user/articles`). */
export const authorArticleSummarySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  journal: z.object({ slug: z.string(), title: z.string() }),
  issue: z
    .object({
      id: z.number().int(),
      volume: z.number().int(),
      number: z.number().int(),
      year: z.number().int(),
    })
    .nullable(),
  /** Site path of the public article page. */
  path: z.string(),
  doi: z.string().nullable(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  views: z.number().int().min(0),
  downloads: z.number().int().min(0),
});
export type AuthorArticleSummary = z.infer<typeof authorArticleSummarySchema>;

/** `GET user/articles/:id`: the article with its authors, keywords, citation and submission. */
export const authorArticleSchema = authorArticleSummarySchema.extend({
  authors: z.array(articleAuthorSchema),
  keywords: z.array(z.string()),
  /** APA citation, plain text. */
  citation: z.string(),
  /** Absolute URL of the PDF galley, or null. */
  pdfUrl: z.string().nullable(),
  submissionId: z.number().int().nullable(),
});
export type AuthorArticle = z.infer<typeof authorArticleSchema>;

/** `:id` of `user/articles/:id`. */
export const authorArticleParamsSchema = z.object({ id: pathIdSchema });
