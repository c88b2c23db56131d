import { describe, expect, it } from 'vitest';
import { layoutRows, rowAt, visibleRange } from './virtual-window';

const keys = Array.from({ length: 100 }, (_, index) => `row${index}`);

describe('layoutRows', () => {
  it('uses the estimate for rows not measured', () => {
    const layout = layoutRows(keys, new Map(), 50);
    expect(layout.total).toBe(5000);
    expect(layout.offsets[10]).toBe(500);
  });

  it('uses measured heights where known', () => {
    const layout = layoutRows(keys, new Map([['row0', 120]]), 50);
    expect(layout.offsets[1]).toBe(120);
    expect(layout.total).toBe(5070);
  });
});

describe('rowAt', () => {
  const layout = layoutRows(keys, new Map(), 50);

  it('finds the row that contains a position', () => {
    expect(rowAt(layout, 0)).toBe(0);
    expect(rowAt(layout, 49)).toBe(0);
    expect(rowAt(layout, 50)).toBe(1);
    expect(rowAt(layout, 2525)).toBe(50);
  });

  it('clamps positions outside the rows', () => {
    expect(rowAt(layout, -10)).toBe(0);
    expect(rowAt(layout, 99_999)).toBe(99);
  });
});

describe('visibleRange', () => {
  const layout = layoutRows(keys, new Map(), 50);

  it('covers the viewport plus the overscan on each side', () => {
    expect(visibleRange(layout, 1000, 500, 100)).toEqual({ start: 18, end: 33 });
  });

  it('stops at the first and the last row', () => {
    expect(visibleRange(layout, 0, 500, 100)).toEqual({ start: 0, end: 13 });
    expect(visibleRange(layout, 4500, 500, 100)).toEqual({ start: 88, end: 100 });
  });

  it('is empty without rows', () => {
    expect(visibleRange(layoutRows([], new Map(), 50), 0, 500, 100)).toEqual({ start: 0, end: 0 });
  });
});
