import type { Session } from '@quire/contracts';
import { useRouteLoaderData } from 'react-router';

/** What the header needs to know about the signed-in visitor (never their token). */
export interface Viewer {
  id: number;
  name: string;
  /** Their avatar, else the site's `default_avatar` setting, as an absolute URL (or null). */
  avatarUrl: string | null;
}

/** The root loader's data, shared by every page. */
export interface RootData {
  viewer: Viewer | null;
  /** The visitor's own session (private pages only ever reach them), or null. */
  session: Session | null;
  /** The build this server runs (see `scripts/write-build-manifest.mjs`). */
  buildId: string;
  /** How often to poll `builds/latest.json`, in ms. */
  buildPollMs: number;
  /** Where the browser reaches the API and its socket (signed-in features). */
  api: { apiUrl: string; backendUrl: string };
  /** The line the site's administrators set for the public pages' footer (`footer_text`). */
  footerText?: string | null;
  /** The site's own pages in its menu (Privacy, Imprint…), listed in the public pages' footer. */
  sitePages?: { title: string; href: string }[];
  /** The time zone and date format the site's settings lay over its configuration. */
  dates?: { timeZone: string | null; dateFormat: string | null };
}

/** The root loader's data (undefined only while the root itself failed). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
