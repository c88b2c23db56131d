/*
 * WCAG 2 contrast, for the brand colours journals choose: the banner prints white text on its
 * brand colour, so a colour too light for that is refused with the ratio it reached.
 */

/** A brand colour as stored: `#` and six hexadecimal digits. */
export const HEX_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** The least contrast WCAG 2 level AA asks of body text (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

/** The colour the site prints on a journal's brand colour. */
export const TEXT_ON_BRAND = '#ffffff';

/** WCAG's relative luminance of a `#rrggbb` colour (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red = 0, green = 0, blue = 0] = channels.map((value) =>
    value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG's contrast ratio of two `#rrggbb` colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** A ratio as people read it: `3.9:1` (rounded down, so 4.49 never shows as a passing 4.5). */
export function formatContrastRatio(ratio: number): string {
  return `${Math.floor(ratio * 10) / 10}:1`;
}
