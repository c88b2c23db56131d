import { guardMiddleware } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadUnreadNotifications } from '../../server/notifications.server';

/** Who may see this page (redirects run before its loader and action). */
export const panelLayoutMiddleware = [guardMiddleware('user')];

/** The panel layout's data: the unread notifications total for the navigation badge. */
export async function panelLayoutLoader({ request, context }: LoaderFunctionArgs) {
  // Server-rendered, so the badge is right before any script runs (and without JavaScript).
  return { unreadNotifications: await loadUnreadNotifications({ request, context }) };
}
