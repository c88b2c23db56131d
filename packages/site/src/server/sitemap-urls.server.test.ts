import { describe, expect, it } from 'vitest';
import { mapWithLimit } from './sitemap-urls.server';

describe('mapWithLimit', () => {
  it('keeps the input order', async () => {
    const results = await mapWithLimit([30, 10, 20], 2, async (delay) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      return delay * 2;
    });
    expect(results).toEqual([60, 20, 40]);
  });

  it('never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    await mapWithLimit(
      Array.from({ length: 10 }, (_, index) => index),
      3,
      async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
      },
    );
    expect(most).toBe(3);
  });

  it('handles an empty list', async () => {
    expect(await mapWithLimit([], 4, async () => 1)).toEqual([]);
  });

  it('rejects when a task does', async () => {
    await expect(
      mapWithLimit([1, 2], 2, async (n) => {
        if (n === 2) throw new Error('boom');
        return n;
      }),
    ).rejects.toThrow('boom');
  });
});
