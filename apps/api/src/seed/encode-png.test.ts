import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng, hexToRgb } from './encode-png';

/** The chunks of a PNG as [type, data, storedCrc, length]. */
function chunks(png: Buffer): Array<{ type: string; data: Buffer }> {
  const found: Array<{ type: string; data: Buffer }> = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    found.push({
      type: png.toString('ascii', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  return found;
}

describe('encodePng', () => {
  const png = encodePng(3, 2, (x, y) => (x === y ? [255, 0, 0] : [0, 0, 255]));

  it('starts with the PNG signature', () => {
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('has IHDR, IDAT and IEND chunks in order with the right size', () => {
    const found = chunks(png);
    expect(found.map((item) => item.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(found[0]?.data.readUInt32BE(0)).toBe(3);
    expect(found[0]?.data.readUInt32BE(4)).toBe(2);
  });

  it('stores the painted pixels, one filter byte per row', () => {
    const raw = inflateSync(chunks(png)[1]?.data ?? Buffer.alloc(0));
    expect([...raw]).toEqual([
      0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 0, 255, 255, 0, 0, 0, 0, 255,
    ]);
  });

  it('writes a correct CRC for IEND', () => {
    expect(png.subarray(-4).toString('hex')).toBe('ae426082');
  });
});

describe('hexToRgb', () => {
  it('parses a hex colour', () => {
    expect(hexToRgb('#4338ca')).toEqual([67, 56, 202]);
  });
});
