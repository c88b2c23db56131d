const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#0f172a';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

// WCAG relative luminance of a #rgb or #rrggbb colour; undefined for anything else.
function luminance(hex: string): number | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => channel(Number.parseInt(digits.slice(i, i + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/**
 * The text colour (white or near-black) with the higher WCAG contrast on `background`; white
 * when the colour is not a hex value, since brand colours are usually dark.
 */
export function brandContrast(background: string): string {
  const bg = luminance(background);
  if (bg === undefined) return LIGHT_TEXT;
  const dark = luminance(DARK_TEXT) ?? 0;
  const onWhite = 1.05 / (bg + 0.05);
  const onDark = (bg + 0.05) / (dark + 0.05);
  return onWhite >= onDark ? LIGHT_TEXT : DARK_TEXT;
}
