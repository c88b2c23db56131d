import { CleanLayout, ThemeToggle } from '@quire/ui';
import { Outlet } from 'react-router';
import { SiteBrand } from '~/components/site-brand';

/** The sign-in, registration and password screens: a centred card, no site navigation. */
export default function CleanLayoutRoute() {
  return (
    <CleanLayout
      siteHeader={
        <>
          <SiteBrand />
          <ThemeToggle />
        </>
      }
    >
      <Outlet />
    </CleanLayout>
  );
}
