import { NotificationsPage } from '@quire/panel';
import type { notificationsLoader } from '@quire/panel/server';
import { useLoaderData } from 'react-router';
import { useUnreadNotifications } from '~/signed-in/signed-in-context';

export { notificationsHandle as handle } from '@quire/panel';
export { notificationsAction as action, notificationsLoader as loader } from '@quire/panel/server';

/** The package's page with the live unread count of this site's realtime store. */
export default function Notifications() {
  const { unreadNotifications } = useLoaderData<typeof notificationsLoader>();
  return <NotificationsPage liveUnread={useUnreadNotifications(unreadNotifications)} />;
}
