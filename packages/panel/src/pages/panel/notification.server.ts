import { assertSameOrigin, guardMiddleware, routeParam } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadNotificationPage, markNotificationRead } from '../../server/notifications.server';

/** Who may see this page (redirects run before its loader and action). */
export const notificationMiddleware = [guardMiddleware('user')];

/** Shows the notification without changing it: a GET never marks it read. */
export async function notificationLoader({ request, context, params }: LoaderFunctionArgs) {
  return loadNotificationPage({ request, context }, routeParam(params, 'id'));
}

/** Marks it read (`intent=read`): sent by the page itself, or its button without JavaScript. */
export async function notificationAction({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return markNotificationRead({ request, context }, routeParam(params, 'id'));
}
