import { siteTitle } from '@quire/site';
/**
 * A notification's state in words ('Unread' with a dot, or 'Read'), so it never rests on colour
 * or weight alone.
 */
export function NotificationStatus({ unread }: { unread: boolean }) {
  return (
    <span className="q-status-tag" data-state={unread ? 'unread' : 'read'}>
      {unread && <span aria-hidden="true">● </span>}
      {unread ? 'Unread' : 'Read'}
    </span>
  );
}

/**
 * The notifications page's title, its unread count first so it shows in a narrow browser tab.
 * @example notificationsTitle(3) // 'Notifications (3 unread) · Quire' on the Quire site
 */
export function notificationsTitle(unread: number): string {
  return siteTitle(unread > 0 ? `Notifications (${unread} unread)` : 'Notifications');
}
