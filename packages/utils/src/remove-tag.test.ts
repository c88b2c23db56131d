import { describe, expect, it } from 'vitest';
import { removeTag } from './remove-tag';

describe('removeTag', () => {
  it('removes the tag at the index', () => {
    expect(removeTag(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('removes the first and the last tag', () => {
    expect(removeTag(['a', 'b', 'c'], 0)).toEqual(['b', 'c']);
    expect(removeTag(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
  });

  it('never mutates the input', () => {
    const tags = Object.freeze(['a', 'b']);
    const result = removeTag(tags, 0);
    expect(tags).toEqual(['a', 'b']);
    expect(result).not.toBe(tags);
  });

  it.each([-1, 3, 1.5, Number.NaN])('returns an unchanged copy for index %d', (index) => {
    const tags = ['a', 'b', 'c'];
    const result = removeTag(tags, index);
    expect(result).toEqual(tags);
    expect(result).not.toBe(tags);
  });
});
