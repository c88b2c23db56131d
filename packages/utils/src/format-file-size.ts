const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const STEP = 1024;

// toFixed switches to exponent notation from 1e21; numbers that large are integers anyway.
function twoDecimals(value: number): string {
  return value < 1e21 ? value.toFixed(2) : `${BigInt(value)}.00`;
}

/**
 * Human-readable size in B, KB, MB, GB or TB (steps of 1024) with two decimals; sizes beyond
 * a terabyte stay in TB. Throws a RangeError for negative, NaN or infinite input.
 * @example formatFileSize(1536) // '1.50 KB'
 */
export function formatFileSize(bytes: number): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(
      `formatFileSize: expected a finite, non-negative number of bytes, received ${String(bytes)}`,
    );
  }
  let value = bytes;
  let unit = 0;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit++;
  }
  // Rounding can carry 1023.999 up to "1024.00"; that reads better as 1.00 of the next unit.
  if (unit < UNITS.length - 1 && Number(value.toFixed(2)) >= STEP) {
    value /= STEP;
    unit++;
  }
  return `${twoDecimals(value)} ${UNITS[unit]}`;
}
