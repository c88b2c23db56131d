import { encodePng, type Rgb } from './encode-png';
import type { Prng } from './prng';

/** A 5×7 bitmap of each character the charts label their axes and legend with. */
const GLYPHS: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
};

const WHITE: Rgb = [255, 255, 255];
const GRID: Rgb = [226, 232, 240];
const AXIS: Rgb = [71, 85, 105];
const INK: Rgb = [30, 41, 59];
/** Blue and orange: told apart with any colour vision, and from the grey of the axes. */
const SERIES: readonly [Rgb, Rgb] = [
  [37, 99, 235],
  [234, 88, 12],
];

/** An RGB raster with the few drawing operations the charts need. */
class Raster {
  private readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3).fill(255);
  }

  set(x: number, y: number, colour: Rgb): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    this.pixels.set(colour, (py * this.width + px) * 3);
  }

  rect(x: number, y: number, width: number, height: number, colour: Rgb): void {
    for (let row = Math.round(y); row < Math.round(y + height); row += 1) {
      for (let column = Math.round(x); column < Math.round(x + width); column += 1) {
        this.set(column, row, colour);
      }
    }
  }

  /** A line `thickness` pixels wide (every pixel near the segment). */
  line(x0: number, y0: number, x1: number, y1: number, thickness: number, colour: Rgb): void {
    const reach = thickness / 2;
    const length2 = (x1 - x0) ** 2 + (y1 - y0) ** 2 || 1;
    for (let y = Math.floor(Math.min(y0, y1) - reach); y <= Math.max(y0, y1) + reach; y += 1) {
      for (let x = Math.floor(Math.min(x0, x1) - reach); x <= Math.max(x0, x1) + reach; x += 1) {
        const t = Math.max(0, Math.min(1, ((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / length2));
        const distance = Math.hypot(x - (x0 + t * (x1 - x0)), y - (y0 + t * (y1 - y0)));
        if (distance <= reach) this.set(x, y, colour);
      }
    }
  }

  disc(cx: number, cy: number, radius: number, colour: Rgb): void {
    for (let y = -radius; y <= radius; y += 1) {
      for (let x = -radius; x <= radius; x += 1) {
        if (x * x + y * y <= radius * radius) this.set(cx + x, cy + y, colour);
      }
    }
  }

  /** Text in the bitmap font at `scale`; `align` says which end of the text `x` is. */
  text(value: string, x: number, y: number, scale: number, colour: Rgb, align = 'start'): void {
    const advance = 6 * scale;
    const width = value.length * advance - scale;
    const left = align === 'end' ? x - width : align === 'middle' ? x - width / 2 : x;
    [...value].forEach((char, index) => {
      (GLYPHS[char] ?? []).forEach((bits, row) => {
        [...bits].forEach((bit, column) => {
          if (bit === '1') {
            this.rect(
              left + index * advance + column * scale,
              y + row * scale,
              scale,
              scale,
              colour,
            );
          }
        });
      });
    });
  }

  png(): Buffer {
    return encodePng(this.width, this.height, (x, y) => {
      const at = (y * this.width + x) * 3;
      return [this.pixels[at] ?? 255, this.pixels[at + 1] ?? 255, this.pixels[at + 2] ?? 255];
    });
  }
}

const WIDTH = 720;
const HEIGHT = 405;
const PLOT = { left: 72, right: 696, top: 48, bottom: 352 };

/** The frame every chart shares: horizontal grid lines with their values, axes, a legend. */
function frame(maximum: number): { raster: Raster; yOf: (value: number) => number } {
  const raster = new Raster(WIDTH, HEIGHT);
  raster.rect(0, 0, WIDTH, HEIGHT, WHITE);
  const yOf = (value: number) => PLOT.bottom - (value / maximum) * (PLOT.bottom - PLOT.top);
  for (let step = 0; step <= 5; step += 1) {
    const value = (maximum / 5) * step;
    const y = yOf(value);
    raster.line(PLOT.left, y, PLOT.right, y, 1, GRID);
    raster.text(String(Math.round(value)), PLOT.left - 10, y - 7, 2, INK, 'end');
  }
  raster.line(PLOT.left, PLOT.top - 8, PLOT.left, PLOT.bottom, 2, AXIS);
  raster.line(PLOT.left, PLOT.bottom, PLOT.right, PLOT.bottom, 2, AXIS);
  SERIES.forEach((colour, index) => {
    const x = PLOT.right - 110 + index * 60;
    raster.rect(x, 14, 16, 16, colour);
    raster.text(index === 0 ? 'A' : 'B', x + 24, 15, 2, INK);
  });
  return { raster, yOf };
}

/**
 * A bar chart: the mean of groups A and B at four sites, each with its 95% interval, as a PNG
 * (what the demo galleys' Figure 1 shows).
 */
export function groupBarChartPng(prng: Prng): Buffer {
  const { raster, yOf } = frame(100);
  const sites = 4;
  const slot = (PLOT.right - PLOT.left) / sites;
  for (let site = 0; site < sites; site += 1) {
    SERIES.forEach((colour, group) => {
      const mean = prng.int(30, 70) + group * prng.int(5, 15);
      const spread = prng.int(6, 14);
      const x = PLOT.left + site * slot + slot * 0.2 + group * slot * 0.3;
      const width = slot * 0.26;
      raster.rect(x, yOf(mean), width, PLOT.bottom - yOf(mean), colour);
      const centre = x + width / 2;
      raster.line(centre, yOf(mean + spread), centre, yOf(mean - spread), 2, INK);
      raster.line(centre - 8, yOf(mean + spread), centre + 8, yOf(mean + spread), 2, INK);
      raster.line(centre - 8, yOf(mean - spread), centre + 8, yOf(mean - spread), 2, INK);
    });
    raster.text(
      String(site + 1),
      PLOT.left + site * slot + slot / 2,
      PLOT.bottom + 16,
      2,
      INK,
      'middle',
    );
  }
  return raster.png();
}

/**
 * A line chart: yearly cases of groups A and B over ten years as a PNG (the demo galleys'
 * Figure 2).
 */
export function yearlyLineChartPng(prng: Prng, firstYear: number): Buffer {
  const { raster, yOf } = frame(200);
  const years = 10;
  const xOf = (index: number) =>
    PLOT.left + 24 + (index / (years - 1)) * (PLOT.right - PLOT.left - 48);
  SERIES.forEach((colour, group) => {
    let value = prng.int(40, 80) + group * 30;
    const points = Array.from({ length: years }, (_, index) => {
      value = Math.max(10, Math.min(190, value + prng.int(-12, 22)));
      return [xOf(index), yOf(value)] as const;
    });
    points.slice(1).forEach(([x, y], index) => {
      const [px, py] = points[index] ?? [x, y];
      raster.line(px, py, x, y, 3, colour);
    });
    for (const [x, y] of points) raster.disc(x, y, 5, colour);
  });
  for (let index = 0; index < years; index += 3) {
    raster.text(String(firstYear + index), xOf(index), PLOT.bottom + 16, 2, INK, 'middle');
  }
  return raster.png();
}
