import { useSignedIn, useUnreadChat, useUnreadNotifications } from '@quire/chat';
import { PanelFrame, useServerUnreadNotifications } from '@quire/panel';
import type { panelLayoutLoader } from '@quire/panel/server';
import { SiteBrandLink } from '@quire/site';
import { useEffect } from 'react';
import { useLoaderData } from 'react-router';

export {
  panelLayoutLoader as loader,
  panelLayoutMiddleware as middleware,
} from '@quire/panel/server';

/** The panel's frame with this site's live unread counts from its realtime store. */
export default function PanelLayoutRoute() {
  const loaderData = useLoaderData<typeof panelLayoutLoader>();
  // Live from the realtime store once the signed-in bundle has loaded.
  const unreadChat = useUnreadChat();
  const serverUnread = useServerUnreadNotifications(loaderData.unreadNotifications);
  const signedIn = useSignedIn();
  // Every fresh server answer (a load, a revalidation after an action or a live notification)
  // resets the live counter, which socket events then move on from.
  useEffect(() => {
    if (signedIn && serverUnread !== null) signedIn.setUnreadNotifications(serverUnread);
  }, [signedIn, serverUnread]);
  return (
    <PanelFrame
      siteHeader={<SiteBrandLink />}
      unreadChat={unreadChat}
      unreadNotifications={useUnreadNotifications(serverUnread)}
    />
  );
}
