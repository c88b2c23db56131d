import { encodePng, hexToRgb, type Rgb } from './encode-png';

/** A colour mixed toward white (`amount` > 0) or black (`amount` < 0), 0–1. */
function shade([r, g, b]: Rgb, amount: number): Rgb {
  const target = amount >= 0 ? 255 : 0;
  const t = Math.abs(amount);
  return [
    Math.round(r + (target - r) * t),
    Math.round(g + (target - g) * t),
    Math.round(b + (target - b) * t),
  ];
}

const inEllipse = (dx: number, dy: number, rx: number, ry: number) =>
  (dx * dx) / (rx * rx) + (dy * dy) / (ry * ry) <= 1;

/** Inside a hexagon with a vertex at the top and bottom, `radius` from its centre to a vertex. */
const inHexagon = (dx: number, dy: number, radius: number) =>
  Math.abs(dx) <= (radius * Math.sqrt(3)) / 2 &&
  Math.abs(dy) + Math.abs(dx) / Math.sqrt(3) <= radius;

/** Whether a pixel of a 128 × 128 logo belongs to an emblem (its centre at 64, 64). */
type Emblem = (x: number, y: number) => boolean;

const EMBLEMS: Record<string, Emblem> = {
  // A tree: a round canopy on a trunk, standing on the ground.
  'computational-ecology': (x, y) =>
    inEllipse(x - 64, y - 50, 32, 30) ||
    (x >= 58 && x < 70 && y >= 70 && y < 104) ||
    (x >= 28 && x < 100 && y >= 104 && y < 110),
  // Two speech bubbles, one filled and one drawn, each with its tail.
  'applied-linguistics': (x, y) =>
    inEllipse(x - 52, y - 50, 34, 24) ||
    (y >= 66 && y < 86 && x >= 34 && x < 34 + (86 - y)) ||
    (inEllipse(x - 80, y - 82, 30, 20) && !inEllipse(x - 80, y - 82, 23, 13)) ||
    (y >= 96 && y < 112 && x > 98 - (112 - y) && x <= 98),
  // A benzene ring: a hexagon drawn round a circle.
  'materials-chemistry': (x, y) =>
    (inHexagon(x - 64, y - 64, 48) && !inHexagon(x - 64, y - 64, 39)) ||
    (inEllipse(x - 64, y - 64, 22, 22) && !inEllipse(x - 64, y - 64, 15, 15)),
  // An open book: two pages with lines of writing, and the spine between them.
  'manuscript-studies': (x, y) => {
    const onPage = y >= 32 && y < 98 && ((x >= 18 && x < 61) || (x >= 67 && x < 110));
    const writing =
      (y - 42) % 10 < 4 && y >= 42 && y < 90 && ((x >= 25 && x < 55) || (x >= 73 && x < 103));
    return (onPage && !writing) || (y >= 98 && y < 104 && x >= 14 && x < 114);
  },
};

/** Any other journal: a disc. */
const DEFAULT_EMBLEM: Emblem = (x, y) => inEllipse(x - 64, y - 64, 40, 40);

/**
 * A journal's logo, 256 × 256 (the emblems are drawn on a 128 grid, at twice that: the masthead
 * shows it at 64 CSS pixels, which a phone's screen draws with 2–3 device pixels each): its emblem
 * in the brand colour on a pale tint of it, so it reads on the brand-coloured masthead, light or
 * dark.
 */
export function journalLogoPng(slug: string, brandColor: string): Buffer {
  const brand = hexToRgb(brandColor);
  const paper = shade(brand, 0.9);
  const emblem = EMBLEMS[slug] ?? DEFAULT_EMBLEM;
  return encodePng(256, 256, (x, y) => (emblem(x / 2, y / 2) ? brand : paper));
}

/**
 * An issue's cover, 360 × 480 (drawn on a 240 × 320 grid; shown at 120 × 160 CSS pixels or less,
 * enough for a phone's 3 device pixels to each): the journal's colour, darker for each later
 * issue of the year, a pale band where a printed cover has its title (with two rules for its
 * lines), a disc placed by the volume and issue, and one mark per issue number at the foot.
 */
export function issueCoverPng(brandColor: string, volume: number, issue: number): Buffer {
  const brand = hexToRgb(brandColor);
  const base = shade(brand, -0.12 * (issue - 1));
  const band = shade(brand, 0.88);
  const disc = shade(brand, 0.35);
  const discX = 80 + ((volume * 37 + issue * 53) % 100);
  const discR = 44 + ((volume * 11) % 24);
  return encodePng(360, 480, (column, row) => {
    const [x, y] = [column / 1.5, row / 1.5];
    if (y >= 48 && y < 128 && x >= 20 && x < 220) {
      const titleLine =
        (y >= 70 && y < 80 && x >= 36 && x < 204) || (y >= 94 && y < 102 && x >= 36 && x < 150);
      return titleLine ? brand : band;
    }
    if (y >= 290 && y < 302 && x >= 20 && (x - 20) % 18 < 12 && (x - 20) / 18 < issue) return band;
    if (inEllipse(x - discX, y - 214, discR, discR)) return disc;
    return base;
  });
}
