import {
  apiErrorSchema,
  bookmarkParamsSchema,
  bookmarkSchema,
  bookmarkStateSchema,
  listSchema,
  pageQuerySchema,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/session';
import {
  addBookmark,
  bookmarkState,
  listBookmarks,
  removeBookmark,
} from '../bookmarks/bookmark-store';
import type { AppContext } from '../context';

const tags = ['bookmarks'];
const signedIn: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The signed-in user's bookmarked articles (`user/bookmarks…`): list, state, add, remove. */
export function registerBookmarkRoutes(api: FastifyInstance, { db }: AppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/user/bookmarks',
    {
      schema: {
        tags,
        summary: 'Your bookmarked articles, newest bookmark first',
        security: signedIn,
        querystring: pageQuerySchema,
        response: { 200: listSchema(bookmarkSchema), ...errors },
      },
    },
    async (request) => listBookmarks(db, requireUser(request).id, request.query),
  );

  routes.get(
    '/user/bookmarks/:articleId',
    {
      schema: {
        tags,
        summary: 'Whether you bookmarked an article',
        security: signedIn,
        params: bookmarkParamsSchema,
        response: { 200: bookmarkStateSchema, ...errors },
      },
    },
    async (request) => bookmarkState(db, requireUser(request).id, request.params.articleId),
  );

  routes.put(
    '/user/bookmarks/:articleId',
    {
      schema: {
        tags,
        summary: 'Bookmark a published article (idempotent)',
        security: signedIn,
        params: bookmarkParamsSchema,
        response: { 200: bookmarkStateSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => addBookmark(db, requireUser(request).id, request.params.articleId),
  );

  routes.delete(
    '/user/bookmarks/:articleId',
    {
      schema: {
        tags,
        summary: 'Remove a bookmark (idempotent)',
        security: signedIn,
        params: bookmarkParamsSchema,
        response: { 200: bookmarkStateSchema, ...errors },
      },
    },
    async (request) => removeBookmark(db, requireUser(request).id, request.params.articleId),
  );
}
