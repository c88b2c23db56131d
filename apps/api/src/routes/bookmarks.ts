import { panelEndpoints } from '@quire/contracts';
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
import { endpointRoute } from '../http/endpoint-route';

/** The signed-in user's bookmarked articles (`user/bookmarks…`): list, state, add, remove. */
export function registerBookmarkRoutes(api: FastifyInstance, { db }: AppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...endpointRoute(panelEndpoints.bookmarks),
    handler: async (request) => listBookmarks(db, requireUser(request).id, request.query),
  });

  routes.route({
    ...endpointRoute(panelEndpoints.bookmarkState),
    handler: async (request) =>
      bookmarkState(db, requireUser(request).id, request.params.articleId),
  });

  routes.route({
    ...endpointRoute(panelEndpoints.addBookmark),
    handler: async (request) => addBookmark(db, requireUser(request).id, request.params.articleId),
  });

  routes.route({
    ...endpointRoute(panelEndpoints.removeBookmark),
    handler: async (request) =>
      removeBookmark(db, requireUser(request).id, request.params.articleId),
  });
}
