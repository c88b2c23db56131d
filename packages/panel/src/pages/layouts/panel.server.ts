import { apiContext, guardMiddleware } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadUnreadNotifications } from '../../server/notifications.server';

/** Who may see this page (redirects run before its loader and action). */
export const panelLayoutMiddleware = [guardMiddleware('user')];

/**
 * The panel layout's data: the unread notifications and discussion messages for the navigation's
 * badges. A failed discussion count shows no badge rather than failing every panel page.
 */
export async function panelLayoutLoader({ request, context }: LoaderFunctionArgs) {
  // Server-rendered, so the badges are right before any script runs (and without JavaScript).
  const [unreadNotifications, unreadDiscussions] = await Promise.all([
    loadUnreadNotifications({ request, context }),
    context
      .get(apiContext)
      .discussions.unread()
      .then((unread) => unread.total)
      .catch(() => 0),
  ]);
  return { unreadNotifications, unreadDiscussions };
}
