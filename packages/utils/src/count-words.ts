/**
 * Number of words in plain text, splitting on any whitespace (Unicode spaces included).
 * @example countWords('Open  access\u00a0journals') // 3
 */
export function countWords(text: string | null | undefined): number {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}
