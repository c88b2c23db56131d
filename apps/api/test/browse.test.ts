import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJournalFixture, FUTURE, insertArticle, insertArticles } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

interface Item {
  id: number;
  title: string;
  authors: { name: string; orcid: string | null }[];
  issue: { id: number; volumeId: number; volume: number; number: number; year: number } | null;
}

const ORCID = '0000-0002-1694-233X';

// A keyword's and an author's articles within one journal, as the keyword and author pages list
// them (linked from every article page).
describe('GET /api/journals/:slug/keywords/:keyword and …/authors/:name', () => {
  let testApp: TestApp;
  const ids: Record<string, number> = {};
  let issue: { id: number; volumeId: number };

  const get = (path: string) => testApp.app.inject({ method: 'GET', url: `/api/${path}` });
  const listed = async (path: string) =>
    ((await get(path)).json().data as Item[]).map((item) => item.id);

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.context.db;
    const fixture = await createJournalFixture(db, { slug: 'jce' });
    const other = await createJournalFixture(db, { slug: 'other' });
    const journalId = fixture.journal.id;
    issue = fixture.issues.currentIssue;
    ids.newest = (
      await insertArticle(db, {
        journalId,
        issueId: issue.id,
        title: 'Canopy gaps',
        keywords: ['Climate change', 'forests'],
        authors: [
          { name: 'Carl Linné', orcid: ORCID, affiliation: 'Uppsala' },
          { name: 'Ada Roe' },
        ],
        publishedAt: new Date('2025-05-01T00:00:00Z'),
      })
    ).id;
    ids.older = (
      await insertArticle(db, {
        journalId,
        title: 'Peat and climate',
        keywords: ['climate change'],
        authors: [{ name: 'carl linné' }],
        publishedAt: new Date('2023-05-01T00:00:00Z'),
      })
    ).id;
    // Holds the words, but not the keyword or the author: the prefilter must not be enough.
    ids.wordsOnly = (
      await insertArticle(db, {
        journalId,
        title: 'Climate change and Carl Linné',
        keywords: ['climate'],
        authors: [{ name: 'Carl Linnés' }],
        publishedAt: new Date('2024-05-01T00:00:00Z'),
      })
    ).id;
    ids.scheduled = (
      await insertArticle(db, {
        journalId,
        title: 'Later',
        keywords: ['climate change'],
        authors: [{ name: 'Carl Linné' }],
        publishedAt: FUTURE,
      })
    ).id;
    ids.inDraftIssue = (
      await insertArticle(db, {
        journalId,
        issueId: fixture.issues.draftIssue.id,
        title: 'Unpublished issue',
        keywords: ['climate change'],
        authors: [{ name: 'Carl Linné' }],
      })
    ).id;
    ids.otherJournal = (
      await insertArticle(db, {
        journalId: other.journal.id,
        title: 'Elsewhere',
        keywords: ['climate change'],
        authors: [{ name: 'Carl Linné' }],
      })
    ).id;
    ids.stopWords = (
      await insertArticle(db, {
        journalId,
        title: 'A keyword of stop words only',
        keywords: ['The'],
        authors: [{ name: '—' }],
      })
    ).id;
    await insertArticles(db, 23, () => ({
      journalId,
      title: 'Many',
      keywords: ['paging'],
      authors: [{ name: 'Pat Page' }],
    }));
  });
  afterAll(() => testApp.close());

  describe('a keyword', () => {
    it('lists the journal’s published articles with it, newest first, ignoring case', async () => {
      for (const keyword of ['climate%20change', 'CLIMATE%20CHANGE']) {
        const response = await get(`journals/jce/keywords/${keyword}`);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body.data.map((item: Item) => item.id)).toEqual([ids.newest, ids.older]);
        expect(body.keyword).toBe('Climate change');
        expect(body.meta).toEqual({ page: 1, perPage: 10, total: 2, lastPage: 1 });
      }
    });

    it('gives each article its byline and issue', async () => {
      const [first] = (await get('journals/jce/keywords/forests')).json().data as Item[];
      expect(first?.authors[0]).toEqual({
        name: 'Carl Linné',
        orcid: ORCID,
        affiliation: 'Uppsala',
      });
      expect(first?.issue).toMatchObject({ id: issue.id, volumeId: issue.volumeId });
    });

    it('matches the keyword whole, and one made of stop words', async () => {
      expect(await listed('journals/jce/keywords/climate')).toEqual([ids.wordsOnly]);
      expect(await listed('journals/jce/keywords/the')).toEqual([ids.stopWords]);
    });

    it('pages, and keeps the total past the end', async () => {
      const third = (await get('journals/jce/keywords/paging?page=3')).json();
      expect(third.data).toHaveLength(3);
      expect(third.meta).toEqual({ page: 3, perPage: 10, total: 23, lastPage: 3 });
      const past = await get('journals/jce/keywords/paging?page=9');
      expect(past.statusCode).toBe(200);
      expect(past.json()).toEqual({
        data: [],
        meta: { page: 9, perPage: 10, total: 23, lastPage: 3 },
        keyword: 'paging',
      });
    });

    it('runs one query for a page', async () => {
      const response = await get('journals/jce/keywords/paging');
      expect(response.headers['x-query-count']).toBe('1');
    });

    it('answers 404 for a keyword no published article has, or an unknown journal', async () => {
      const none = await get('journals/jce/keywords/glaciology');
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(
        'No published article of this journal has the keyword “glaciology”.',
      );
      const unknown = await get('journals/nope/keywords/paging');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('The journal was not found.');
      expect((await get('journals/other/keywords/paging')).statusCode).toBe(404);
    });
  });

  describe('an author', () => {
    it('lists the journal’s published articles with the name in the byline, ignoring case', async () => {
      const body = (await get(`journals/jce/authors/${encodeURIComponent('CARL LINNÉ')}`)).json();
      expect(body.data.map((item: Item) => item.id)).toEqual([ids.newest, ids.older]);
      expect(body.author).toEqual({ name: 'Carl Linné', orcid: ORCID, affiliation: 'Uppsala' });
      expect(body.meta.total).toBe(2);
    });

    it('matches the name whole', async () => {
      expect(await listed(`journals/jce/authors/${encodeURIComponent('Carl Linnés')}`)).toEqual([
        ids.wordsOnly,
      ]);
      expect(await listed(`journals/jce/authors/${encodeURIComponent('—')}`)).toEqual([
        ids.stopWords,
      ]);
    });

    it('answers 404 for a name on no published article of the journal', async () => {
      const response = await get('journals/jce/authors/Nobody');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No published article of this journal is by “Nobody”.');
    });

    it('answers 400 for names no one can have (control characters, too long)', async () => {
      expect((await get('journals/jce/authors/a%00b')).statusCode).toBe(400);
      expect((await get(`journals/jce/authors/${'a'.repeat(201)}`)).statusCode).toBe(400);
    });
  });
});
