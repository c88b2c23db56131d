import { DefaultLayout, ErrorView, errorTitle, themeBootScript } from '@quire/ui';
import type { ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from 'react-router';
import type { Route } from './+types/root';
import { useBuildUpdate } from './build-update/use-build-update';
import { AppProviders } from './components/app-providers';
import { useCspNonce } from './components/csp-nonce';
import { HeaderActions } from './components/header-actions';
import { InlineStyles } from './components/inline-styles';
import { isRequestRefusal, RequestErrorView, refusalTitle } from './components/request-error-view';
import { renderRouterLink } from './components/router-link';
import { SiteBrand } from './components/site-brand';
import { SiteFooter } from './components/site-footer';
import { SITE_NAV } from './components/site-nav';
import { apiFor } from './lib/api.server';
import { currentBuildId } from './lib/build-id.server';
import { serverEnv } from './lib/env.server';
import type { RootData } from './lib/root-data';
import { getSessionResult } from './lib/session.server';
import { clearedSessionCookie } from './lib/session-cookie.server';
import { loadSettings, settingValue } from './lib/settings.server';
import { preferJitlessZod } from './lib/zod-without-eval';
import { SignedInBoundary } from './signed-in/signed-in-boundary';

// In the browser only: the server's zod may compile its validators (no policy applies there).
if (typeof document !== 'undefined') preferJitlessZod();

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** Who is signed in (never the token), the build id and the public settings every page needs. */
export async function loader({ request }: Route.LoaderArgs) {
  const [{ session, stale }, settings] = await Promise.all([
    getSessionResult(request),
    // The settings only decorate the header; a failure must not take every page down.
    loadSettings(request).catch((error: unknown) => {
      console.error('Could not load the site settings', error);
      return [];
    }),
  ]);
  const defaultAvatar = settingValue(settings, 'default_avatar');
  const rootData: RootData = {
    viewer: session && {
      id: session.user.id,
      name: session.user.name,
      avatarUrl:
        session.user.avatarUrl ?? (defaultAvatar ? apiFor(request).fileUrl(defaultAvatar) : null),
    },
    session,
    buildId: currentBuildId(),
    buildPollMs: serverEnv().buildPollMs,
    // Public addresses: the browser's chat client calls the API and its socket directly.
    api: { apiUrl: serverEnv().apiUrl, backendUrl: serverEnv().backendUrl },
  };
  // Spec §4: a failed session fetch clears the token too.
  return data(rootData, stale ? { headers: { 'Set-Cookie': clearedSessionCookie() } } : undefined);
}

/** The HTML document around every page, error pages included. */
export function Layout({ children }: { children: ReactNode }) {
  // The Content-Security-Policy runs inline scripts and styles by this nonce only.
  const nonce = useCspNonce();
  return (
    // The boot script may add the dark class before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Runs before first paint so a dark-mode reader never sees a light flash. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script from @quire/ui, no input */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <Meta />
        <InlineStyles nonce={nonce} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Every page, inside the app-wide behaviours (spec §2, §4). */
export default function App({ loaderData }: Route.ComponentProps) {
  useBuildUpdate({ buildId: loaderData.buildId, intervalMs: loaderData.buildPollMs });
  return (
    <AppProviders>
      <SignedInBoundary session={loaderData.session} location={loaderData.api}>
        <Outlet />
      </SignedInBoundary>
    </AppProviders>
  );
}

/**
 * 404 → 'Page Not Found: {path}'; a refused request (400, 403, 415…) → its title and message;
 * anything else → 'Internal Server Error'.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const refused = isRequestRefusal(error);
  const home = <Link to="/">Back to the home page</Link>;
  return (
    <AppProviders>
      <DefaultLayout
        siteHeader={<SiteBrand />}
        nav={SITE_NAV}
        renderLink={renderRouterLink}
        headerActions={<HeaderActions />}
        footer={<SiteFooter />}
      >
        <title>{`${refused ? refusalTitle(status) : errorTitle(status)} · Quire`}</title>
        {refused ? (
          <RequestErrorView error={error} actions={home} />
        ) : (
          <ErrorView status={status} path={pathname} actions={home} />
        )}
      </DefaultLayout>
    </AppProviders>
  );
}
