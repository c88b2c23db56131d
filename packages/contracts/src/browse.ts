import { z } from 'zod';
import { articleAuthorSchema } from './article';
import { listSchema } from './common';
import { journalParamsSchema, slugSchema } from './params';

/** `journals/:slug/keywords/:keyword`: a keyword as written on an article (any case). */
export const keywordParamsSchema = journalParamsSchema.extend({ keyword: slugSchema });
export type KeywordParams = z.infer<typeof keywordParamsSchema>;

/** `journals/:slug/authors/:name`: an author's name as written in a byline (any case). */
export const authorParamsSchema = journalParamsSchema.extend({ name: slugSchema });
export type AuthorParams = z.infer<typeof authorParamsSchema>;

/** An article as a keyword's or an author's list shows it (the journal is the page's own). */
export const browseArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  authors: z.array(articleAuthorSchema),
  type: z.string(),
  doi: z.string().nullable(),
  publishedAt: z.iso.datetime(),
  issue: z
    .object({
      id: z.number().int(),
      volumeId: z.number().int(),
      number: z.number().int(),
      volume: z.number().int(),
      year: z.number().int(),
    })
    .nullable(),
});
export type BrowseArticle = z.infer<typeof browseArticleSchema>;

/**
 * `GET journals/:slug/keywords/:keyword`: the journal's published articles with that keyword,
 * newest first, paged. `keyword` is written as the newest of them has it (for the page title
 * and its canonical address).
 */
export const keywordArticlesSchema = listSchema(browseArticleSchema).extend({
  keyword: z.string(),
});
export type KeywordArticles = z.infer<typeof keywordArticlesSchema>;

/**
 * `GET journals/:slug/authors/:name`: the journal's published articles with that author in the
 * byline, newest first, paged. `author` is the author's byline entry on the newest of them.
 */
export const authorArticlesSchema = listSchema(browseArticleSchema).extend({
  author: articleAuthorSchema,
});
export type AuthorArticles = z.infer<typeof authorArticlesSchema>;
