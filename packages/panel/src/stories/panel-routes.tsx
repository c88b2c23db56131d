import { SiteBrandLink } from '@quire/site';
import type { ScreenRoute } from '@quire/story-kit';
import { PanelFrame } from '../pages/layouts/panel';

/** The panel's frame as a site mounts it, with two unread notifications in its badge. */
function StoryPanelFrame() {
  return <PanelFrame siteHeader={<SiteBrandLink />} unreadNotifications={2} />;
}

/** A page under the author panel's layout route (`panel`); `page.path` is relative to it. */
export function panelLayout(page: ScreenRoute): ScreenRoute {
  return {
    id: 'layout-panel',
    path: 'panel',
    Component: StoryPanelFrame,
    loader: { data: { unreadNotifications: 2 } },
    children: [page],
  };
}
