import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJournalFixture, insertArticle } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

interface Hit {
  id: number;
  titleHighlight: string;
  snippet: string;
}

// Readers type names and words without their accents (and sometimes with accents the record
// lacks): both ways must find the article, on PGlite and on PostgreSQL.
describe('GET /api/search ignores accents', () => {
  let testApp: TestApp;
  const ids: Record<string, number> = {};

  const hits = async (q: string): Promise<Hit[]> =>
    (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/search?q=${encodeURIComponent(q)}&perPage=100`,
      })
    ).json().data;
  const foundIds = async (q: string) => (await hits(q)).map((hit) => hit.id).sort();

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.context.db;
    const journalId = (await createJournalFixture(db, { slug: 'nordic-notes' })).journal.id;
    ids.accentedAuthor = (
      await insertArticle(db, {
        journalId,
        title: 'Boreal lakes',
        authors: [{ name: 'Anna Mäkinen' }],
      })
    ).id;
    ids.plainAuthor = (
      await insertArticle(db, {
        journalId,
        title: 'Peat bogs',
        authors: [{ name: 'Jon Makinen' }],
      })
    ).id;
    ids.accentedTitle = (
      await insertArticle(db, {
        journalId,
        title: 'Café culture in Zürich',
        abstract: '<p>A naïve survey of façades.</p>',
        authors: [{ name: 'Ruth Bauer' }],
      })
    ).id;
    ids.accentedKeyword = (
      await insertArticle(db, {
        journalId,
        title: 'Writing for hiring committees',
        keywords: ['Résumé'],
        authors: [{ name: 'Lea Roy' }],
      })
    ).id;
  });
  afterAll(() => testApp.close());

  it('finds an accented author name typed without accents, and the other way round', async () => {
    const both = [ids.accentedAuthor, ids.plainAuthor].sort();
    expect(await foundIds('makinen')).toEqual(both);
    expect(await foundIds('mäkinen')).toEqual(both);
    expect(await foundIds('MÄKINEN')).toEqual(both);
  });

  it('finds accented title, abstract and keyword words typed without accents', async () => {
    expect(await foundIds('zurich')).toEqual([ids.accentedTitle]);
    expect(await foundIds('cafe')).toEqual([ids.accentedTitle]);
    expect(await foundIds('naive facades')).toEqual([ids.accentedTitle]);
    expect(await foundIds('resume')).toEqual([ids.accentedKeyword]);
    expect(await foundIds('résumé')).toEqual([ids.accentedKeyword]);
  });

  it('highlights the accented words as stored', async () => {
    const [hit] = await hits('zurich naive');
    expect(hit?.titleHighlight).toBe('Café culture in <mark>Zürich</mark>');
    expect(hit?.snippet).toContain('<mark>naïve</mark>');
  });

  it('rebuilds vectors stored before the change (the migration backfill)', async () => {
    const db = testApp.context.db;
    // Vectors as the earlier trigger built them: accents kept, so `zurich` missed the article.
    await db.execute(sql`update articles set
      title_vector = setweight(to_tsvector('english', title), 'A'),
      search_vector = setweight(to_tsvector('english', title), 'A')`);
    expect(await foundIds('zurich')).toEqual([]);

    const migration = await readFile(
      new URL('../drizzle/0013_search_unaccent.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => /^UPDATE articles/m.test(statement));
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await db.execute(sql.raw(statement));

    expect(await foundIds('zurich')).toEqual([ids.accentedTitle]);
    expect(await foundIds('makinen')).toEqual([ids.accentedAuthor, ids.plainAuthor].sort());
  });
});
