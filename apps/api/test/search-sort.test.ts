import { SEARCH_RESULT_CAP } from '@quire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJournalFixture, insertArticle, insertArticles } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

interface Hit {
  id: number;
  title: string;
  publishedAt: string;
  rank: number;
}

/** More matches than the cap, so a sort must find the true first ones, not a sample's. */
const MANY = SEARCH_RESULT_CAP + 30;

describe('GET /api/search sorted', () => {
  let testApp: TestApp;
  const ids: Record<string, number> = {};
  let silt: { id: number; title: string; publishedAt: Date }[] = [];

  const search = (query: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/search?${query}` });
  const hits = async (query: string): Promise<Hit[]> => (await search(query)).json().data;
  const foundIds = async (query: string) => (await hits(query)).map((hit) => hit.id);

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.context.db;
    const journalId = (await createJournalFixture(db, { slug: 'delta-studies' })).journal.id;
    const article = (title: string, year: number, abstract = '<p>Notes.</p>') =>
      insertArticle(db, {
        journalId,
        title,
        abstract,
        publishedAt: new Date(Date.UTC(year, 3, 1)),
      });
    ids.zeta = (await article('Zeta estuary', 2020)).id;
    ids.alpha = (await article('alpha estuary', 2022)).id;
    ids.etude = (await article('Étude of an estuary', 2021)).id;
    ids.mid = (await article('Mid estuary notes', 2023)).id;
    ids.abstractOnly = (await article('Tides', 2024, '<p>Water in the estuary.</p>')).id;

    // Stored in an order that is neither the date nor the title order: title number and date
    // are two different permutations of the insertion index.
    const rows = await insertArticles(db, MANY, (index) => ({
      journalId,
      title: `Silt sample ${String((index * 7) % MANY).padStart(3, '0')}`,
      publishedAt: new Date(Date.UTC(2010, 0, 1) + ((index * 11) % MANY) * 86_400_000),
    }));
    silt = rows.map((row) => ({
      id: row.id,
      title: row.title,
      publishedAt: row.publishedAt ?? new Date(0),
    }));
  }, 60_000);
  afterAll(() => testApp.close());

  describe('the orders', () => {
    it('ranks by relevance by default and when asked: title matches before the abstract', async () => {
      const byDefault = await foundIds('q=estuary');
      expect(await foundIds('q=estuary&sort=relevance')).toEqual(byDefault);
      expect(byDefault.at(-1)).toBe(ids.abstractOnly);
    });

    it('lists the newest first', async () => {
      expect(await foundIds('q=estuary&sort=newest')).toEqual([
        ids.abstractOnly,
        ids.mid,
        ids.alpha,
        ids.etude,
        ids.zeta,
      ]);
    });

    it('lists the oldest first', async () => {
      expect(await foundIds('q=estuary&sort=oldest')).toEqual([
        ids.zeta,
        ids.etude,
        ids.alpha,
        ids.mid,
        ids.abstractOnly,
      ]);
    });

    it('lists by title A to Z, ignoring case and accents', async () => {
      expect(await foundIds('q=estuary&sort=title')).toEqual([
        ids.alpha,
        ids.etude,
        ids.mid,
        ids.abstractOnly,
        ids.zeta,
      ]);
    });

    it('still gives each hit its relevance and highlights when sorted otherwise', async () => {
      const [hit] = (await search('q=estuary&sort=title')).json().data;
      expect(hit.rank).toBeGreaterThan(0);
      expect(hit.titleHighlight).toBe('alpha <mark>estuary</mark>');
    });
  });

  describe('beyond the cap', () => {
    const expected = (order: 'newest' | 'oldest' | 'title') =>
      [...silt]
        .sort((a, b) => {
          if (order === 'title') return a.title.localeCompare(b.title);
          const byDate = a.publishedAt.getTime() - b.publishedAt.getTime();
          return order === 'oldest' ? byDate : -byDate;
        })
        .map((row) => row.id);

    it.each(['newest', 'oldest', 'title'] as const)(
      'pages through the first %s matches of all of them, capped',
      async (sort) => {
        const first = (await search(`q=silt&sort=${sort}&perPage=100`)).json();
        expect(first.meta).toMatchObject({ total: SEARCH_RESULT_CAP, totalIsCapped: true });
        const second = await foundIds(`q=silt&sort=${sort}&perPage=100&page=2`);
        expect([...first.data.map((hit: Hit) => hit.id), ...second]).toEqual(
          expected(sort).slice(0, SEARCH_RESULT_CAP),
        );
      },
    );

    it('answers a page past the end with the total and no rows, in one query', async () => {
      const response = await search('q=estuary&sort=newest&page=99');
      expect(response.json()).toEqual({
        data: [],
        meta: { page: 99, perPage: 10, total: 5, lastPage: 1, totalIsCapped: false },
      });
      expect(response.headers['x-query-count']).toBe('1');
    });
  });

  it('answers 400 naming the orders for an unknown one', async () => {
    const response = await search('q=estuary&sort=best');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.sort).toEqual(['Sort by relevance, newest, oldest or title.']);
  });
});
