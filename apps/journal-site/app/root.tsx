import { AppProviders, JournalSiteProvider } from '@quire/site';
import { Outlet } from 'react-router';
import { site } from './site';

export {
  SiteDocument as Layout,
  SiteErrorBoundary as ErrorBoundary,
  siteLinks as links,
} from '@quire/site';
export { rootLoader as loader, rootMiddleware as middleware } from '@quire/site/server';

/** Every page, inside this site's configuration and the kit's app-wide behaviours. */
export default function App() {
  return (
    <JournalSiteProvider site={site}>
      <AppProviders>
        <Outlet />
      </AppProviders>
    </JournalSiteProvider>
  );
}
