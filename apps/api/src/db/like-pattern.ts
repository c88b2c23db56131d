/** `%`, `_` and `\` match literally inside a LIKE pattern: `text` anywhere in the value. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Like {@link likePattern}, but the value must start with `text`. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
