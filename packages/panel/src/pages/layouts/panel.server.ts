import { guard } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadUnreadNotifications } from '../../server/notifications.server';
import { panelLayoutHandle } from './panel';

/** The panel layout's data: the unread notifications total for the navigation badge. */
export async function panelLayoutLoader({ request }: LoaderFunctionArgs) {
  await guard(request, panelLayoutHandle.auth);
  // Server-rendered, so the badge is right before any script runs (and without JavaScript).
  return { unreadNotifications: await loadUnreadNotifications(request) };
}
