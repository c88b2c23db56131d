/** Keys that turn the text typed in a tag input into a tag. */
export const TAG_ADD_KEYS = ['Enter', ',', ' '] as const;

/** One of {@link TAG_ADD_KEYS}. */
export type TagAddKey = (typeof TAG_ADD_KEYS)[number];

/**
 * Whether a `KeyboardEvent.key` should add the typed tag.
 * @example if (isTagAddKey(event.key)) { event.preventDefault(); add(); }
 */
export function isTagAddKey(key: string): key is TagAddKey {
  return (TAG_ADD_KEYS as readonly string[]).includes(key);
}
