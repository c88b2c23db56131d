import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildDemoContent, buildDemoFiles } from './demo-content';
import { issueCoverPng, journalLogoPng } from './demo-images';

/** Width and height from a PNG's IHDR chunk. */
function size(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The distinct RGB colours of an 8-bit truecolour PNG written by encodePng (one IDAT). */
function colours(png: Buffer): Set<string> {
  const length = png.readUInt32BE(33);
  const raw = inflateSync(png.subarray(41, 41 + length));
  const { width } = size(png);
  const found = new Set<string>();
  for (let row = 0; row < raw.length; row += width * 3 + 1) {
    for (let x = 0; x < width; x += 1) {
      const at = row + 1 + x * 3;
      found.add(`${raw[at]},${raw[at + 1]},${raw[at + 2]}`);
    }
  }
  return found;
}

describe('demo images', () => {
  describe('journalLogoPng', () => {
    it('is a 256 × 256 emblem in the brand colour on a pale tint of it', () => {
      const logo = journalLogoPng('computational-ecology', '#4338ca');
      expect(size(logo)).toEqual({ width: 256, height: 256 });
      expect(colours(logo)).toEqual(new Set(['67,56,202', '236,235,250']));
    });

    it('draws a different emblem for each demo journal', () => {
      const slugs = ['computational-ecology', 'applied-linguistics', 'materials-chemistry'];
      const logos = slugs.map((slug) => journalLogoPng(slug, '#0f766e').toString('base64'));
      expect(new Set(logos).size).toBe(slugs.length);
    });
  });

  describe('issueCoverPng', () => {
    it('is a 360 × 480 cover that differs from issue to issue', () => {
      const first = issueCoverPng('#b91c1c', 3, 1);
      expect(size(first)).toEqual({ width: 360, height: 480 });
      expect(first.equals(issueCoverPng('#b91c1c', 3, 2))).toBe(false);
      expect(first.equals(issueCoverPng('#b91c1c', 3, 1))).toBe(true);
    });

    it('stays small enough to store for every demo issue', () => {
      expect(issueCoverPng('#92400e', 12, 2).length).toBeLessThan(8192);
    });
  });

  describe('in the demo content', () => {
    const content = buildDemoContent();
    const files = new Map(buildDemoFiles(content).map((file) => [file.key, file]));

    it('gives every journal a logo, stored as an image', () => {
      for (const { logoPath } of content) {
        expect(files.get(logoPath)).toMatchObject({ purpose: 'cover', mimeType: 'image/png' });
      }
    });

    it('gives every issue a stored cover except each journal’s first', () => {
      for (const { volumes } of content) {
        const issues = volumes.flatMap((volume) => volume.issues);
        expect(issues[0]?.coverPath).toBeNull();
        for (const issue of issues.slice(1)) {
          expect(files.get(issue.coverPath ?? '')).toMatchObject({ purpose: 'cover' });
        }
      }
    });
  });
});
