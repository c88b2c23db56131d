import { describe, expect, it } from 'vitest';
import { xssVectors } from './xss-vectors';

describe('xssVectors', () => {
  it('holds at least 100 vectors', () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(100);
  });

  it('holds no duplicates', () => {
    expect(new Set(xssVectors).size).toBe(xssVectors.length);
  });

  it('holds only non-empty strings', () => {
    expect(xssVectors.every((vector) => typeof vector === 'string' && vector.length > 0)).toBe(
      true,
    );
  });
});
