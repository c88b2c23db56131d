import { useUnreadNotifications } from '@quire/chat';
import { NotificationsPage } from '@quire/panel';
import type { notificationsLoader } from '@quire/panel/server';
import { useLoaderData } from 'react-router';

export {
  notificationsAction as action,
  notificationsLoader as loader,
  notificationsMiddleware as middleware,
} from '@quire/panel/server';

/** The package's page with the live unread count of this site's realtime store. */
export default function Notifications() {
  const { unreadNotifications } = useLoaderData<typeof notificationsLoader>();
  return <NotificationsPage liveUnread={useUnreadNotifications(unreadNotifications)} />;
}
