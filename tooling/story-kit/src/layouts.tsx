import {
  HeaderActions,
  renderRouterLink,
  SiteBrandLink,
  SiteCleanLayout,
  SiteDefaultLayout,
  useJournalSite,
} from '@quire/site';
import { PanelLayout } from '@quire/ui';
import { Outlet, useLocation } from 'react-router';
import type { ScreenRoute } from './screen-stub';

/**
 * The public pages' layout route of a site (header with navigation and account menu, footer)
 * around `pages`, under the id a site mounts it with.
 */
export function defaultLayout(...pages: ScreenRoute[]): ScreenRoute {
  return { id: 'layout-default', Component: SiteDefaultLayout, children: pages };
}

/** The sign-in, registration and password screens' layout route (a centred card) around `pages`. */
export function cleanLayout(...pages: ScreenRoute[]): ScreenRoute {
  return { id: 'layout-clean', Component: SiteCleanLayout, children: pages };
}

/** The story site's panel navigation, with three unread notifications. */
function StoryPanelFrame() {
  const { pathname } = useLocation();
  const items = useJournalSite().panelNav.map(({ href, label, badge }) => ({
    href,
    label,
    unread: badge === 'notifications' ? 3 : undefined,
  }));
  return (
    <PanelLayout
      items={items}
      currentHref={pathname}
      renderLink={renderRouterLink}
      siteHeader={<SiteBrandLink />}
      headerActions={<HeaderActions />}
    >
      <Outlet />
    </PanelLayout>
  );
}

/**
 * The author panel's frame (side navigation, three unread notifications) around `pages`, for
 * panel pages of packages that cannot import `@quire/panel`'s own frame (the account page).
 */
export function panelLayout(...pages: ScreenRoute[]): ScreenRoute {
  return { id: 'layout-panel', path: 'panel', Component: StoryPanelFrame, children: pages };
}
