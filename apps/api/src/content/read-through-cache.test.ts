import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invalidateReadCaches, ReadThroughCache } from './read-through-cache';

describe('ReadThroughCache', () => {
  let loads: number;
  const loader =
    <Value>(value: Value) =>
    async () => {
      loads += 1;
      return value;
    };

  beforeEach(() => {
    loads = 0;
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('reading', () => {
    it('loads once and reuses the value within the time to live', async () => {
      const cache = new ReadThroughCache<string>(1000);
      expect(await cache.read('a', loader('first'))).toBe('first');
      vi.advanceTimersByTime(999);
      expect(await cache.read('a', loader('second'))).toBe('first');
      expect(loads).toBe(1);
    });

    it('loads again once the time to live is over', async () => {
      const cache = new ReadThroughCache<string>(1000);
      await cache.read('a', loader('first'));
      vi.advanceTimersByTime(1000);
      expect(await cache.read('a', loader('second'))).toBe('second');
    });

    it('keeps keys apart', async () => {
      const cache = new ReadThroughCache<string>(1000);
      await cache.read('a', loader('for a'));
      expect(await cache.read('b', loader('for b'))).toBe('for b');
    });

    it('does not keep a missing value, so new content shows at once', async () => {
      const cache = new ReadThroughCache<string>(1000);
      expect(await cache.read('a', loader<string | null>(null))).toBeNull();
      expect(await cache.read('a', loader('now there'))).toBe('now there');
    });

    it('keeps at most the given number of entries, dropping the oldest', async () => {
      const cache = new ReadThroughCache<string>(1000, 2);
      await cache.read('a', loader('a'));
      await cache.read('b', loader('b'));
      await cache.read('c', loader('c'));
      loads = 0;
      await cache.read('b', loader('b again'));
      await cache.read('c', loader('c again'));
      expect(loads).toBe(0);
      expect(await cache.read('a', loader('a again'))).toBe('a again');
    });
  });

  describe('invalidating', () => {
    it('drops every entry', async () => {
      const cache = new ReadThroughCache<string>(1000);
      await cache.read('a', loader('old'));
      cache.invalidate();
      expect(await cache.read('a', loader('new'))).toBe('new');
    });

    it('does not store a read that was under way', async () => {
      const cache = new ReadThroughCache<string>(1000);
      let finish: (value: string) => void = () => {};
      const pending = cache.read('a', () => new Promise<string>((resolve) => (finish = resolve)));
      cache.invalidate();
      finish('read before the write');
      expect(await pending).toBe('read before the write');
      expect(await cache.read('a', loader('after the write'))).toBe('after the write');
    });

    it('reaches every open cache through invalidateReadCaches, but not closed ones', async () => {
      const open = new ReadThroughCache<string>(1000);
      const closed = new ReadThroughCache<string>(1000);
      await open.read('a', loader('old'));
      closed.close();
      await closed.read('a', loader('kept'));
      invalidateReadCaches();
      expect(await open.read('a', loader('new'))).toBe('new');
      expect(await closed.read('a', loader('not read'))).toBe('kept');
    });
  });
});
