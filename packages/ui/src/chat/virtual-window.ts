/** Where each row starts, and the height of all rows together (pixels). */
export interface RowLayout {
  /** `offsets[i]` is the top of row i; `offsets[rows]` is the total height. */
  offsets: Float64Array;
  /** Height of every row together. */
  total: number;
}

/** Tops of rows whose heights are known (`sizes`, by key) or estimated. */
export function layoutRows(
  keys: readonly string[],
  sizes: ReadonlyMap<string, number>,
  estimate: number,
): RowLayout {
  const offsets = new Float64Array(keys.length + 1);
  for (let index = 0; index < keys.length; index += 1) {
    offsets[index + 1] = (offsets[index] ?? 0) + (sizes.get(keys[index] ?? '') ?? estimate);
  }
  return { offsets, total: offsets[keys.length] ?? 0 };
}

/** Index of the row at `y` (binary search; rows at the edges for `y` outside). */
export function rowAt(layout: RowLayout, y: number): number {
  const count = layout.offsets.length - 1;
  if (count <= 0) return 0;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((layout.offsets[middle] ?? 0) <= y) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The rows to render for a viewport at `scrollTop` of `height` pixels, plus `overscan`
 * pixels above and below so fast scrolling does not show blank space: `[start, end)`.
 */
export function visibleRange(
  layout: RowLayout,
  scrollTop: number,
  height: number,
  overscan: number,
): { start: number; end: number } {
  const count = layout.offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const start = rowAt(layout, Math.max(0, scrollTop - overscan));
  const end = rowAt(layout, scrollTop + height + overscan) + 1;
  return { start, end: Math.min(end, count) };
}
