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
} as const;

/**
 * Looks a setting up by key in the list the API returns.
 * @example settingValue(settings, SETTING_KEYS.defaultAvatar) // 'uploads/avatars/default.svg'
 */
export function settingValue(settings: readonly Setting[], key: string): string | undefined {
  return settings.find((setting) => setting.key === key)?.value;
}
