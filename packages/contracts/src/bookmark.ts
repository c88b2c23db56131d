import { z } from 'zod';
import { articleAuthorSchema } from './article';
import { pathIdSchema } from './fields';

/** A bookmarked article as the `/bookmarks` page lists it. */
export const bookmarkSchema = z.object({
  articleId: z.number().int().positive(),
  title: z.string(),
  authors: z.array(articleAuthorSchema),
  journal: z.object({ slug: z.string(), title: z.string() }),
  /** Site path of the article page. */
  path: z.string(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  bookmarkedAt: z.iso.datetime({ offset: true }),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

/** `:articleId` of `user/bookmarks/:articleId` (PUT adds, DELETE removes, GET tells whether). */
export const bookmarkParamsSchema = z.object({ articleId: pathIdSchema });

/** Answer of `GET|PUT|DELETE user/bookmarks/:articleId`. */
export const bookmarkStateSchema = z.object({
  articleId: z.number().int().positive(),
  bookmarked: z.boolean(),
});
export type BookmarkState = z.infer<typeof bookmarkStateSchema>;
