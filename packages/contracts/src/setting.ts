import { z } from 'zod';

/** A site setting: settings arrive as a list of key/value pairs and are looked up by key. */
export const settingSchema = z.object({
  key: z.string().min(1).max(100),
  value: z.string(),
});
export type Setting = z.infer<typeof settingSchema>;

/** Well-known setting keys. */
export const SETTING_KEYS = {
  defaultAvatar: 'default_avatar',
  /** Most words an abstract may have in the submission wizard (a positive integer). */
  abstractWordLimit: 'submission_abstract_word_limit',
  siteName: 'site_name',
  siteDescription: 'site_description',
  contactEmail: 'contact_email',
  /** A line the public pages' footer shows (a publisher's imprint, a funding note). */
  footerText: 'footer_text',
  /** The IANA time zone the site shows dates in (its configuration's when unset). */
  timeZone: 'time_zone',
  /** The Day.js pattern the site writes dates with (its configuration's when unset). */
  dateFormat: 'date_format',
  /** Raised by every save of the site settings in the back office. */
  settingsVersion: 'settings_version',
} as const;

/**
 * Looks a setting up by key in the list the API returns.
 * @example settingValue(settings, SETTING_KEYS.defaultAvatar) // 'uploads/avatars/default.svg'
 */
export function settingValue(settings: readonly Setting[], key: string): string | undefined {
  return settings.find((setting) => setting.key === key)?.value;
}
