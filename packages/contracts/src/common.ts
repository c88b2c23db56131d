import { z } from 'zod';

/** Default page size for every list. */
export const DEFAULT_PER_PAGE = 10;
/** Largest page size a client may ask for; bigger pages are refused, not silently truncated. */
export const MAX_PER_PAGE = 100;

/**
 * The one error body every endpoint answers with (docs/architecture.md).
 * `errors` is either a list of messages or field → messages.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.union([z.array(z.string()), z.record(z.string(), z.array(z.string()))]).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** `?page=&perPage=` as sent in a query string: coerced from text, bounded, defaulted. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Paging facts returned beside every list. */
export const pageMetaSchema = z.object({
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  total: z.number().int().min(0),
  lastPage: z.number().int().min(1),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/**
 * Wraps an item schema into the list envelope `{ data, meta }`.
 * @example const journalListSchema = listSchema(journalSchema);
 */
export function listSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

/** Builds the `meta` of a list from the query that asked for it and the total row count. */
export function pageMeta(query: PageQuery, total: number): PageMeta {
  return {
    page: query.page,
    perPage: query.perPage,
    total,
    lastPage: Math.max(1, Math.ceil(total / query.perPage)),
  };
}
