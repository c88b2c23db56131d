import { PanelLayout } from '@quire/ui';
import { useEffect } from 'react';
import { Outlet, type ShouldRevalidateFunction, useLocation, useMatches } from 'react-router';
import { HeaderActions } from '~/components/header-actions';
import { renderRouterLink } from '~/components/router-link';
import { SiteBrand } from '~/components/site-brand';
import type { AuthHandle } from '~/lib/auth-guard';
import { guard } from '~/lib/guard.server';
import { loadUnreadNotifications } from '~/lib/notifications.server';
import {
  useSignedIn,
  useSignedInSelector,
  useUnreadNotifications,
} from '~/signed-in/signed-in-context';
import type { Route } from './+types/panel';

export const handle = { auth: 'user' } satisfies AuthHandle;

export async function loader({ request }: Route.LoaderArgs) {
  await guard(request, handle.auth);
  // Server-rendered, so the badge is right before any script runs (and without JavaScript).
  return { unreadNotifications: await loadUnreadNotifications(request) };
}

/**
 * A deleted account has no session left: reloading would only send the page to sign in, while
 * the account page says goodbye and goes home itself.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (formData?.get('intent') === 'delete-account' ? false : defaultShouldRevalidate);

const PANEL_LINKS = {
  dashboard: '/panel',
  submissions: '/panel/submission',
  articles: '/panel/articles',
  notifications: '/panel/notifications',
  chat: '/panel/chat',
  account: '/panel/account',
};

/**
 * The freshest unread total the server gave this page: a page that changes it (opening a
 * notification marks it read) answers its own, which wins over the layout's, loaded in parallel.
 */
function useServerUnreadNotifications(own: number | null): number | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { unreadNotifications?: unknown } | undefined;
    if (typeof data?.unreadNotifications === 'number') return data.unreadNotifications;
  }
  return own;
}

/** The author panel's frame: side navigation to submissions, articles, notifications, chat, account. */
export default function PanelLayoutRoute({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  // Live from the realtime store once the signed-in bundle has loaded.
  const unreadChat = useSignedInSelector((state) => state.chat.unReadCount, 0);
  const serverUnread = useServerUnreadNotifications(loaderData.unreadNotifications);
  const signedIn = useSignedIn();
  // Every fresh server answer (a load, a revalidation after an action or a live notification)
  // resets the live counter, which socket events then move on from.
  useEffect(() => {
    if (signedIn && serverUnread !== null) signedIn.setUnreadNotifications(serverUnread);
  }, [signedIn, serverUnread]);
  const unreadNotifications = useUnreadNotifications(serverUnread);
  return (
    <PanelLayout
      links={PANEL_LINKS}
      currentHref={pathname}
      unreadChat={unreadChat}
      unreadNotifications={unreadNotifications}
      renderLink={renderRouterLink}
      siteHeader={<SiteBrand />}
      headerActions={<HeaderActions />}
    >
      <Outlet />
    </PanelLayout>
  );
}
