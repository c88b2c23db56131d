import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createJournalFixture,
  FUTURE,
  insertJournal,
  insertNews,
  type JournalFixture,
} from './fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('news endpoints', () => {
  let testApp: TestApp;
  let fixture: JournalFixture;
  let other: JournalFixture;
  let siteNews: Awaited<ReturnType<typeof insertNews>>;

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });
  const slugsOf = (body: { data: { slug: string }[] }) => body.data.map((item) => item.slug);

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.context.db;
    fixture = await createJournalFixture(db, { slug: 'quiet-math' });
    other = await createJournalFixture(db, { slug: 'loud-physics' });
    await insertJournal(db, { slug: 'quiet-journal' });
    siteNews = await insertNews(db, {
      slug: 'site-launch',
      title: 'Site launch',
      summary: 'We are live.',
      body: '<p>Welcome <script>alert(1)</script></p>',
      coverPath: 'news/launch.png',
      publishedAt: new Date('2024-06-01T00:00:00.000Z'),
    });
    await insertNews(db, { slug: 'site-future', publishedAt: FUTURE });
  });
  afterAll(() => testApp.close());

  describe('GET /api/news', () => {
    it('lists site-wide and every journal’s published news, newest first', async () => {
      const response = await get('/api/news');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(slugsOf(body)).toEqual([
        siteNews.slug,
        other.news.journalNews.slug,
        fixture.news.journalNews.slug,
      ]);
      expect(body.meta).toEqual({ page: 1, perPage: 10, total: 3, lastPage: 1 });
      expect(Number(response.headers['x-query-count'])).toBeLessThanOrEqual(3);
    });

    it('describes each item with its journal (null for site-wide news)', async () => {
      const body = (await get('/api/news')).json();
      expect(body.data[0]).toEqual({
        id: siteNews.id,
        slug: 'site-launch',
        title: 'Site launch',
        summary: 'We are live.',
        coverUrl: `${testApp.context.config.backendUrl}/news/launch.png`,
        publishedAt: '2024-06-01T00:00:00.000Z',
        featured: false,
        journal: null,
      });
      expect(body.data[2].journal).toEqual({
        slug: 'quiet-math',
        title: 'Journal of Quiet Mathematics',
        brandColor: '#0f766e',
      });
    });

    it('lists only one journal’s news when filtered', async () => {
      const body = (await get('/api/news?journal=quiet-math')).json();
      expect(slugsOf(body)).toEqual([fixture.news.journalNews.slug]);
      expect(body.meta.total).toBe(1);
    });

    it('answers an empty list for a journal without news', async () => {
      const response = await get('/api/news?journal=quiet-journal');
      expect(response.json()).toEqual({
        data: [],
        meta: { page: 1, perPage: 10, total: 0, lastPage: 1 },
      });
      expect(Number(response.headers['x-query-count'])).toBeLessThanOrEqual(3);
    });

    it('answers 404 when filtering by an unknown journal', async () => {
      const response = await get('/api/news?journal=nope');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The journal was not found.' });
    });

    it('pages and keeps the total past the end', async () => {
      expect((await get('/api/news?perPage=2&page=2')).json().meta).toEqual({
        page: 2,
        perPage: 2,
        total: 3,
        lastPage: 2,
      });
      expect((await get('/api/news?page=4')).json()).toEqual({
        data: [],
        meta: { page: 4, perPage: 10, total: 3, lastPage: 1 },
      });
    });

    it.each(['page=0', 'perPage=1000', 'page=abc'])(
      'refuses %s with 400 and field errors',
      async (query) => {
        const response = await get(`/api/news?${query}`);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().errors)).toEqual([query.split('=')[0]]);
      },
    );
  });

  describe('GET /api/news/:slug', () => {
    it('answers the item with its body as stored', async () => {
      const response = await get('/api/news/site-launch');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        slug: 'site-launch',
        body: '<p>Welcome <script>alert(1)</script></p>',
      });
      expect(Number(response.headers['x-query-count'])).toBeLessThanOrEqual(3);
    });

    it('answers journal news with its journal', async () => {
      const body = (await get(`/api/news/${fixture.news.journalNews.slug}`)).json();
      expect(body.journal).toMatchObject({ slug: 'quiet-math' });
    });

    it('answers 404 for scheduled news', async () => {
      const response = await get(`/api/news/${fixture.news.scheduledNews.slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The news item was not found.' });
    });

    it('answers 404 for an unknown slug', async () => {
      expect((await get('/api/news/nope')).statusCode).toBe(404);
    });
  });
});
