import type { QuireApi } from '@quire/api-client';
import type { Setting } from '@quire/contracts';

// Settings change rarely; one fetch per process per minute keeps them off every page's path.
const TTL_MS = 60_000;
let cached: { at: number; settings: Promise<Setting[]> } | undefined;

/** The public site settings (key/value pairs), cached for a minute; `api` is the request's. */
export function loadSettings(api: QuireApi): Promise<Setting[]> {
  const now = Date.now();
  if (!cached || now - cached.at > TTL_MS) {
    const settings = api.content.settings().then((answer) => answer.data);
    cached = { at: now, settings };
    // A failed fetch must not stick for a minute: drop it so the next request retries.
    settings.catch(() => {
      if (cached?.settings === settings) cached = undefined;
    });
  }
  return cached.settings;
}

/**
 * Forgets the cached settings. A purge calls it (through `dropCachedApiReads`): a page rendered
 * again at once must not show settings up to a minute older than the content beside them.
 */
export function dropCachedSettings(): void {
  cached = undefined;
}

/** The value of setting `key`, or undefined. */
export function settingValue(settings: readonly Setting[], key: string): string | undefined {
  return settings.find((setting) => setting.key === key)?.value;
}
