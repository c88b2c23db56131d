import type { MiddlewareFunction } from 'react-router';
import { applySiteDateSettings } from '../config/journal-site';
import { apiContext } from './request-context.server';
import { loadSettings, settingValue } from './settings.server';

/**
 * Before any loader runs, lays the site settings' time zone and date format over the site's
 * configuration (settings are cached for a minute and dropped by purges, so this is rarely a
 * request). A failure leaves the configuration's own: dates must not take a page down.
 */
export const siteSettingsMiddleware: MiddlewareFunction<Response> = async ({ context }) => {
  const settings = await loadSettings(context.get(apiContext)).catch(() => undefined);
  if (!settings) return;
  applySiteDateSettings({
    timeZone: settingValue(settings, 'time_zone') ?? null,
    dateFormat: settingValue(settings, 'date_format') ?? null,
  });
};
