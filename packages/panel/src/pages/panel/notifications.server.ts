import { apiFor, assertSameOrigin, formFailure, requireSession } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadNotificationsPage } from '../../server/notifications.server';
import { notificationsHandle } from './notifications';

export async function notificationsLoader({ request }: LoaderFunctionArgs) {
  await requireSession(request, notificationsHandle.auth);
  return loadNotificationsPage(request);
}

/** "Mark all as read" (a plain form post: works without JavaScript). */
export async function notificationsAction({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requireSession(request, notificationsHandle.auth);
  try {
    const { count } = await apiFor(request).panel.markAllNotificationsRead();
    return { markedRead: count };
  } catch (caught) {
    return formFailure(caught, {});
  }
}
