import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateReadCaches } from '../src/content/read-through-cache';
import { settings } from '../src/db/schema';
import {
  createJournalFixture,
  insertArticle,
  insertArticles,
  type JournalFixture,
} from './fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('reads answered with an ETag, revalidated with If-None-Match', () => {
  let testApp: TestApp;
  let fixture: JournalFixture;
  let articleSlug: string;

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    testApp = await createTestApp();
    fixture = await createJournalFixture(testApp.context.db, { slug: 'etag-journal' });
    await testApp.context.db.insert(settings).values({ key: 'site_name', value: 'Quire' });
    const article = await insertArticle(testApp.context.db, {
      journalId: fixture.journal.id,
      issueId: fixture.issues.currentIssue.id,
    });
    articleSlug = article.slug;
  });
  afterAll(() => testApp.close());

  const issueUrl = () => `/api/journals/etag-journal/issues/${fixture.issues.currentIssue.id}`;

  describe.each([
    ['an issue', issueUrl],
    ['the current issue', () => '/api/journals/etag-journal/current-issue'],
    ['a journal', () => '/api/journals/etag-journal'],
    ['the settings', () => '/api/settings'],
    ['the volumes', () => '/api/journals/etag-journal/volumes'],
    ['an article', () => `/api/journals/etag-journal/articles/${articleSlug}`],
  ])('%s', (_name, url) => {
    it('answers 200 with an ETag and asks caches to revalidate', async () => {
      const response = await get(url());
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toContain('application/json');
    });

    it('answers 304 without a body when the caller holds the same ETag', async () => {
      const { etag } = (await get(url())).headers;
      const response = await get(url(), { 'if-none-match': String(etag) });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
    });

    it('answers 200 with the body for another ETag, a weak form of it or a list holding it', async () => {
      const first = await get(url());
      const etag = String(first.headers.etag);
      expect((await get(url(), { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
      expect((await get(url(), { 'if-none-match': '"something-else"' })).body).toBe(first.body);
      expect((await get(url(), { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
      expect((await get(url(), { 'if-none-match': `"a", ${etag}` })).statusCode).toBe(304);
    });
  });

  it('gives a changed table of contents a new ETag once the caches are dropped', async () => {
    const before = await get(issueUrl());
    await insertArticle(testApp.context.db, {
      journalId: fixture.journal.id,
      issueId: fixture.issues.currentIssue.id,
      title: 'A late addition',
    });
    invalidateReadCaches();
    const after = await get(issueUrl(), { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('A late addition');
  });

  it('answers a cached table of contents without querying the database', async () => {
    await get(issueUrl());
    const again = await get(issueUrl());
    expect(Number(again.headers['x-query-count'])).toBe(0);
  });

  it('still answers 404 for an unknown issue, with no ETag', async () => {
    const response = await get('/api/journals/etag-journal/issues/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The issue was not found.' });
    expect(response.headers.etag).toBeUndefined();
  });

  it('keeps a 500-article table of contents lean: names only, no affiliations or types', async () => {
    const issue = fixture.issues.oldIssue;
    await insertArticles(testApp.context.db, 500, (index) => ({
      journalId: fixture.journal.id,
      issueId: issue.id,
      position: 100 + index,
      authors: [{ name: `Author ${index}`, affiliation: 'A long affiliation name' }],
    }));
    invalidateReadCaches();
    const response = await get(`/api/journals/etag-journal/issues/${issue.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('affiliation');
    expect(response.body).not.toContain('"type"');
    const lines = response
      .json()
      .sections.flatMap((section: { articles: unknown[] }) => section.articles);
    expect(lines.length).toBeGreaterThanOrEqual(500);
  });
});
