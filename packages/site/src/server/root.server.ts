import type { LoaderFunctionArgs } from 'react-router';
import { data } from 'react-router';
import { sitePagePath } from '../lib/paths';
import type { RootData } from '../lib/root-data';
import { currentBuildId } from './build-id.server';
import { serverEnv } from './env.server';
import { apiContext, sessionContext } from './request-context.server';
import { clearedSessionCookie } from './session-cookie.server';
import { loadSettings, loadSitePages, settingValue } from './settings.server';

/**
 * The root route's loader: who is signed in (never the token), the build id, the public settings
 * and the site's menu pages (the footer) every page needs. A token the API refused is cleared
 * with the answer.
 */
export async function rootLoader({ context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const [{ session, stale }, settings, sitePages] = await Promise.all([
    context.get(sessionContext),
    // The settings only decorate the header; a failure must not take every page down.
    loadSettings(api).catch((error: unknown) => {
      console.error('Could not load the site settings', error);
      return [];
    }),
    // Nor may the footer's menu.
    loadSitePages(api).then(
      (data) => data.map((page) => ({ title: page.title, href: sitePagePath(page.slug) })),
      (error: unknown) => {
        console.error('Could not load the site’s pages', error);
        return [];
      },
    ),
  ]);
  const defaultAvatar = settingValue(settings, 'default_avatar');
  const rootData: RootData = {
    viewer: session && {
      id: session.user.id,
      name: session.user.name,
      avatarUrl: session.user.avatarUrl ?? (defaultAvatar ? api.fileUrl(defaultAvatar) : null),
    },
    session,
    buildId: currentBuildId(),
    buildPollMs: serverEnv().buildPollMs,
    // Public addresses: the browser's chat client calls the API and its socket directly.
    api: { apiUrl: serverEnv().apiUrl, backendUrl: serverEnv().backendUrl },
    footerText: settingValue(settings, 'footer_text') || null,
    sitePages,
    dates: {
      timeZone: settingValue(settings, 'time_zone') || null,
      dateFormat: settingValue(settings, 'date_format') || null,
    },
  };
  return data(rootData, stale ? { headers: { 'Set-Cookie': clearedSessionCookie() } } : undefined);
}
