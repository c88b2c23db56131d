import { assertSameOrigin, requireSession, routeParam } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadNotificationPage, markNotificationRead } from '../../server/notifications.server';
import { notificationHandle } from './notification';

/** Shows the notification without changing it: a GET never marks it read. */
export async function notificationLoader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request, notificationHandle.auth);
  return loadNotificationPage(request, routeParam(params, 'id'));
}

/** Marks it read (`intent=read`): sent by the page itself, or its button without JavaScript. */
export async function notificationAction({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requireSession(request, notificationHandle.auth);
  return markNotificationRead(request, routeParam(params, 'id'));
}
