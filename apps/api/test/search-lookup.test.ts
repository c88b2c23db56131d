import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJournalFixture, FUTURE, insertArticle } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

interface Hit {
  id: number;
  title: string;
  titleHighlight: string;
  snippet: string;
  rank: number;
  authors: string[];
}

const DOI = '10.5555/jce.2026.6';
const ORCID = '0000-0002-1694-233X';
// Not the fixtures' default author's iD (createJournalFixture's articles carry that one).
const OTHER_ORCID = '0000-0001-9999-9990';

// Readers paste identifiers from reference lists and profiles: a DOI must find its article and
// an ORCID iD its author's articles, whatever prefix came along.
describe('GET /api/search by DOI and ORCID iD', () => {
  let testApp: TestApp;
  const ids: Record<string, number> = {};

  const search = (q: string, extra = '') =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(q)}${extra}`,
    });
  const foundIds = async (q: string, extra = '') =>
    ((await search(q, extra)).json().data as Hit[]).map((hit) => hit.id);

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.context.db;
    const journalId = (await createJournalFixture(db, { slug: 'jce' })).journal.id;
    const otherJournalId = (await createJournalFixture(db, { slug: 'other-journal' })).journal.id;
    ids.target = (
      await insertArticle(db, {
        journalId,
        title: 'Forest gaps & light',
        abstract: `<p>${'Canopy openings change the light. '.repeat(12)}</p>`,
        doi: DOI,
        authors: [{ name: 'Carl Linné', orcid: ORCID }],
        publishedAt: new Date('2024-02-01T00:00:00Z'),
      })
    ).id;
    // A DOI that starts with the one searched for must not be found by it.
    ids.longerDoi = (
      await insertArticle(db, {
        journalId,
        title: 'Forest edges',
        doi: `${DOI}0`,
        authors: [{ name: 'Carl Linné', orcid: ORCID }, { name: 'Ada Lovelace' }],
        publishedAt: new Date('2025-02-01T00:00:00Z'),
      })
    ).id;
    ids.upperCaseDoi = (
      await insertArticle(db, {
        journalId,
        title: 'Stored in capitals',
        doi: '10.1000/ABC.Def',
        authors: [{ name: 'Ruth Bauer', orcid: OTHER_ORCID }],
      })
    ).id;
    ids.otherJournal = (
      await insertArticle(db, {
        journalId: otherJournalId,
        title: 'Alpine meadows',
        authors: [{ name: 'C. Linné', orcid: ORCID }],
        publishedAt: new Date('2023-02-01T00:00:00Z'),
      })
    ).id;
    ids.scheduled = (
      await insertArticle(db, {
        journalId,
        title: 'Not yet',
        doi: '10.5555/jce.2999.1',
        authors: [{ name: 'Carl Linné', orcid: ORCID }],
        publishedAt: FUTURE,
      })
    ).id;
  });
  afterAll(() => testApp.close());

  describe('a DOI', () => {
    it.each([
      DOI,
      `doi:${DOI}`,
      `DOI: ${DOI}`,
      `https://doi.org/${DOI}`,
      `http://dx.doi.org/${DOI}`,
      `${DOI}.`,
      DOI.toUpperCase(),
    ])('finds only that article for %j', async (q) => {
      const response = await search(q);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.data.map((hit: Hit) => hit.id)).toEqual([ids.target]);
      expect(body.meta).toMatchObject({ total: 1, totalIsCapped: false });
      expect(body.lookup).toEqual({ kind: 'doi', value: expect.stringMatching(/^10\.5555\//i) });
    });

    it('ignores the case of a stored DOI too', async () => {
      expect(await foundIds('10.1000/abc.def')).toEqual([ids.upperCaseDoi]);
    });

    it('shows the title as stored (escaped) and the opening of the abstract, unmarked', async () => {
      const [hit] = (await search(DOI)).json().data as Hit[];
      expect(hit?.title).toBe('Forest gaps & light');
      expect(hit?.titleHighlight).toBe('Forest gaps &amp; light');
      expect(hit?.snippet).toMatch(/^Canopy openings change the light\. .* …$/);
      // Cut after a whole word, never inside one.
      const words = new Set(['Canopy', 'openings', 'change', 'the', 'light.']);
      const shown = hit?.snippet.replace(/ …$/, '').split(' ') ?? [];
      expect(shown.filter((word) => !words.has(word))).toEqual([]);
      expect(hit?.snippet.length).toBeLessThanOrEqual(245);
      expect(hit?.snippet).not.toContain('<mark>');
      expect(hit?.rank).toBe(1);
    });

    it('finds nothing for an unknown or unpublished DOI, and keeps the filters', async () => {
      for (const q of ['10.5555/nothing.here', '10.5555/jce.2999.1']) {
        const body = (await search(q)).json();
        expect(body).toEqual({
          data: [],
          meta: { page: 1, perPage: 10, total: 0, lastPage: 1, totalIsCapped: false },
          lookup: { kind: 'doi', value: q },
        });
      }
      expect(await foundIds(DOI, '&journal=other-journal')).toEqual([]);
    });

    it('runs one query', async () => {
      expect((await search(`https://doi.org/${DOI}`)).headers['x-query-count']).toBe('1');
    });
  });

  describe('an ORCID iD', () => {
    it.each([ORCID, ORCID.toLowerCase(), `https://orcid.org/${ORCID}`, `orcid.org/${ORCID}`])(
      'lists that author’s published articles, newest first, for %j',
      async (q) => {
        const body = (await search(q)).json();
        expect(body.data.map((hit: Hit) => hit.id)).toEqual([
          ids.longerDoi,
          ids.target,
          ids.otherJournal,
        ]);
        expect(body.lookup).toEqual({ kind: 'orcid', value: ORCID });
        expect(body.meta.total).toBe(3);
      },
    );

    it('takes the filters and the other orders', async () => {
      expect(await foundIds(ORCID, '&journal=other-journal')).toEqual([ids.otherJournal]);
      expect(await foundIds(ORCID, '&sort=oldest')).toEqual([
        ids.otherJournal,
        ids.target,
        ids.longerDoi,
      ]);
      expect(await foundIds(ORCID, '&sort=title')).toEqual([
        ids.otherJournal,
        ids.longerDoi,
        ids.target,
      ]);
    });

    it('does not mix up authors', async () => {
      expect(await foundIds(OTHER_ORCID)).toEqual([ids.upperCaseDoi]);
    });

    it('answers 400 naming the typo when the check digit is wrong', async () => {
      const response = await search('https://orcid.org/0000-0002-1694-2330');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.q).toEqual([
        'This ORCID iD has a typo (its check digit does not match).',
      ]);
    });
  });

  it('still searches words that merely contain numbers', async () => {
    const body = (await search('forest 2026')).json();
    expect(body.lookup).toBeUndefined();
  });
});
