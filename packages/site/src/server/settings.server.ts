import type { Setting } from '@quire/contracts';
import { apiFor } from './api.server';

// Settings change rarely; one fetch per process per minute keeps them off every page's path.
const TTL_MS = 60_000;
let cached: { at: number; settings: Promise<Setting[]> } | undefined;

/** The public site settings (key/value pairs), cached for a minute. */
export function loadSettings(request: Request): Promise<Setting[]> {
  const now = Date.now();
  if (!cached || now - cached.at > TTL_MS) {
    const settings = apiFor(request)
      .content.settings()
      .then((answer) => answer.data);
    cached = { at: now, settings };
    // A failed fetch must not stick for a minute: drop it so the next request retries.
    settings.catch(() => {
      if (cached?.settings === settings) cached = undefined;
    });
  }
  return cached.settings;
}

/** The value of setting `key`, or undefined. */
export function settingValue(settings: readonly Setting[], key: string): string | undefined {
  return settings.find((setting) => setting.key === key)?.value;
}
