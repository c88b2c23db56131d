import { fileExtension } from '@quire/utils';
import { ACCOUNT_TEXTS, type AccountTexts } from '../texts';

/** The avatar upload's rules, as the page states them before anyone uploads. */
export interface AvatarRules {
  extensions: readonly string[];
  maxBytes: number;
}

/**
 * The browser's check of a chosen image before it is sent: its extension and size. The server
 * checks again (type by content, size, name) whatever this says. Null when it looks fine.
 * @example checkAvatarFile({ name: 'me.png', size: 1200 }, rules) // null
 */
export function checkAvatarFile(
  file: { name: string; size: number },
  rules: AvatarRules,
  texts: Pick<AccountTexts, 'avatarWrongType' | 'avatarMissing' | 'avatarTooLarge'> = ACCOUNT_TEXTS,
): string | null {
  const extension = fileExtension(file.name);
  if (!rules.extensions.includes(extension)) return texts.avatarWrongType(rules.extensions);
  if (file.size === 0) return texts.avatarMissing;
  if (file.size > rules.maxBytes) return texts.avatarTooLarge(rules.maxBytes);
  return null;
}
