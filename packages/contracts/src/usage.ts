import { z } from 'zod';
import { pathIdSchema } from './fields';

/** `:id` of `articles/:id/view` and `articles/:id/download`. */
export const usageArticleParamsSchema = z.object({ id: pathIdSchema });
export type UsageArticleParams = z.infer<typeof usageArticleParamsSchema>;

/** One month of an article's counted views and downloads. */
export const usageMonthSchema = z.object({
  /** `2026-11`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  views: z.number().int().min(0),
  downloads: z.number().int().min(0),
});
export type UsageMonth = z.infer<typeof usageMonthSchema>;

/**
 * `GET user/articles/:id/metrics`: the author's article by month, oldest first — the last 12
 * months, months without a count included as zeros (chart data) — and its all-time totals.
 */
export const articleMetricsSchema = z.object({
  data: z.array(usageMonthSchema),
  totals: z.object({ views: z.number().int().min(0), downloads: z.number().int().min(0) }),
});
export type ArticleMetrics = z.infer<typeof articleMetricsSchema>;

/** `?limit=` of the most-read list: 1 to 20, 5 when missing. */
export const mostReadQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 20.' })
    .int({ error: 'limit must be a whole number from 1 to 20.' })
    .min(1, { error: 'limit must be a whole number from 1 to 20.' })
    .max(20, { error: 'limit must be a whole number from 1 to 20.' })
    .default(5),
});
export type MostReadQuery = z.infer<typeof mostReadQuerySchema>;

/** One line of a journal's most-read list. */
export const mostReadArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  authors: z.array(z.object({ name: z.string() })),
  /** Counted views in the last 30 days. */
  views: z.number().int().min(0),
  publishedAt: z.iso.datetime(),
});
export type MostReadArticle = z.infer<typeof mostReadArticleSchema>;

/** `GET journals/:slug/most-read`: the journal's most viewed articles of the last 30 days. */
export const mostReadSchema = z.object({ data: z.array(mostReadArticleSchema) });
export type MostRead = z.infer<typeof mostReadSchema>;
