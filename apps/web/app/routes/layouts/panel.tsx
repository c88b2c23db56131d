import { PanelLayout } from '@quire/ui';
import { Outlet, useLocation } from 'react-router';
import { HeaderActions } from '~/components/header-actions';
import { renderRouterLink } from '~/components/router-link';
import { SiteBrand } from '~/components/site-brand';
import type { AuthHandle } from '~/lib/auth-guard';
import { guard } from '~/lib/guard.server';
import { useSignedInSelector } from '~/signed-in/signed-in-context';
import type { Route } from './+types/panel';

export const handle = { auth: 'user' } satisfies AuthHandle;

export async function loader({ request }: Route.LoaderArgs) {
  await guard(request, handle.auth);
  return null;
}

const PANEL_LINKS = {
  dashboard: '/panel',
  submissions: '/panel/submission',
  articles: '/panel/articles',
  notifications: '/panel/notifications',
  chat: '/panel/chat',
  account: '/panel/account',
};

/** The author panel's frame: side navigation to submissions, articles, notifications, chat, account. */
export default function PanelLayoutRoute() {
  const { pathname } = useLocation();
  // Live from the realtime store once the signed-in bundle has loaded.
  const unreadChat = useSignedInSelector((state) => state.chat.unReadCount, 0);
  return (
    <PanelLayout
      links={PANEL_LINKS}
      currentHref={pathname}
      unreadChat={unreadChat}
      renderLink={renderRouterLink}
      siteHeader={<SiteBrand />}
      headerActions={<HeaderActions />}
    >
      <Outlet />
    </PanelLayout>
  );
}
