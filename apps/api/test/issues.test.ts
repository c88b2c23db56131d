import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createJournalFixture,
  insertArticles,
  insertIssue,
  insertJournal,
  insertSection,
  insertVolume,
  type JournalFixture,
} from './fixtures';
import { createTestApp, type TestApp } from './test-app';

describe('volume and issue endpoints', () => {
  let testApp: TestApp;
  let fixture: JournalFixture;
  let other: JournalFixture;

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });
  const queries = (response: { headers: Record<string, unknown> }) =>
    Number(response.headers['x-query-count']);

  beforeAll(async () => {
    testApp = await createTestApp();
    fixture = await createJournalFixture(testApp.context.db, { slug: 'quiet-math' });
    other = await createJournalFixture(testApp.context.db, { slug: 'loud-physics' });
    await insertJournal(testApp.context.db, { slug: 'no-issues' });
  });
  afterAll(() => testApp.close());

  describe('GET /api/journals/:slug/volumes', () => {
    it('lists volumes with published issues, newest first, with issue counts', async () => {
      const response = await get('/api/journals/quiet-math/volumes');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [
          { id: fixture.volumes.volume2.id, number: 2, year: 2024, title: null, issueCount: 1 },
          { id: fixture.volumes.volume1.id, number: 1, year: 2023, title: null, issueCount: 2 },
        ],
      });
      expect(queries(response)).toBeLessThanOrEqual(3);
    });

    it('answers an empty list for a journal without volumes', async () => {
      expect((await get('/api/journals/no-issues/volumes')).json()).toEqual({ data: [] });
    });

    it('answers 404 for an unknown journal', async () => {
      const response = await get('/api/journals/nope/volumes');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The journal was not found.' });
    });
  });

  describe('GET /api/journals/:slug/volumes/:volumeId/issues', () => {
    it('answers the volume and its published issues in number order', async () => {
      const response = await get(
        `/api/journals/quiet-math/volumes/${fixture.volumes.volume1.id}/issues`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.volume).toEqual({
        id: fixture.volumes.volume1.id,
        number: 1,
        year: 2023,
        title: null,
        issueCount: 2,
      });
      expect(body.data.map((issue: { id: number }) => issue.id)).toEqual([
        fixture.issues.oldIssue.id,
        fixture.issues.secondOldIssue.id,
      ]);
      expect(body.data[0]).toMatchObject({
        volume: 1,
        number: 1,
        title: 'Beginnings',
        articleCount: 1,
      });
      expect(queries(response)).toBeLessThanOrEqual(3);
    });

    it('leaves out scheduled issues', async () => {
      const body = (
        await get(`/api/journals/quiet-math/volumes/${fixture.volumes.volume2.id}/issues`)
      ).json();
      expect(body.data.map((issue: { id: number }) => issue.id)).toEqual([
        fixture.issues.currentIssue.id,
      ]);
    });

    it('answers 404 for a volume of another journal', async () => {
      const response = await get(
        `/api/journals/quiet-math/volumes/${other.volumes.volume1.id}/issues`,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The volume was not found.' });
    });

    it('answers 404 for a volume with nothing published', async () => {
      const response = await get(
        `/api/journals/quiet-math/volumes/${fixture.volumes.draftVolume.id}/issues`,
      );
      expect(response.statusCode).toBe(404);
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999'])(
      'answers 400 for the volume id %s',
      async (id) => {
        const response = await get(`/api/journals/quiet-math/volumes/${id}/issues`);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.volumeId).toEqual([expect.any(String)]);
      },
    );
  });

  describe('GET /api/journals/:slug/issues/:issueId', () => {
    it('answers the issue with its table of contents grouped by section in order', async () => {
      const response = await get(
        `/api/journals/quiet-math/issues/${fixture.issues.currentIssue.id}`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        id: fixture.issues.currentIssue.id,
        volume: 2,
        number: 1,
        title: 'Silence and Structure',
        description: '<p>A themed issue.</p>',
        isCurrent: true,
        articleCount: 4,
      });
      const outline = body.sections.map(
        (section: { id: number | null; title: string; articles: { title: string }[] }) => [
          section.id,
          section.title,
          section.articles.map((article) => article.title),
        ],
      );
      expect(outline).toEqual([
        [
          fixture.sections.research.id,
          'Research Articles',
          ['First research article', 'Second research article'],
        ],
        [fixture.sections.reviews.id, 'Reviews', ['A review']],
        [null, 'Articles', ['Editorial note']],
      ]);
    });

    it('describes each article line of the contents with only what the line shows', async () => {
      const body = (
        await get(`/api/journals/quiet-math/issues/${fixture.issues.currentIssue.id}`)
      ).json();
      expect(body.sections[0].articles[0]).toEqual({
        id: fixture.articles.firstResearch.id,
        slug: fixture.articles.firstResearch.slug,
        title: 'First research article',
        authors: [{ name: 'Ada Lovelace' }, { name: 'Charles Babbage' }],
        pages: '1-10',
        doi: '10.5555/jqm.2024.1',
        pdfUrl: `${testApp.context.config.backendUrl}/galleys/first.pdf`,
        pdfDownloadUrl: `${testApp.context.config.backendUrl}/api/articles/${fixture.articles.firstResearch.id}/download`,
        publishedAt: '2024-03-15T09:00:00.000Z',
        // Never corrected, no notice: its last change is its publication.
        updatedAt: '2024-03-15T09:00:00.000Z',
        retracted: false,
      });
      expect(body.sections[0].articles[1].pdfUrl).toBeNull();
    });

    it('never shows author emails', async () => {
      const response = await get(
        `/api/journals/quiet-math/issues/${fixture.issues.currentIssue.id}`,
      );
      expect(response.body).not.toContain('ada@private.test');
    });

    it('leaves out draft and scheduled articles', async () => {
      const response = await get(
        `/api/journals/quiet-math/issues/${fixture.issues.currentIssue.id}`,
      );
      expect(response.body).not.toContain('Draft article');
      expect(response.body).not.toContain('Scheduled article');
    });

    it.each([
      ['a scheduled issue', () => fixture.issues.scheduledIssue.id],
      ['a draft issue', () => fixture.issues.draftIssue.id],
      ['an issue of another journal', () => other.issues.currentIssue.id],
      ['an unknown issue', () => 999_999],
    ])('answers 404 for %s', async (_name, id) => {
      const response = await get(`/api/journals/quiet-math/issues/${id()}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The issue was not found.' });
    });

    it('answers 400 for a non-numeric issue id', async () => {
      const response = await get('/api/journals/quiet-math/issues/abc');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.issueId).toEqual([expect.any(String)]);
    });

    it('runs at most 3 queries', async () => {
      const response = await get(
        `/api/journals/quiet-math/issues/${fixture.issues.currentIssue.id}`,
      );
      expect(queries(response)).toBeLessThanOrEqual(3);
    });
  });

  describe('a table of contents with 60 articles in 3 sections', () => {
    let slug: string;
    let issueId: number;

    beforeAll(async () => {
      const db = testApp.context.db;
      const journal = await insertJournal(db);
      slug = journal.slug;
      const journalId = journal.id;
      const sectionIds = [
        (await insertSection(db, { journalId, title: 'C', position: 3 })).id,
        (await insertSection(db, { journalId, title: 'A', position: 1 })).id,
        (await insertSection(db, { journalId, title: 'B', position: 2 })).id,
      ];
      const volume = await insertVolume(db, { journalId, number: 1 });
      issueId = (await insertIssue(db, { journalId, volumeId: volume.id, number: 1 })).id;
      await insertArticles(db, 60, (index) => ({
        journalId,
        issueId,
        sectionId: sectionIds[index % 3],
        // Positions inserted in reverse, so order must come from the query.
        position: 60 - index,
        authors: [{ name: `Author ${index}` }, { name: `Co-author ${index}` }],
      }));
    });

    it('answers every article with at most 3 queries (no N+1)', async () => {
      const response = await get(`/api/journals/${slug}/issues/${issueId}`);
      expect(response.statusCode).toBe(200);
      const sections = response.json().sections as { title: string; articles: unknown[] }[];
      expect(sections.map((section) => [section.title, section.articles.length])).toEqual([
        ['A', 20],
        ['B', 20],
        ['C', 20],
      ]);
      expect(queries(response)).toBeLessThanOrEqual(3);
    });

    it('orders each section’s articles by position', async () => {
      const body = (await get(`/api/journals/${slug}/issues/${issueId}`)).json();
      const authors = body.sections[0].articles.map(
        (article: { authors: { name: string }[] }) => article.authors[0]?.name,
      );
      // Section A holds indexes 1, 4, …, 58; position 60 - index, so the highest index comes first.
      expect(authors.slice(0, 3)).toEqual(['Author 58', 'Author 55', 'Author 52']);
    });
  });

  describe('GET /api/journals/:slug/current-issue', () => {
    it('answers the issue flagged current with its contents', async () => {
      const response = await get('/api/journals/quiet-math/current-issue');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: fixture.issues.currentIssue.id,
        isCurrent: true,
      });
      expect(response.json().sections).toHaveLength(3);
      expect(queries(response)).toBeLessThanOrEqual(3);
    });

    it('falls back to the newest published issue when none is flagged', async () => {
      const db = testApp.context.db;
      const journal = await insertJournal(db);
      const volume = await insertVolume(db, { journalId: journal.id, number: 1 });
      await insertIssue(db, {
        journalId: journal.id,
        volumeId: volume.id,
        number: 1,
        publishedAt: new Date('2020-01-01'),
      });
      const newest = await insertIssue(db, {
        journalId: journal.id,
        volumeId: volume.id,
        number: 2,
        publishedAt: new Date('2021-01-01'),
      });
      const response = await get(`/api/journals/${journal.slug}/current-issue`);
      expect(response.json()).toMatchObject({ id: newest.id, isCurrent: false, sections: [] });
    });

    it('answers 404 with a clear message for a journal without published issues', async () => {
      const response = await get('/api/journals/no-issues/current-issue');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'This journal has not published an issue yet.' });
      expect(queries(response)).toBeLessThanOrEqual(3);
    });

    it('answers 404 for an unknown journal', async () => {
      const response = await get('/api/journals/nope/current-issue');
      expect(response.json()).toEqual({ message: 'The journal was not found.' });
    });
  });

  describe('GET /api/journals/:slug/archive', () => {
    it('lists published issues newest first with volume, year, cover and article count', async () => {
      const response = await get('/api/journals/quiet-math/archive');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.meta).toEqual({ page: 1, perPage: 10, total: 3, lastPage: 1 });
      expect(body.data.map((issue: { id: number }) => issue.id)).toEqual([
        fixture.issues.currentIssue.id,
        fixture.issues.secondOldIssue.id,
        fixture.issues.oldIssue.id,
      ]);
      expect(body.data[0]).toMatchObject({
        volume: 2,
        year: 2024,
        coverUrl: `${testApp.context.config.backendUrl}/covers/v2n1.png`,
        coverAlt: '',
        articleCount: 4,
      });
      expect(queries(response)).toBeLessThanOrEqual(3);
    });

    it('pages the archive', async () => {
      const body = (await get('/api/journals/quiet-math/archive?page=2&perPage=2')).json();
      expect(body.data.map((issue: { id: number }) => issue.id)).toEqual([
        fixture.issues.oldIssue.id,
      ]);
      expect(body.meta).toEqual({ page: 2, perPage: 2, total: 3, lastPage: 2 });
    });

    it('keeps the total on a page past the end', async () => {
      const response = await get('/api/journals/quiet-math/archive?page=5');
      expect(response.json()).toEqual({
        data: [],
        meta: { page: 5, perPage: 10, total: 3, lastPage: 1 },
      });
      expect(queries(response)).toBeLessThanOrEqual(3);
    });

    it('answers an empty archive for a journal without issues', async () => {
      const body = (await get('/api/journals/no-issues/archive')).json();
      expect(body).toEqual({ data: [], meta: { page: 1, perPage: 10, total: 0, lastPage: 1 } });
    });

    it('answers 404 for an unknown journal', async () => {
      expect((await get('/api/journals/nope/archive')).statusCode).toBe(404);
    });

    it.each(['page=0', 'perPage=1000', 'page=abc'])(
      'refuses %s with 400 and field errors',
      async (query) => {
        const response = await get(`/api/journals/quiet-math/archive?${query}`);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().errors)).toEqual([query.split('=')[0]]);
      },
    );
  });

  describe('GET /api/issues/latest', () => {
    it('lists the newest published issues of every journal together, each with its journal', async () => {
      const response = await get('/api/issues/latest?limit=20');
      expect(response.statusCode).toBe(200);
      const issues: { id: number; publishedAt: string; journal: { slug: string } }[] =
        response.json().data;
      const times = issues.map((issue) => Date.parse(issue.publishedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(times.every((time) => time <= Date.now())).toBe(true);
      // Both journals' issues, in one list.
      const slugs = new Set(issues.map((issue) => issue.journal.slug));
      expect(slugs).toContain('quiet-math');
      expect(slugs).toContain('loud-physics');
      const current = issues.find((issue) => issue.id === fixture.issues.currentIssue.id);
      expect(current).toMatchObject({
        volume: 2,
        year: 2024,
        articleCount: 4,
        journal: { slug: 'quiet-math', title: expect.any(String), brandColor: expect.any(String) },
      });
      expect(queries(response)).toBeLessThanOrEqual(2);
    });

    it('never lists a scheduled or draft issue, and gives the limit asked (4 by default)', async () => {
      const ids = (await get('/api/issues/latest?limit=20'))
        .json()
        .data.map((issue: { id: number }) => issue.id);
      for (const hidden of [fixture.issues.scheduledIssue, fixture.issues.draftIssue]) {
        expect(ids).not.toContain(hidden.id);
      }
      expect((await get('/api/issues/latest')).json().data).toHaveLength(4);
      expect((await get('/api/issues/latest?limit=2')).json().data).toHaveLength(2);
    });

    it.each(['limit=0', 'limit=21', 'limit=abc', 'limit=1.5'])(
      'refuses %s with 400 and a message about limit',
      async (query) => {
        const response = await get(`/api/issues/latest?${query}`);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().errors)).toEqual(['limit']);
      },
    );
  });
});
