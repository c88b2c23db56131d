import { CleanLayout, ThemeToggle } from '@quire/ui';
import { Outlet } from 'react-router';
import { SiteBrandLink } from './site-chrome';

// Apart from the other layouts: only the sign-in screens use it, so the modules every page
// loads (docs/performance.md, "JavaScript budget") do not carry it.
/** The sign-in, registration and password screens' layout route: a centred card, no navigation. */
export function SiteCleanLayout() {
  return (
    <CleanLayout
      siteHeader={
        <>
          <SiteBrandLink />
          <ThemeToggle />
        </>
      }
    >
      <Outlet />
    </CleanLayout>
  );
}
