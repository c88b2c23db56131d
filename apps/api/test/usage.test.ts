import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleUsageDaily } from '../src/db/schema';
import { flushUsage, UsageBuffer, type UsageHit } from '../src/usage/usage-buffer';
import { bearer, createAccount, signIn } from './auth-fixtures';
import { createJournalFixture, insertArticle, type JournalFixture } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('usage counting and metrics', () => {
  let testApp: TestApp;
  let fixture: JournalFixture;

  const beacon = (id: number, headers: Record<string, string> = { 'user-agent': FIREFOX }) =>
    testApp.app.inject({ method: 'POST', url: `/api/articles/${id}/view`, headers });
  const download = (id: number, method: 'GET' | 'HEAD' = 'GET', agent = FIREFOX) =>
    testApp.app.inject({
      method,
      url: `/api/articles/${id}/download`,
      headers: { 'user-agent': agent },
    });
  const stored = async (id: number) => {
    const [row] = await testApp.context.db
      .select({ views: articles.views, downloads: articles.downloads })
      .from(articles)
      .where(eq(articles.id, id));
    return row;
  };
  const fresh = () =>
    insertArticle(testApp.context.db, { journalId: fixture.journal.id, pdfPath: 'galleys/x.pdf' });

  beforeAll(async () => {
    testApp = await createTestApp();
    fixture = await createJournalFixture(testApp.context.db, { slug: 'counted' });
  });
  afterAll(() => testApp.close());

  describe('POST /api/articles/:id/view', () => {
    it('answers 204 and counts the view once written', async () => {
      const article = await fresh();
      const response = await beacon(article.id);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await stored(article.id))?.views).toBe(0);
      await flushUsage();
      expect(await stored(article.id)).toEqual({ views: 1, downloads: 0 });
    });

    it('counts a reader’s repeat within 30 seconds once', async () => {
      const article = await fresh();
      for (let view = 0; view < 5; view += 1) await beacon(article.id);
      await flushUsage();
      await beacon(article.id);
      await flushUsage();
      expect((await stored(article.id))?.views).toBe(1);
    });

    it('counts two readers (another browser, another address) separately', async () => {
      const article = await fresh();
      await beacon(article.id, { 'user-agent': FIREFOX });
      await beacon(article.id, { 'user-agent': SAFARI });
      await testApp.app.inject({
        method: 'POST',
        url: `/api/articles/${article.id}/view`,
        headers: { 'user-agent': FIREFOX },
        remoteAddress: '203.0.113.9',
      });
      await flushUsage();
      expect((await stored(article.id))?.views).toBe(3);
    });

    it('tells signed-in readers apart by their session, not their address', async () => {
      const article = await fresh();
      await createAccount(testApp, { email: 'reader-one@example.test' });
      await createAccount(testApp, { email: 'reader-two@example.test' });
      for (const email of ['reader-one@example.test', 'reader-two@example.test']) {
        const token = await signIn(testApp, email);
        await beacon(article.id, { 'user-agent': FIREFOX, ...bearer(token) });
        await beacon(article.id, { 'user-agent': FIREFOX, ...bearer(token) });
      }
      await flushUsage();
      expect((await stored(article.id))?.views).toBe(2);
    });

    it.each([
      ['Googlebot', { 'user-agent': GOOGLEBOT }],
      ['curl', { 'user-agent': 'curl/8.5.0' }],
      ['a request without a user agent', {}],
    ])('does not count %s', async (_name, headers) => {
      const article = await fresh();
      expect((await beacon(article.id, headers)).statusCode).toBe(204);
      await flushUsage();
      expect((await stored(article.id))?.views).toBe(0);
    });

    it.each([
      ['a draft', () => fixture.articles.draftArticle.id],
      ['a scheduled article', () => fixture.articles.scheduledArticle.id],
      ['an article in a draft issue', () => fixture.articles.articleInDraftIssue.id],
      ['an unknown article', () => 999_999],
    ])('answers 404 for %s and counts nothing', async (_name, id) => {
      const response = await beacon(id());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The article was not found.' });
    });

    it.each(['abc', '0', '-1', '1.5'])('answers 400 for the id %s', async (id) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/articles/${id}/view`,
        headers: { 'user-agent': FIREFOX },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    });
  });

  describe('GET /api/articles/:id/download', () => {
    it('redirects to the PDF, uncacheable, and counts the download', async () => {
      const article = await fresh();
      const response = await download(article.id);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${testApp.context.config.backendUrl}/galleys/x.pdf`);
      expect(response.headers['cache-control']).toBe('no-store');
      await download(article.id);
      await flushUsage();
      expect(await stored(article.id)).toEqual({ views: 0, downloads: 1 });
    });

    it('counts nothing for HEAD or a bot', async () => {
      const article = await fresh();
      expect((await download(article.id, 'HEAD')).statusCode).toBe(302);
      expect((await download(article.id, 'GET', GOOGLEBOT)).statusCode).toBe(302);
      await flushUsage();
      expect((await stored(article.id))?.downloads).toBe(0);
    });

    it('answers 404 for an article without a PDF', async () => {
      const article = await insertArticle(testApp.context.db, { journalId: fixture.journal.id });
      const response = await download(article.id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The article’s PDF was not found.' });
    });

    it('is the address the article and its issue give as pdfDownloadUrl', async () => {
      const { firstResearch } = fixture.articles;
      const answer = await testApp.app.inject({
        method: 'GET',
        url: `/api/journals/counted/articles/${firstResearch.slug}`,
      });
      expect(answer.json().pdfDownloadUrl).toBe(
        `${testApp.context.config.backendUrl}/api/articles/${firstResearch.id}/download`,
      );
    });
  });

  describe('the double-click rule at flush time', () => {
    // Hits with chosen times, straight into a buffer on the same database.
    const hit = (articleId: number, reader: string, seconds: number): UsageHit => ({
      articleId,
      kind: 'view',
      reader,
      at: new Date(Date.UTC(2026, 10, 20, 12, 0, seconds)),
    });

    it('counts a repeat 30 seconds or more after the last counted one, not sooner', async () => {
      const article = await fresh();
      const buffer = new UsageBuffer(testApp.context.db, (error) => {
        throw error;
      });
      for (const seconds of [0, 29, 30, 45, 59, 60]) buffer.record(hit(article.id, 'r1', seconds));
      await buffer.close();
      // Counted at 0, 30 and 60.
      expect((await stored(article.id))?.views).toBe(3);
    });

    it('adds counted views to the day they happened', async () => {
      const article = await fresh();
      const buffer = new UsageBuffer(testApp.context.db, (error) => {
        throw error;
      });
      buffer.record(hit(article.id, 'a', 0));
      buffer.record(hit(article.id, 'b', 0));
      await buffer.close();
      const days = await testApp.context.db
        .select()
        .from(articleUsageDaily)
        .where(eq(articleUsageDaily.articleId, article.id));
      expect(days).toEqual([{ articleId: article.id, day: '2026-11-20', views: 2, downloads: 0 }]);
    });
  });

  describe('GET /api/journals/:slug/most-read', () => {
    it('lists the month’s most viewed articles, most first, names only', async () => {
      const { db } = testApp.context;
      const journal = await createJournalFixture(db, { slug: 'popular' });
      const { review, firstResearch, secondResearch } = journal.articles;
      const today = new Date().toISOString().slice(0, 10);
      const longAgo = '2020-01-01';
      await db.insert(articleUsageDaily).values([
        { articleId: review.id, day: today, views: 3 },
        { articleId: firstResearch.id, day: today, views: 9 },
        { articleId: secondResearch.id, day: longAgo, views: 100 },
        { articleId: journal.articles.draftArticle.id, day: today, views: 50 },
      ]);
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/journals/popular/most-read?limit=5',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        {
          id: firstResearch.id,
          slug: firstResearch.slug,
          title: firstResearch.title,
          authors: [{ name: 'Ada Lovelace' }, { name: 'Charles Babbage' }],
          views: 9,
          publishedAt: expect.any(String),
        },
        expect.objectContaining({ id: review.id, views: 3 }),
      ]);
      expect(response.headers.etag).toEqual(expect.any(String));
    });

    it('answers an empty list for a journal nobody read', async () => {
      await createJournalFixture(testApp.context.db, { slug: 'unread' });
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/journals/unread/most-read',
      });
      expect(response.json()).toEqual({ data: [] });
    });

    it('answers 404 for an unknown journal', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/journals/nope/most-read',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The journal was not found.' });
    });

    it.each(['0', '21', 'many'])('answers 400 for limit=%s', async (limit) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/journals/counted/most-read?limit=${limit}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The query is invalid.',
        errors: { limit: ['limit must be a whole number from 1 to 20.'] },
      });
    });
  });

  describe('GET /api/user/articles/:id/metrics', () => {
    it('gives the author 12 months of views and downloads, zeros included, and totals', async () => {
      const { db } = testApp.context;
      const authorId = await createAccount(testApp, { email: 'metrics-author@example.test' });
      const article = await insertArticle(db, {
        journalId: fixture.journal.id,
        submittedBy: authorId,
        views: 40,
        downloads: 7,
      });
      const now = new Date();
      const thisMonth = now.toISOString().slice(0, 7);
      await db.insert(articleUsageDaily).values([
        { articleId: article.id, day: `${thisMonth}-01`, views: 4, downloads: 1 },
        { articleId: article.id, day: now.toISOString().slice(0, 10), views: 2, downloads: 0 },
        { articleId: article.id, day: '2001-01-01', views: 30, downloads: 6 },
      ]);
      const token = await signIn(testApp, 'metrics-author@example.test');
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/user/articles/${article.id}/metrics`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.data).toHaveLength(12);
      expect(body.data.at(-1)).toEqual({
        month: thisMonth,
        views: 6,
        downloads: 1,
      });
      expect(body.data.slice(0, -1).every((month: { views: number }) => month.views === 0)).toBe(
        true,
      );
      expect(body.totals).toEqual({ views: 40, downloads: 7 });
    });

    it('answers 404 for another author’s article and 401 when signed out', async () => {
      await createAccount(testApp, { email: 'nosy@example.test' });
      const token = await signIn(testApp, 'nosy@example.test');
      const url = `/api/user/articles/${fixture.articles.review.id}/metrics`;
      const nosy = await testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(nosy.statusCode).toBe(404);
      expect(nosy.json()).toEqual({ message: 'The article was not found.' });
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    });
  });
});
