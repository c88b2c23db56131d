import { z } from 'zod';
import { listSchema, pageQuerySchema } from './common';
import { slugSchema } from './params';

/** A news item as listed. `journal` is null for site-wide news. */
export const newsSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Plain text. */
  summary: z.string(),
  /** Absolute URL of the cover image, or null. */
  coverUrl: z.string().nullable(),
  publishedAt: z.iso.datetime(),
  /** Chosen by the editors to stand out (listed first on a journal's home). */
  featured: z.boolean(),
  journal: z.object({ slug: z.string(), title: z.string(), brandColor: z.string() }).nullable(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

/** `GET news/:slug`: a news item with its body. */
export const newsItemSchema = newsSummarySchema.extend({
  /** HTML as stored, sanitised at display. */
  body: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** `GET news`: newest first, paged. */
export const newsListSchema = listSchema(newsSummarySchema);
export type NewsList = z.infer<typeof newsListSchema>;

/** `?journal=<slug>&page&perPage`: without `journal`, site-wide and every journal's news. */
export const newsQuerySchema = pageQuerySchema.extend({ journal: slugSchema.optional() });
export type NewsQuery = z.infer<typeof newsQuerySchema>;

/** `news/:slug` path parameters. */
export const newsParamsSchema = z.object({ slug: slugSchema });
export type NewsParams = z.infer<typeof newsParamsSchema>;
