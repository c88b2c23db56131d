import { DefaultLayout, ErrorView, errorTitle, themeBootScript } from '@quire/ui';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from 'react-router';
import { applySiteDateSettings } from '../config/journal-site';
import { useJournalSite } from '../config/site-context';
import { useRootData } from '../lib/root-data';
import { AppProviders } from './app-providers';
import { useCspNonce } from './csp-nonce';
import { InlineStyles } from './inline-styles';
import { NotFoundHelp } from './not-found-help';
import { isRequestRefusal, RequestErrorView } from './request-error-view';
import { SiteBrandLink, SiteFooterNav, SiteHeaderEnd } from './site-chrome';

/** The root route's `links`: the site's icon. */
export function siteLinks() {
  return [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];
}

/** The HTML document around every page, error pages included (the root route's `Layout`). */
export function SiteDocument({ children }: { children: ReactNode }) {
  // The browser writes dates as the server did: the site settings' zone and format, if any.
  applySiteDateSettings(useRootData()?.dates);
  const site = useJournalSite();
  // The Content-Security-Policy runs inline scripts and styles by this nonce only.
  const nonce = useCspNonce();
  return (
    // The boot script may add the dark class before React hydrates.
    <html lang={site.locale} suppressHydrationWarning>
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

/**
 * The root route's `ErrorBoundary`: 404 → 'Page Not Found: {path}', a search of the site and
 * links on; a refused request (400, 403, 415…) → its title and message; anything else →
 * 'Internal Server Error' — inside the site's frame, so the reader can go on from there.
 */
export function SiteErrorBoundary() {
  const error = useRouteError();
  const site = useJournalSite();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const refused = isRequestRefusal(error);
  const home = <Link to={site.paths.home}>{site.texts.backHome}</Link>;
  const title = refused ? site.texts.refusalTitle(status) : errorTitle(status, site.texts.ui);
  return (
    <AppProviders>
      <DefaultLayout
        className="q-site-layout"
        siteHeader={<SiteBrandLink />}
        headerActions={<SiteHeaderEnd />}
        footer={<SiteFooterNav />}
      >
        {/* Error pages read like the panel's titles, `Title · Site` (see docs/architecture.md). */}
        <title>{`${title}${site.pageTitleSeparator}${site.name}`}</title>
        {refused ? (
          <RequestErrorView error={error} actions={home} />
        ) : (
          <ErrorView
            status={status}
            path={pathname}
            actions={status === 404 ? <NotFoundHelp /> : home}
          />
        )}
      </DefaultLayout>
    </AppProviders>
  );
}
