import { type AuthHandle, HeaderActions, renderRouterLink } from '@quire/site';
import { PanelLayout, type PanelLinks } from '@quire/ui';
import type { ReactNode } from 'react';
import { Outlet, type ShouldRevalidateFunction, useLocation, useMatches } from 'react-router';
// The panel pages' frame (.q-panel-page) for every page under the layout, including pages from
// other packages such as the account page.
import '../../panel-pages/panel-pages.css';

export const panelLayoutHandle = { auth: 'user' } satisfies AuthHandle;

/**
 * Where the panel's sections live on a site that mounts the panel at `/panel`. A site passes
 * these (or its own) to {@link PanelFrame}; nothing in the package reads them by itself.
 */
export const DEFAULT_PANEL_LINKS: Readonly<PanelLinks> = {
  dashboard: '/panel',
  submissions: '/panel/submission',
  articles: '/panel/articles',
  notifications: '/panel/notifications',
  chat: '/panel/chat',
  account: '/panel/account',
};

/**
 * A deleted account has no session left: reloading would only send the page to sign in, while
 * the account page says goodbye and goes home itself.
 */
export const panelLayoutShouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (formData?.get('intent') === 'delete-account' ? false : defaultShouldRevalidate);

/**
 * The freshest unread total the server gave this page: a page that changes it (opening a
 * notification marks it read) answers its own, which wins over the layout's, loaded in parallel.
 */
export function useServerUnreadNotifications(own: number | null): number | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { unreadNotifications?: unknown } | undefined;
    if (typeof data?.unreadNotifications === 'number') return data.unreadNotifications;
  }
  return own;
}

/** What a site passes to {@link PanelFrame}. */
export interface PanelFrameProps {
  /** Targets of the panel's sections, e.g. {@link DEFAULT_PANEL_LINKS}. */
  links: PanelLinks;
  /** The header's brand (logo, site name). */
  siteHeader: ReactNode;
  /** Unread notifications for the badge (live or as the server answered). */
  unreadNotifications?: number;
  /** Unread chat messages for the badge; leave out on a site without chat. */
  unreadChat?: number;
  /** Controls at the end of the header; the site's theme toggle and account menu by default. */
  headerActions?: ReactNode;
}

/** The author panel's frame: side navigation to the panel's sections around the nested page. */
export function PanelFrame({
  links,
  siteHeader,
  unreadNotifications,
  unreadChat,
  headerActions = <HeaderActions />,
}: PanelFrameProps) {
  const { pathname } = useLocation();
  return (
    <PanelLayout
      links={links}
      currentHref={pathname}
      unreadChat={unreadChat}
      unreadNotifications={unreadNotifications}
      renderLink={renderRouterLink}
      siteHeader={siteHeader}
      headerActions={headerActions}
    >
      <Outlet />
    </PanelLayout>
  );
}
