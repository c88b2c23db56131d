import { describe, expect, it } from 'vitest';
import { formatByteLimit } from './format-byte-limit';

describe('formatByteLimit', () => {
  it.each([
    [20 * 1024 * 1024, '20 MB'],
    [2 * 1024 * 1024, '2 MB'],
    [2.5 * 1024 * 1024, '2.5 MB'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [3 * 1024 ** 3, '3 GB'],
    [500, '500 bytes'],
    [1, '1 byte'],
  ])('formats %d bytes as %s', (bytes, expected) => {
    expect(formatByteLimit(bytes)).toBe(expected);
  });

  it('rounds down so the limit is never overstated', () => {
    expect(formatByteLimit(1024 * 1024 - 1)).toBe('1023.9 KB');
  });
});
