import type { QuireApi } from '@quire/api-client';
import { describe, expect, it } from 'vitest';
import { collectSitemapUrls, journalUrls, mapWithLimit } from './sitemap-urls.server';

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

describe('journalUrls', () => {
  // The journal's API answers, as the API gives them: one issue, a corrected article, its notice.
  const content = {
    journal: async () => ({ pages: [] }),
    volumes: async () => ({ data: [{ id: 3 }] }),
    volumeIssues: async () => ({
      data: [{ id: 7, volume: 2, number: 1, publishedAt: '2020-03-01T10:00:00.000Z' }],
    }),
    issue: async () => ({
      id: 7,
      volume: 2,
      number: 1,
      publishedAt: '2020-03-01T10:00:00.000Z',
      sections: [
        {
          articles: [
            {
              slug: 'tides',
              publishedAt: '2020-03-01T10:00:00.000Z',
              updatedAt: '2026-11-29T20:00:00.000Z',
            },
            { slug: 'untouched', publishedAt: '2020-03-01T10:00:00.000Z' },
          ],
        },
      ],
    }),
    notices: async () => ({ data: [{ id: 12, createdAt: '2026-11-29T20:00:00.000Z' }] }),
  };
  const api = { content } as unknown as QuireApi;

  it('dates a corrected article by its last change and lists its notice’s page', async () => {
    const urls = await journalUrls(api, { slug: 'tidal' });
    expect(urls).toContainEqual({
      loc: '/journals/tidal/articles/tides',
      lastmod: '2026-11-29T20:00:00.000Z',
    });
    expect(urls).toContainEqual({
      loc: '/journals/tidal/articles/untouched',
      lastmod: '2020-03-01T10:00:00.000Z',
    });
    expect(urls).toContainEqual({
      loc: '/journals/tidal/notices/12',
      lastmod: '2026-11-29T20:00:00.000Z',
    });
  });
});

describe('collectSitemapUrls', () => {
  it('lists the site’s pages once: About’s written text is /about, not a page of its own', async () => {
    const empty = async () => ({ data: [], meta: { lastPage: 1 } });
    const content = {
      journals: empty,
      news: empty,
      sitePages: async () => ({
        data: [
          { slug: 'privacy', title: 'Privacy' },
          { slug: 'about', title: 'About us' },
        ],
      }),
    };
    const urls = await collectSitemapUrls({ content } as unknown as QuireApi);
    const locs = urls.map((url) => url.loc);
    expect(locs).toContain('/pages/privacy');
    expect(locs.filter((loc) => loc === '/about')).toHaveLength(1);
    expect(locs).not.toContain('/pages/about');
  });
});
