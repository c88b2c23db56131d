import { DefaultLayout } from '@quire/ui';
import { Outlet, useLocation } from 'react-router';
import { HeaderActions } from '~/components/header-actions';
import { renderRouterLink } from '~/components/router-link';
import { SiteBrand } from '~/components/site-brand';
import { SiteFooter } from '~/components/site-footer';
import { SITE_NAV } from '~/components/site-nav';

/** The public site's frame: header with navigation and account control, footer. */
export default function DefaultLayoutRoute() {
  const { pathname } = useLocation();
  return (
    <DefaultLayout
      siteHeader={<SiteBrand />}
      nav={SITE_NAV}
      currentHref={pathname}
      renderLink={renderRouterLink}
      headerActions={<HeaderActions />}
      footer={<SiteFooter />}
    >
      <Outlet />
    </DefaultLayout>
  );
}
