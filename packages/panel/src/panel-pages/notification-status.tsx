import { siteTitle } from '@quire/site';
import { Badge } from '@quire/ui';
import { type PanelTexts, panelTexts, usePanelTexts } from '../texts';

/**
 * A notification's state in words ('Unread' with a dot, or 'Read'), so it never rests on colour
 * or weight alone.
 */
export function NotificationStatus({ unread }: { unread: boolean }) {
  const texts = usePanelTexts();
  return (
    <Badge emphasis={unread ? 'strong' : 'normal'} data-state={unread ? 'unread' : 'read'}>
      {unread && <span aria-hidden="true">● </span>}
      {unread ? texts.statusUnread : texts.statusRead}
    </Badge>
  );
}

/**
 * The notifications page's title, its unread count first so it shows in a narrow browser tab.
 * @example notificationsTitle(3) // 'Notifications (3 unread) · Quire' on the Quire site
 */
export function notificationsTitle(unread: number, texts: PanelTexts = panelTexts()): string {
  return siteTitle(unread > 0 ? texts.notificationsUnreadTitle(unread) : texts.notificationsTitle);
}
