import { apiContext, assertSameOrigin, formFailure, guardMiddleware } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadNotificationsPage } from '../../server/notifications.server';

/** Who may see this page (redirects run before its loader and action). */
export const notificationsMiddleware = [guardMiddleware('user')];

export async function notificationsLoader({ request, context }: LoaderFunctionArgs) {
  return loadNotificationsPage({ request, context });
}

/** "Mark all as read" (a plain form post: works without JavaScript). */
export async function notificationsAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  try {
    const { count } = await context.get(apiContext).panel.markAllNotificationsRead();
    return { markedRead: count };
  } catch (caught) {
    return formFailure(caught, {});
  }
}
