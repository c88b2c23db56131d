import { SEARCH_RESULT_CAP } from '@quire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWEST_WINDOW } from '../src/content/search-query';
import { createJournalFixture, insertArticle, insertArticles } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

interface Hit {
  id: number;
  rank: number;
}

// Search ranks a bounded set of candidates: these tests fill the database past the cap and past
// the window of newest articles that title matches are first looked for in.
describe('GET /api/search beyond the result cap', () => {
  let testApp: TestApp;
  const ids: Record<string, number> = {};
  const abstractOnly = NEWEST_WINDOW + 50;

  const search = (query: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/search?${query}` });
  const hits = async (query: string): Promise<Hit[]> => (await search(query)).json().data;

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.context.db;
    const journalId = (await createJournalFixture(db, { slug: 'earth-records' })).journal.id;
    // Old title matches, stored after (so found after) thousands of newer abstract-only matches:
    // only the title-match candidates can bring them to the top.
    await insertArticles(db, abstractOnly, (index) => ({
      journalId,
      title: 'Field notes',
      abstract: `<p>Sediment cores${index < SEARCH_RESULT_CAP ? ' with loess' : ''}.</p>`,
      publishedAt: new Date(Date.UTC(2023, 0, 1) + index * 60_000),
    }));
    for (const [name, year] of [
      ['oldTitle2005', 2005],
      ['oldTitle2003', 2003],
    ] as const) {
      ids[name] = (
        await insertArticle(db, {
          journalId,
          title: 'Sediment transport in braided rivers',
          publishedAt: new Date(Date.UTC(year, 5, 1)),
        })
      ).id;
    }
    ids.keywordOld = (
      await insertArticle(db, {
        journalId,
        title: 'River channels',
        keywords: ['sediment'],
        publishedAt: new Date(Date.UTC(2001, 5, 1)),
      })
    ).id;
    ids.excludedTitle = (
      await insertArticle(db, {
        journalId,
        title: 'Sediment of volcanic origin',
        abstract: '<p>Basalt fragments.</p>',
        publishedAt: new Date(Date.UTC(2004, 5, 1)),
      })
    ).id;
    ids.newestTitle = (
      await insertArticle(db, {
        journalId,
        title: 'Sediment budgets of deltas',
        publishedAt: new Date(Date.UTC(2024, 5, 1)),
      })
    ).id;
  }, 120_000);
  afterAll(() => testApp.close());

  describe('the total', () => {
    it('stops at the cap and says so when more articles match', async () => {
      const response = await search('q=sediment');
      expect(response.json().meta).toEqual({
        page: 1,
        perPage: 10,
        total: SEARCH_RESULT_CAP,
        lastPage: SEARCH_RESULT_CAP / 10,
        totalIsCapped: true,
      });
    });

    it('is exact and not capped when exactly the cap matches', async () => {
      const { meta } = (await search('q=loess')).json();
      expect(meta.total).toBe(SEARCH_RESULT_CAP);
      expect(meta.totalIsCapped).toBe(false);
    });

    it('is exact below the cap', async () => {
      const { meta } = (await search('q=braided')).json();
      expect(meta).toMatchObject({ total: 2, totalIsCapped: false });
    });
  });

  describe('ranking', () => {
    it('ranks title and keyword matches first, even old ones found last', async () => {
      const found = (await hits('q=sediment&perPage=5')).map((hit) => hit.id);
      expect(found.slice(0, 5)).toEqual([
        ids.newestTitle,
        ids.oldTitle2005,
        ids.excludedTitle,
        ids.oldTitle2003,
        ids.keywordOld,
      ]);
    });

    it('leaves out title matches whose abstract holds an excluded word', async () => {
      const found = (await hits('q=sediment -basalt&perPage=5')).map((hit) => hit.id);
      expect(found).not.toContain(ids.excludedTitle);
      expect(found.slice(0, 2)).toEqual([ids.newestTitle, ids.oldTitle2005]);
    });
  });

  describe('paging', () => {
    it('pages through exactly the capped number of distinct results', async () => {
      const first = await hits('q=sediment&perPage=100');
      const second = await hits('q=sediment&perPage=100&page=2');
      expect(first).toHaveLength(100);
      expect(second).toHaveLength(SEARCH_RESULT_CAP - 100);
      expect(new Set([...first, ...second].map((hit) => hit.id)).size).toBe(SEARCH_RESULT_CAP);
    });

    it('answers no results past the cap, with the same meta', async () => {
      const response = await search(`q=sediment&page=${SEARCH_RESULT_CAP / 10 + 1}`);
      expect(response.json()).toEqual({
        data: [],
        meta: {
          page: SEARCH_RESULT_CAP / 10 + 1,
          perPage: 10,
          total: SEARCH_RESULT_CAP,
          lastPage: SEARCH_RESULT_CAP / 10,
          totalIsCapped: true,
        },
      });
    });

    it('cuts a last page that straddles the cap', async () => {
      // Pages of 60: the fourth starts at 180 and holds only the 20 left below the cap of 200.
      const page = await hits('q=sediment&perPage=60&page=4');
      expect(page).toHaveLength(SEARCH_RESULT_CAP - 180);
    });

    it('runs one query for a capped search, and for a page past the cap', async () => {
      for (const query of ['q=sediment', 'q=sediment&page=999']) {
        expect((await search(query)).headers['x-query-count']).toBe('1');
      }
    });
  });
});
