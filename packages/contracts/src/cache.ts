import { z } from 'zod';
import { slugSchema } from './params';

/**
 * `POST admin/cache/purge`: drop cached copies of public pages after content was changed outside
 * the API (an SQL fix, a re-seed). With `journal`, that journal's pages and the site-wide lists;
 * without, every page.
 */
export const cachePurgeBodySchema = z.strictObject({ journal: slugSchema.optional() });

/** What `POST admin/cache/purge` purged, in the page caches' tags. */
export const cachePurgeSchema = z.object({ tags: z.array(z.string()) });

/**
 * One event of `GET cache/purges` (server-sent events, `event: purge`): the page-cache tags a
 * content change makes stale — `all`, `site` (home, lists, news, search, feeds) or
 * `journal:<slug>` — and why.
 */
export const cachePurgeEventSchema = z.object({ tags: z.array(z.string()), reason: z.string() });

export type CachePurgeBody = z.infer<typeof cachePurgeBodySchema>;
export type CachePurge = z.infer<typeof cachePurgeSchema>;
export type CachePurgeEvent = z.infer<typeof cachePurgeEventSchema>;
