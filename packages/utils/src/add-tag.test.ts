import { describe, expect, it, vi } from 'vitest';
import { addTag } from './add-tag';

describe('addTag', () => {
  describe('accepting', () => {
    it('appends the tag', () => {
      expect(addTag(['physics'], 'optics')).toEqual({ ok: true, tags: ['physics', 'optics'] });
    });

    it('trims the candidate', () => {
      expect(addTag([], '  optics \n')).toEqual({ ok: true, tags: ['optics'] });
    });

    it('adds to an empty list', () => {
      expect(addTag([], 'a')).toEqual({ ok: true, tags: ['a'] });
    });

    it('never mutates the input', () => {
      const tags = Object.freeze(['a']);
      const result = addTag(tags, 'b');
      expect(tags).toEqual(['a']);
      expect(result.ok && result.tags).not.toBe(tags);
    });
  });

  describe('empty', () => {
    it.each(['', '   ', '\t\n'])('refuses %o', (candidate) => {
      expect(addTag([], candidate)).toMatchObject({ ok: false, reason: 'empty' });
    });
  });

  describe('duplicates', () => {
    it('refuses a tag already in the list', () => {
      expect(addTag(['optics'], 'optics')).toMatchObject({ ok: false, reason: 'duplicate' });
    });

    it('compares case-insensitively and after trimming', () => {
      expect(addTag(['DNA '], ' dna')).toMatchObject({ ok: false, reason: 'duplicate' });
    });

    it('compares Unicode-normalised forms', () => {
      expect(addTag(['caf\u00e9'], 'cafe\u0301')).toMatchObject({ ok: false, reason: 'duplicate' });
    });

    it('names the tag in the message', () => {
      const result = addTag(['optics'], 'optics');
      expect(!result.ok && result.message).toContain('optics');
    });

    it('accepts duplicates when allowed', () => {
      expect(addTag(['optics'], 'optics', { allowDuplicates: true })).toEqual({
        ok: true,
        tags: ['optics', 'optics'],
      });
    });
  });

  describe('limit', () => {
    it('refuses a tag once the list is full', () => {
      expect(addTag(['a', 'b'], 'c', { limit: 2 })).toMatchObject({ ok: false, reason: 'limit' });
    });

    it('accepts the last tag that fits', () => {
      expect(addTag(['a'], 'b', { limit: 2 })).toEqual({ ok: true, tags: ['a', 'b'] });
    });

    it('states the limit in the message', () => {
      const result = addTag(['a', 'b'], 'c', { limit: 2 });
      expect(!result.ok && result.message).toBe('You can add at most 2 tags.');
    });

    it('has no limit by default', () => {
      const many = Array.from({ length: 500 }, (_, index) => `t${index}`);
      expect(addTag(many, 'one more').ok).toBe(true);
    });
  });

  describe('validate', () => {
    it('accepts a tag the validator returns true for', () => {
      expect(addTag([], 'ok', { validate: () => true })).toEqual({ ok: true, tags: ['ok'] });
    });

    it('refuses a tag the validator returns false for, with a generic message', () => {
      expect(addTag([], 'x', { validate: () => false })).toEqual({
        ok: false,
        reason: 'invalid',
        message: '"x" is not a valid tag.',
      });
    });

    it('uses a message the validator returns', () => {
      const validate = (tag: string) => tag.length <= 3 || 'Tags are at most 3 characters.';
      expect(addTag([], 'long', { validate })).toEqual({
        ok: false,
        reason: 'invalid',
        message: 'Tags are at most 3 characters.',
      });
    });

    it('falls back to the generic message for a blank validator message', () => {
      const result = addTag([], 'x', { validate: () => ' ' });
      expect(!result.ok && result.message).toBe('"x" is not a valid tag.');
    });

    it('passes the trimmed tag to the validator', () => {
      const validate = vi.fn(() => true);
      addTag([], '  x  ', { validate });
      expect(validate).toHaveBeenCalledWith('x');
    });

    it('is not consulted for tags refused by an earlier rule', () => {
      const validate = vi.fn(() => true);
      addTag(['x'], 'x', { validate });
      expect(validate).not.toHaveBeenCalled();
    });
  });
});
