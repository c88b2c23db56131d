import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createJournalFixture,
  FUTURE,
  insertArticle,
  insertArticles,
  type JournalFixture,
} from './fixtures';
import { createTestApp, type TestApp } from './test-app';

interface Hit {
  id: number;
  title: string;
  titleHighlight: string;
  snippet: string;
  rank: number;
  type: string;
  journal: { slug: string };
}

describe('GET /api/search', () => {
  let testApp: TestApp;
  let fixture: JournalFixture;
  let other: JournalFixture;
  const ids: Record<string, number> = {};

  const search = (query: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/search?${query}` });
  const hits = async (query: string): Promise<Hit[]> => (await search(query)).json().data;

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.context.db;
    fixture = await createJournalFixture(db, { slug: 'quiet-math' });
    other = await createJournalFixture(db, { slug: 'loud-physics' });
    const journalId = fixture.journal.id;
    ids.titleMatch = (
      await insertArticle(db, {
        journalId,
        title: 'Glaciers of the northern hemisphere',
        abstract: '<p>Ice sheets retreat.</p>',
        publishedAt: new Date('2022-05-01T00:00:00Z'),
      })
    ).id;
    ids.abstractMatch = (
      await insertArticle(db, {
        journalId,
        title: 'Ocean currents',
        abstract: '<p>Meltwater from <b>glaciers</b> changes salinity &amp; temperature.</p>',
        publishedAt: new Date('2023-05-01T00:00:00Z'),
      })
    ).id;
    ids.keywordMatch = (
      await insertArticle(db, {
        journalId,
        title: 'Mountain hydrology',
        keywords: ['glacier'],
        type: 'review-article',
        publishedAt: new Date('2023-07-01T00:00:00Z'),
      })
    ).id;
    ids.otherJournal = (
      await insertArticle(db, {
        journalId: other.journal.id,
        title: 'Glacier dynamics in a warming world',
        publishedAt: new Date('2023-01-10T00:00:00Z'),
      })
    ).id;
    ids.hostile = (
      await insertArticle(db, {
        journalId,
        title: 'Volcanic <script>alert("title")</script> ash',
        abstract:
          '<p>Volcanic ash &lt;b&gt; layers</p><script>alert("volcanic")</script><img src=x onerror=alert(1)> volcanic \u0001vents\u0002 <mark>volcanic</mark>',
      })
    ).id;
    ids.draft = (
      await insertArticle(db, { journalId, title: 'Glacier draft', publishedAt: null })
    ).id;
    ids.scheduled = (
      await insertArticle(db, { journalId, title: 'Glacier scheduled', publishedAt: FUTURE })
    ).id;
    ids.inDraftIssue = (
      await insertArticle(db, {
        journalId,
        issueId: fixture.issues.draftIssue.id,
        title: 'Glacier in draft issue',
      })
    ).id;
    await insertArticles(db, 25, () => ({
      journalId,
      title: 'Tundra survey',
      abstract: '<p>Permafrost.</p>',
    }));
  });
  afterAll(() => testApp.close());

  describe('matching and ranking', () => {
    it('finds published articles by stem, across title, keywords and abstract', async () => {
      const found = (await hits('q=glacier')).map((hit) => hit.id);
      expect(found.sort()).toEqual(
        [ids.titleMatch, ids.abstractMatch, ids.keywordMatch, ids.otherJournal].sort(),
      );
    });

    it('ranks a title match above a keyword match above an abstract-only match', async () => {
      const found = (await hits('q=glaciers&journal=quiet-math')).map((hit) => hit.id);
      expect(found).toEqual([ids.titleMatch, ids.keywordMatch, ids.abstractMatch]);
    });

    it('reports ranks in decreasing order', async () => {
      const ranks = (await hits('q=glacier')).map((hit) => hit.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
      expect(ranks.every((rank) => rank > 0)).toBe(true);
    });

    it('never finds drafts, scheduled articles or articles in unpublished issues', async () => {
      const found = (await hits('q=glacier&perPage=100')).map((hit) => hit.id);
      expect(found).not.toContain(ids.draft);
      expect(found).not.toContain(ids.scheduled);
      expect(found).not.toContain(ids.inDraftIssue);
    });

    it('supports web-search syntax: phrases and exclusions', async () => {
      expect((await hits('q="ocean currents"')).map((hit) => hit.id)).toEqual([ids.abstractMatch]);
      const excluded = (await hits('q=glacier -ocean')).map((hit) => hit.id);
      expect(excluded).not.toContain(ids.abstractMatch);
      expect(excluded).toContain(ids.titleMatch);
    });

    it('answers an empty list for words that match nothing or only stop words', async () => {
      for (const q of ['zyzzyvaquux', 'the', '!!!', '""', '-']) {
        const response = await search(`q=${encodeURIComponent(q)}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          data: [],
          meta: { page: 1, perPage: 10, total: 0, lastPage: 1, totalIsCapped: false },
        });
      }
    });
  });

  describe('highlighting', () => {
    it('marks matches in the title', async () => {
      const [hit] = await hits('q=glaciers&journal=quiet-math');
      expect(hit?.titleHighlight).toBe('<mark>Glaciers</mark> of the northern hemisphere');
    });

    it('marks matches in a tag-free, escaped abstract snippet', async () => {
      const hit = (await hits('q=glaciers')).find((found) => found.id === ids.abstractMatch);
      expect(hit?.snippet).toBe(
        'Meltwater from <mark>glaciers</mark> changes salinity &amp; temperature',
      );
    });

    it('keeps every tag but <mark> out of snippets and title highlights', async () => {
      const [hit] = await hits('q=volcanic');
      expect(hit?.id).toBe(ids.hostile);
      for (const html of [hit?.snippet ?? '', hit?.titleHighlight ?? '']) {
        expect(html).not.toMatch(/<(?!\/?mark>)/);
        expect(html).not.toContain('<script');
        expect(html).toContain('<mark>');
      }
      expect(hit?.snippet).toContain('&lt;b&gt;');
    });

    it('returns the stored title unchanged beside its highlight', async () => {
      const [hit] = await hits('q=volcanic');
      expect(hit?.title).toBe('Volcanic <script>alert("title")</script> ash');
    });
  });

  describe('filters', () => {
    it('filters by journal slug', async () => {
      const found = await hits('q=glacier&journal=loud-physics');
      expect(found.map((hit) => hit.id)).toEqual([ids.otherJournal]);
    });

    it('filters by type', async () => {
      const found = await hits('q=glacier&type=review-article');
      expect(found.map((hit) => hit.id)).toEqual([ids.keywordMatch]);
    });

    it('filters by publication year', async () => {
      expect((await hits('q=glacier&year=2022')).map((hit) => hit.id)).toEqual([ids.titleMatch]);
      expect(
        (await hits('q=glacier&year=2023&journal=quiet-math')).map((hit) => hit.id).sort(),
      ).toEqual([ids.abstractMatch, ids.keywordMatch].sort());
    });

    it('answers nothing for an unknown journal or type', async () => {
      expect(await hits('q=glacier&journal=nope')).toEqual([]);
      expect(await hits('q=glacier&type=nope')).toEqual([]);
    });
  });

  describe('paging', () => {
    it('pages results with the total', async () => {
      const first = (await search('q=tundra&perPage=10')).json();
      const third = (await search('q=tundra&perPage=10&page=3')).json();
      expect(first.meta).toEqual({
        page: 1,
        perPage: 10,
        total: 25,
        lastPage: 3,
        totalIsCapped: false,
      });
      expect(third.data).toHaveLength(5);
      const all = [
        ...first.data,
        ...(await search('q=tundra&perPage=10&page=2')).json().data,
        ...third.data,
      ];
      expect(new Set(all.map((hit: Hit) => hit.id)).size).toBe(25);
    });

    it('keeps the total on a page past the end', async () => {
      const response = await search('q=tundra&page=7');
      expect(response.json()).toEqual({
        data: [],
        meta: { page: 7, perPage: 10, total: 25, lastPage: 3, totalIsCapped: false },
      });
      expect(Number(response.headers['x-query-count'])).toBeLessThanOrEqual(3);
    });

    it('runs one query for a page of results', async () => {
      const response = await search('q=tundra&perPage=100');
      expect(response.json().data).toHaveLength(25);
      expect(response.headers['x-query-count']).toBe('1');
    });
  });

  describe('bad input', () => {
    it.each(['', 'q=', 'q=%20%20'])('answers 400 for an empty search (%s)', async (query) => {
      const response = await search(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.q).toEqual(['Enter words to search for.']);
    });

    it.each([
      ['q', `q=${'a'.repeat(201)}`],
      ['year', 'q=x&year=abc'],
      ['year', 'q=x&year=20'],
      ['page', 'q=x&page=0'],
      ['perPage', 'q=x&perPage=1000'],
      ['q', 'q=a%00b'],
    ])('answers 400 with a field error for %s (%s)', async (field, query) => {
      const response = await search(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toEqual([expect.any(String)]);
    });
  });
});
