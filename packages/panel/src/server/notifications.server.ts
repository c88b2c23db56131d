import type { Notification } from '@quire/contracts';
import { formatSiteDate, idParam, pageParam } from '@quire/site';
import {
  apiContext,
  formFailure,
  isMissing,
  orNotFound,
  type RequestArgs,
  readFormData,
} from '@quire/site/server';
import { data } from 'react-router';
import { MARK_READ_INTENT } from '../lib/notification-read';
import { panelTexts } from '../texts';

/** Notifications per page of the notification list (`paths.notifications`). */
export const NOTIFICATIONS_PER_PAGE = 10;

/** Which notifications the list shows (`?filter=`). */
export type NotificationFilter = 'all' | 'unread';

/** A notification as the panel shows it (dates already formatted). */
export interface NotificationView {
  id: number;
  kind: Notification['kind'];
  title: string;
  body: string;
  /** A site path to act on it (the submission, the article), or null. */
  link: string | null;
  unread: boolean;
  /** Date and time in the site's pattern and time zone (default `DD-MM-YYYY HH:mm`). */
  created: string;
  /** The instant itself (ISO 8601), for `<time dateTime>`. */
  createdAt: string;
  /** When it was read, as `created` reads, or null while unread. */
  read: string | null;
  /** The instant it was read (ISO 8601), or null while unread. */
  readAt: string | null;
}

/** Shapes the API's notification for the panel. */
export function toNotificationView(notification: Notification): NotificationView {
  return {
    id: notification.id,
    kind: notification.kind,
    title: notification.title,
    body: notification.body,
    link: safeSitePath(notification.link),
    unread: notification.readAt === null,
    created: formatSiteDate(notification.createdAt, { withTime: true }),
    createdAt: notification.createdAt,
    read: notification.readAt ? formatSiteDate(notification.readAt, { withTime: true }) : null,
    readAt: notification.readAt,
  };
}

/**
 * A notification's link only when it is a path on this site (`/…`, not `//host`): it is rendered
 * as a link, so anything else (an absolute URL, `javascript:`) is dropped.
 */
export function safeSitePath(link: string | null): string | null {
  if (link === null) return null;
  return /^\/(?![/\\])/.test(link) ? link : null;
}

/** `?filter=unread` → `unread`; anything else → `all`. */
export function notificationFilterParam(value: string | null): NotificationFilter {
  return value === 'unread' ? 'unread' : 'all';
}

/**
 * The signed-in user's unread total, or null when the API could not say (the navigation then
 * shows no badge rather than failing the page).
 */
export async function loadUnreadNotifications({ context }: RequestArgs): Promise<number | null> {
  try {
    const page = await context
      .get(apiContext)
      .panel.notifications({ query: { unread: true, perPage: 1 } });
    return page.meta.unread;
  } catch (error) {
    console.error('Could not load the unread notification count', error);
    return null;
  }
}

/** `{paths.notifications}?filter=&page=`: one page, newest first, and the unread total. */
export async function loadNotificationsPage({ request, context }: RequestArgs) {
  const params = new URL(request.url).searchParams;
  const filter = notificationFilterParam(params.get('filter'));
  const page = pageParam(params.get('page'));
  const list = await context.get(apiContext).panel.notifications({
    query: {
      page,
      perPage: NOTIFICATIONS_PER_PAGE,
      ...(filter === 'unread' ? { unread: true } : {}),
    },
  });
  return {
    filter,
    notifications: list.data.map(toNotificationView),
    page: list.meta.page,
    perPage: list.meta.perPage,
    lastPage: list.meta.lastPage,
    total: list.meta.total,
    unreadNotifications: list.meta.unread,
  };
}

/** The notification id of a route param, or this route's 404. */
function notificationIdOf(id: string | undefined): number {
  const notificationId = idParam(id);
  if (notificationId === null) throw data(null, { status: 404 });
  return notificationId;
}

/**
 * `{paths.notifications}/:id`: the notification, as it is, and the unread total. Reading it here
 * changes nothing: a GET (a link from anywhere, a prefetch) must not act for the visitor, so it
 * is marked read by the page's POST ({@link markNotificationRead}). Someone else's or an unknown
 * id is a 404.
 */
export async function loadNotificationPage(
  { request, context }: RequestArgs,
  id: string | undefined,
) {
  const notificationId = notificationIdOf(id);
  const { panel } = context.get(apiContext);
  const [notification, unreadNotifications] = await Promise.all([
    orNotFound(panel.notification({ params: { id: notificationId } })),
    loadUnreadNotifications({ request, context }),
  ]);
  return { notification: toNotificationView(notification), unreadNotifications };
}

/**
 * The notification page's POST (`intent=read`): marks it read (idempotent on the API). The page
 * sends it by itself once hydrated, or by its "Mark as read" button without JavaScript; React
 * Router then reloads the page and the panel's unread count.
 */
export async function markNotificationRead(
  { request, context }: RequestArgs,
  id: string | undefined,
) {
  const notificationId = notificationIdOf(id);
  const form = await readFormData(request);
  if (form.get('intent') !== MARK_READ_INTENT) {
    throw data(panelTexts().notificationFormUnclear, { status: 400 });
  }
  try {
    const notification = await context
      .get(apiContext)
      .panel.markNotificationRead({ params: { id: notificationId } });
    return { readAt: notification.readAt };
  } catch (caught) {
    if (isMissing(caught)) throw data(null, { status: 404 });
    return formFailure(caught, {});
  }
}
