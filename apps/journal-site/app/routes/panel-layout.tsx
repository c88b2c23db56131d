import { PanelFrame, useServerUnreadNotifications } from '@quire/panel';
import type { panelLayoutLoader } from '@quire/panel/server';
import { SiteBrandLink } from '@quire/site';
import { useLoaderData } from 'react-router';

export {
  panelLayoutLoader as loader,
  panelLayoutMiddleware as middleware,
} from '@quire/panel/server';

/**
 * The kit's panel frame, with the unread count the server gives (no realtime store here). Its
 * menu is the site's `panelNav`: without chat (see app/site.ts), the chat is not in it.
 */
export default function PanelLayoutRoute() {
  const loaderData = useLoaderData<typeof panelLayoutLoader>();
  const unread = useServerUnreadNotifications(loaderData.unreadNotifications);
  return <PanelFrame siteHeader={<SiteBrandLink />} unreadNotifications={unread ?? 0} />;
}
