import { DEFAULT_PANEL_LINKS, PanelFrame, useServerUnreadNotifications } from '@quire/panel';
import type { panelLayoutLoader } from '@quire/panel/server';
import { SiteBrandLink } from '@quire/site';
import { useLoaderData } from 'react-router';

export {
  panelLayoutHandle as handle,
  panelLayoutShouldRevalidate as shouldRevalidate,
} from '@quire/panel';
export { panelLayoutLoader as loader } from '@quire/panel/server';

// No chat on this site: its section is left out of the panel's menu.
const { chat: _chat, ...PANEL_LINKS } = DEFAULT_PANEL_LINKS;

/** The kit's panel frame, with the unread count the server gives (no realtime store here). */
export default function PanelLayoutRoute() {
  const loaderData = useLoaderData<typeof panelLayoutLoader>();
  const unread = useServerUnreadNotifications(loaderData.unreadNotifications);
  return (
    <PanelFrame
      links={PANEL_LINKS}
      siteHeader={<SiteBrandLink />}
      unreadNotifications={unread ?? 0}
    />
  );
}
