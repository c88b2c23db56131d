import {
  HeaderActions,
  type PanelBadge,
  type PanelNavAudience,
  type PanelNavLink,
  panelNavAudiences,
  renderRouterLink,
  useJournalSite,
  useRootData,
} from '@quire/site';
import { PanelLayout, type PanelNavItem } from '@quire/ui';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
// The panel pages' frame (.q-panel-page) for every page under the layout, including pages from
// other packages such as the account page.
import '../../panel-pages/panel-pages.css';

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

/**
 * The unread discussion messages the server gave this page (the layout's loader counts them; a
 * page that reads a thread reloads the layout with it).
 */
function useServerUnreadDiscussions(): number | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { unreadDiscussions?: unknown } | undefined;
    if (typeof data?.unreadDiscussions === 'number') return data.unreadDiscussions;
  }
  return undefined;
}

/** What a site passes to {@link PanelFrame}. */
export interface PanelFrameProps {
  /** The header's brand (logo, site name). */
  siteHeader: ReactNode;
  /** Unread notifications for the badge (live or as the server answered). */
  unreadNotifications?: number;
  /** Unread chat messages for the badge; leave out on a site without chat. */
  unreadChat?: number;
  /** Unread discussion messages for the Submissions badge (the layout's loader's by default). */
  unreadDiscussions?: number;
  /** Controls at the end of the header; the site's theme toggle and account menu by default. */
  headerActions?: ReactNode;
}

/**
 * The menu's entries from the site's `panelNav`, each with the unread count its `badge` names.
 * A site without the chat never lists the chat's page, even in a list of its own; an entry for
 * an audience (`reviewers`) is listed only to its members.
 */
export function panelNavItems(
  links: readonly PanelNavLink[],
  unread: Partial<Record<PanelBadge, number>>,
  {
    chatPath,
    chat,
    audiences = [],
  }: { chatPath: string; chat: boolean; audiences?: readonly PanelNavAudience[] },
): PanelNavItem[] {
  return links
    .filter((link) => chat || link.href !== chatPath)
    .filter((link) => !link.audience || audiences.includes(link.audience))
    .map(({ href, label, badge }) => ({ href, label, unread: badge ? unread[badge] : undefined }));
}

/**
 * The author panel's frame: side navigation around the nested page. Its entries are the site's
 * `panelNav` (by default Dashboard, Submissions, Articles, My reviews for reviewers,
 * Notifications, Chat and Account under `paths.panel`), so a site adds, removes or reorders sections in its configuration.
 */
export function PanelFrame({
  siteHeader,
  unreadNotifications,
  unreadChat,
  unreadDiscussions,
  headerActions = <HeaderActions />,
}: PanelFrameProps) {
  const serverDiscussions = useServerUnreadDiscussions();
  const { pathname } = useLocation();
  const { panelNav, paths, features } = useJournalSite();
  const session = useRootData()?.session;
  const items = panelNavItems(
    panelNav,
    {
      notifications: unreadNotifications,
      chat: unreadChat,
      discussions: unreadDiscussions ?? serverDiscussions,
    },
    {
      chatPath: paths.chat,
      chat: features.chat,
      audiences: session ? panelNavAudiences(session.user) : [],
    },
  );
  return (
    <PanelLayout
      items={items}
      currentHref={pathname}
      renderLink={renderRouterLink}
      siteHeader={siteHeader}
      headerActions={headerActions}
    >
      <Outlet />
    </PanelLayout>
  );
}
