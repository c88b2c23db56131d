import type { QuireApi } from '@quire/api-client';
import type { JournalPageLink, Setting } from '@quire/contracts';

// Settings and the site's menu pages change rarely: one fetch per process per minute keeps them
// off every page's path, signed-in pages' included (their API client shares no answers).
const TTL_MS = 60_000;

/** One read shared by every request of the process for `TTL_MS`, until dropped. */
function processRead<T>(read: (api: QuireApi) => Promise<T>) {
  let cached: { at: number; value: Promise<T> } | undefined;
  return {
    load(api: QuireApi): Promise<T> {
      const now = Date.now();
      if (!cached || now - cached.at > TTL_MS) {
        const value = read(api);
        cached = { at: now, value };
        // A failed fetch must not stick for a minute: drop it so the next request retries.
        value.catch(() => {
          if (cached?.value === value) cached = undefined;
        });
      }
      return cached.value;
    },
    drop(): void {
      cached = undefined;
    },
  };
}

const settingsRead = processRead((api) => api.content.settings().then((answer) => answer.data));
const sitePagesRead = processRead((api) => api.content.sitePages().then((answer) => answer.data));

/** The public site settings (key/value pairs), cached for a minute; `api` is the request's. */
export function loadSettings(api: QuireApi): Promise<Setting[]> {
  return settingsRead.load(api);
}

/** The site's own pages in its menu (the footer), cached for a minute like the settings. */
export function loadSitePages(api: QuireApi): Promise<JournalPageLink[]> {
  return sitePagesRead.load(api);
}

/**
 * Forgets the cached settings and menu pages. A purge calls it (through `dropCachedApiReads`): a
 * page rendered again at once must not show settings up to a minute older than the content
 * beside them.
 */
export function dropCachedSettings(): void {
  settingsRead.drop();
  sitePagesRead.drop();
}

/** The value of setting `key`, or undefined. */
export function settingValue(settings: readonly Setting[], key: string): string | undefined {
  return settings.find((setting) => setting.key === key)?.value;
}
