import type { Notification } from '@quire/contracts';
import { formatDate } from '@quire/utils';
import { data } from 'react-router';
import { apiFor } from './api.server';
import { orNotFound } from './load.server';
import { idParam, pageParam } from './paths';

/** Notifications per page of `/panel/notifications`. */
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
  /** `DD-MM-YYYY HH:mm`. */
  created: string;
  /** The instant itself (ISO 8601), for `<time dateTime>`. */
  createdAt: string;
  /** `DD-MM-YYYY HH:mm`, or null while unread. */
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
    created: formatDate(notification.createdAt, { withTime: true }),
    createdAt: notification.createdAt,
    read: notification.readAt ? formatDate(notification.readAt, { withTime: true }) : null,
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
export async function loadUnreadNotifications(request: Request): Promise<number | null> {
  try {
    const page = await apiFor(request).panel.notifications({ unread: 'true', perPage: 1 });
    return page.meta.unread;
  } catch (error) {
    console.error('Could not load the unread notification count', error);
    return null;
  }
}

/** `/panel/notifications?filter=&page=`: one page, newest first, and the unread total. */
export async function loadNotificationsPage(request: Request) {
  const params = new URL(request.url).searchParams;
  const filter = notificationFilterParam(params.get('filter'));
  const page = pageParam(params.get('page'));
  const list = await apiFor(request).panel.notifications({
    page,
    perPage: NOTIFICATIONS_PER_PAGE,
    ...(filter === 'unread' ? { unread: 'true' } : {}),
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

/**
 * `/panel/notifications/:id`: marks the notification read (opening it is reading it; idempotent
 * on the API) and answers it with the new unread total. Someone else's or an unknown id is a 404.
 */
export async function loadNotificationPage(request: Request, id: string | undefined) {
  const notificationId = idParam(id);
  if (notificationId === null) throw data(null, { status: 404 });
  const { panel } = apiFor(request);
  const notification = await orNotFound(panel.markNotificationRead(notificationId));
  return {
    notification: toNotificationView(notification),
    unreadNotifications: await loadUnreadNotifications(request),
  };
}
