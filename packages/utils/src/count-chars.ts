/**
 * Number of non-whitespace characters, counted by Unicode code point so that an emoji or a CJK
 * character counts once (`.length` counts UTF-16 units and would count some of them twice).
 * @example countChars('a b 😀') // 3
 */
export function countChars(text: string | null | undefined): number {
  return Array.from((text ?? '').replace(/\s+/gu, '')).length;
}
