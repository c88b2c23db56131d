import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  invalidateReadCaches,
  invalidateUsageCaches,
  ReadThroughCache,
} from './read-through-cache';

describe('ReadThroughCache', () => {
  let loads = 0;
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
      const cache = new ReadThroughCache<string>({ ttlMs: 1000 });
      expect(await cache.read('a', loader('first'))).toBe('first');
      vi.advanceTimersByTime(999);
      expect(await cache.read('a', loader('second'))).toBe('first');
      expect(loads).toBe(1);
    });

    it('loads again once the time to live is over', async () => {
      const cache = new ReadThroughCache<string>({ ttlMs: 1000 });
      await cache.read('a', loader('first'));
      vi.advanceTimersByTime(1000);
      expect(await cache.read('a', loader('second'))).toBe('second');
    });

    it('keeps keys apart', async () => {
      const cache = new ReadThroughCache<string>({ ttlMs: 1000 });
      await cache.read('a', loader('for a'));
      expect(await cache.read('b', loader('for b'))).toBe('for b');
    });

    it('does not keep a missing value, so new content shows at once', async () => {
      const cache = new ReadThroughCache<string>({ ttlMs: 1000 });
      expect(await cache.read('a', loader<string | null>(null))).toBeNull();
      expect(await cache.read('a', loader('now there'))).toBe('now there');
    });

    it('keeps at most the given number of entries, dropping the oldest', async () => {
      const cache = new ReadThroughCache<string>({ ttlMs: 1000, maxEntries: 2 });
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
      const cache = new ReadThroughCache<string>({ ttlMs: 1000 });
      await cache.read('a', loader('old'));
      cache.invalidate();
      expect(await cache.read('a', loader('new'))).toBe('new');
    });

    it('does not store a read that was under way', async () => {
      const cache = new ReadThroughCache<string>({ ttlMs: 1000 });
      let finish: (value: string) => void = () => {};
      const pending = cache.read('a', () => new Promise<string>((resolve) => (finish = resolve)));
      cache.invalidate();
      finish('read before the write');
      expect(await pending).toBe('read before the write');
      expect(await cache.read('a', loader('after the write'))).toBe('after the write');
    });

    it('reaches every open cache through invalidateReadCaches, but not closed ones', async () => {
      const open = new ReadThroughCache<string>({ ttlMs: 1000 });
      const closed = new ReadThroughCache<string>({ ttlMs: 1000 });
      await open.read('a', loader('old'));
      closed.close();
      await closed.read('a', loader('kept'));
      invalidateReadCaches();
      expect(await open.read('a', loader('new'))).toBe('new');
      expect(await closed.read('a', loader('not read'))).toBe('kept');
    });

    it('drops only the caches holding usage totals after a usage write', async () => {
      const article = new ReadThroughCache<string>({ ttlMs: 1000, holdsUsageTotals: true });
      const contents = new ReadThroughCache<string>({ ttlMs: 1000 });
      await article.read('a', loader('old views'));
      await contents.read('toc', loader('table of contents'));
      invalidateUsageCaches();
      expect(await article.read('a', loader('new views'))).toBe('new views');
      expect(await contents.read('toc', loader('not read'))).toBe('table of contents');
      article.close();
      contents.close();
    });
  });
});
