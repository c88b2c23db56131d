import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;
const TB = GB * 1024;
const OUTPUT = /^\d+\.\d{2} (B|KB|MB|GB|TB)$/;

function parse(output: string): { amount: number; unit: string } {
  const [amount = '', unit = ''] = output.split(' ');
  return { amount: Number(amount), unit };
}

const size = fc.double({ min: 0, noNaN: true, noDefaultInfinity: true });

describe('formatFileSize', () => {
  describe('units', () => {
    it.each([
      [0, '0.00 B'],
      [1, '1.00 B'],
      [1023, '1023.00 B'],
      [KB, '1.00 KB'],
      [1536, '1.50 KB'],
      [MB, '1.00 MB'],
      [2.25 * GB, '2.25 GB'],
      [TB, '1.00 TB'],
    ])('formats %d bytes as %s', (bytes, expected) => {
      expect(formatFileSize(bytes)).toBe(expected);
    });

    it('keeps sizes beyond a terabyte in TB', () => {
      expect(formatFileSize(2048 * TB)).toBe('2048.00 TB');
    });

    it('writes huge sizes without exponent notation', () => {
      expect(formatFileSize(Number.MAX_VALUE)).toMatch(OUTPUT);
    });

    it('formats fractional bytes', () => {
      expect(formatFileSize(0.5)).toBe('0.50 B');
    });

    it('formats negative zero as zero', () => {
      expect(formatFileSize(-0)).toBe('0.00 B');
    });
  });

  describe('rounding at unit boundaries', () => {
    it('promotes 1023.999 KB to 1.00 MB instead of printing 1024.00 KB', () => {
      expect(formatFileSize(1023.999 * KB)).toBe('1.00 MB');
    });

    it('promotes 1023.999 bytes to 1.00 KB', () => {
      expect(formatFileSize(1023.999)).toBe('1.00 KB');
    });

    it('promotes just under a terabyte to 1.00 TB', () => {
      expect(formatFileSize(TB - 1)).toBe('1.00 TB');
    });

    it('keeps values that round below 1024 in their unit', () => {
      expect(formatFileSize(1023.994 * KB)).toBe('1023.99 KB');
    });
  });

  describe('invalid input', () => {
    it.each([-1, -0.001, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
      'throws a RangeError for %d',
      (bytes) => {
        expect(() => formatFileSize(bytes)).toThrow(RangeError);
      },
    );

    it('names the bad value in the message', () => {
      expect(() => formatFileSize(-5)).toThrow(/received -5/);
    });

    it('rejects a value that is not a number at run time', () => {
      expect(() => formatFileSize('12' as unknown as number)).toThrow(RangeError);
    });
  });

  describe('properties', () => {
    it('never throws for finite non-negative sizes and always matches the output format', () => {
      fc.assert(
        fc.property(size, (bytes) => {
          expect(formatFileSize(bytes)).toMatch(OUTPUT);
        }),
      );
    });

    it('prints an amount below 1024 except in TB', () => {
      fc.assert(
        fc.property(size, (bytes) => {
          const { amount, unit } = parse(formatFileSize(bytes));
          if (unit !== 'TB') expect(amount).toBeLessThan(1024);
        }),
      );
    });

    it('is monotonic within a unit', () => {
      fc.assert(
        fc.property(size, size, (x, y) => {
          const [small, large] = x <= y ? [x, y] : [y, x];
          const a = parse(formatFileSize(small));
          const b = parse(formatFileSize(large));
          if (a.unit === b.unit) expect(a.amount).toBeLessThanOrEqual(b.amount);
        }),
      );
    });

    it('never moves to a smaller unit as the size grows', () => {
      const order = ['B', 'KB', 'MB', 'GB', 'TB'];
      fc.assert(
        fc.property(size, size, (x, y) => {
          const [small, large] = x <= y ? [x, y] : [y, x];
          const a = order.indexOf(parse(formatFileSize(small)).unit);
          const b = order.indexOf(parse(formatFileSize(large)).unit);
          expect(a).toBeLessThanOrEqual(b);
        }),
      );
    });

    it('throws a RangeError for every negative size', () => {
      fc.assert(
        fc.property(fc.double({ max: -Number.MIN_VALUE, noNaN: true }), (bytes) => {
          expect(() => formatFileSize(bytes)).toThrow(RangeError);
        }),
      );
    });
  });
});
