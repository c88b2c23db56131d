/**
 * A copy of `tags` without the tag at `index`; an index outside the list changes nothing.
 * Never mutates `tags`.
 * @example removeTag(['a', 'b', 'c'], 1) // ['a', 'c']
 */
export function removeTag(tags: readonly string[], index: number): string[] {
  if (!Number.isInteger(index) || index < 0 || index >= tags.length) return [...tags];
  return [...tags.slice(0, index), ...tags.slice(index + 1)];
}
