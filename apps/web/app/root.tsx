import { SignedInBoundary } from '@quire/chat';
import { AppProviders, JournalSiteProvider, preferJitlessZod, useBuildUpdate } from '@quire/site';
import { Outlet } from 'react-router';
import type { Route } from './+types/root';
import { site } from './site';

export { SiteErrorBoundary as ErrorBoundary, siteLinks as links } from '@quire/site';
export { rootLoader as loader, rootMiddleware as middleware } from '@quire/site/server';

// In the browser only: the server's zod may compile its validators (no policy applies there).
if (typeof document !== 'undefined') preferJitlessZod();

export { SiteDocument as Layout } from '@quire/site';

/** Every page, inside the app-wide behaviours: build updates, providers, the signed-in area. */
export default function App({ loaderData }: Route.ComponentProps) {
  useBuildUpdate({ buildId: loaderData.buildId, intervalMs: loaderData.buildPollMs });
  return (
    <JournalSiteProvider site={site}>
      <AppProviders>
        <SignedInBoundary session={loaderData.session} location={loaderData.api}>
          <Outlet />
        </SignedInBoundary>
      </AppProviders>
    </JournalSiteProvider>
  );
}
