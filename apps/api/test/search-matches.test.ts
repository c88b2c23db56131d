import { readFile } from 'node:fs/promises';
import type { SearchResult } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJournalFixture, insertArticle } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

/** A JATS galley whose body holds `body`; its front matter and references hold other words. */
const galley = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<article><front><article-meta><title-group><article-title>Frontmatter</article-title></title-group></article-meta></front>
<body><sec id="s1"><title>Introduction</title>${body}</sec></body>
<back><ref-list><ref id="r1"><mixed-citation>Backmatter reference</mixed-citation></ref></ref-list></back>
</article>`;

// A hit says why it matched: where its words are, with the names, keywords and the fragment of
// the abstract or full text that hold them marked — on PGlite and on PostgreSQL.
describe('GET /api/search says where each hit matched', () => {
  let testApp: TestApp;
  const ids: Record<string, number> = {};

  const search = (q: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(q)}&perPage=100`,
    });
  const hits = async (q: string): Promise<SearchResult[]> => (await search(q)).json().data;
  const hitOf = async (q: string, id: number | undefined) => {
    const hit = (await hits(q)).find((each) => each.id === id);
    if (!hit) throw new Error(`no hit ${id} for ${q}`);
    return hit;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.context.db;
    const journalId = (await createJournalFixture(db, { slug: 'matches' })).journal.id;
    ids.author = (
      await insertArticle(db, {
        journalId,
        title: 'Boreal lakes',
        abstract: '<p>Lakes freeze.</p>',
        authors: [
          { name: 'Ruth Bauer' },
          { name: 'Anna Mäkinen', orcid: '0000-0002-1694-233X' },
          { name: '<img src=x onerror=alert(1)> Mäkinen &amp; co' },
        ],
        keywords: ['limnology', 'Résumé writing'],
      })
    ).id;
    ids.fullText = (
      await insertArticle(db, {
        journalId,
        title: 'Peat bogs',
        abstract: '<p>Bogs store carbon.</p>',
        authors: [{ name: 'Jon Berg' }],
        keywords: ['wetlands'],
        fullTextJats: galley(
          '<p>As in <xref ref-type="bibr" rid="r1">[1]</xref><xref ref-type="bibr" rid="r2">[2]</xref>, we sampled <italic>sphagnum</italic>, moss &amp; water tables <b>&lt;x&gt;</b> at dawn.</p>',
        ),
      })
    ).id;
    ids.longFullText = (
      await insertArticle(db, {
        journalId,
        title: 'Long read',
        abstract: '<p>Nothing here.</p>',
        authors: [{ name: 'Ida Long' }],
        fullTextJats: galley(
          `<p>${'Filler words keep going. '.repeat(400)}</p><p>Deep inside lies the Kuusamo cloudberry bog, then the Öland alvar.</p><p>${'More filler follows here. '.repeat(400)}</p>`,
        ),
      })
    ).id;
    ids.abstractAndFullText = (
      await insertArticle(db, {
        journalId,
        title: 'Moss',
        abstract: '<p>The sphagnum layer grows slowly.</p>',
        authors: [{ name: 'Eva Lind' }],
        fullTextJats: galley('<p>More sphagnum here.</p>'),
      })
    ).id;
  });
  afterAll(() => testApp.close());

  it('marks the accented author name a search without accents found', async () => {
    const hit = await hitOf('Makinen', ids.author);
    expect(hit.matchedIn).toEqual(['authors']);
    expect(hit.authorHighlights).toEqual([
      'Ruth Bauer',
      'Anna <mark>Mäkinen</mark>',
      '&lt;img src=x onerror=alert(1)&gt; <mark>Mäkinen</mark> &amp;amp; co',
    ]);
    expect(hit.authors[1]).toBe('Anna Mäkinen');
    // Nothing in the abstract: its opening, unmarked.
    expect(hit).toMatchObject({ snippet: 'Lakes freeze.', snippetSource: 'abstract' });
  });

  it('marks the keyword a search found, accents as stored', async () => {
    const hit = await hitOf('resume', ids.author);
    expect(hit.matchedIn).toEqual(['keywords']);
    expect(hit.keywordHighlights).toEqual(['limnology', '<mark>Résumé</mark> writing']);
    expect(hit.authorHighlights).toEqual([
      'Ruth Bauer',
      'Anna Mäkinen',
      '&lt;img src=x onerror=alert(1)&gt; Mäkinen &amp;amp; co',
    ]);
  });

  it('finds words only in the full text and shows the full text’s fragment', async () => {
    const found = await hits('sphagnum');
    expect(found.map((hit) => hit.id)).toEqual([ids.abstractAndFullText, ids.fullText]);
    const hit = await hitOf('sphagnum', ids.fullText);
    expect(hit.matchedIn).toEqual(['fullText']);
    expect(hit.snippetSource).toBe('fullText');
    expect(hit.snippet).toBe(
      // Inline elements leave no space: punctuation and citations stay by their words.
      'Introduction As in [1][2], we sampled <mark>sphagnum</mark>, moss &amp; water tables &lt;x&gt; at dawn',
    );
  });

  it('finds the fragment deep in a long full text, and one written with accents', async () => {
    const deep = await hitOf('cloudberries', ids.longFullText);
    expect(deep.snippetSource).toBe('fullText');
    expect(deep.snippet).toMatch(/Deep inside lies the Kuusamo <mark>cloudberry<\/mark> bog/);
    // The window read is cut at spaces: the fragment starts with a whole word.
    expect(deep.snippet).toMatch(/^(Filler|words|keep|going\.|Deep)\s/);
    // `oland` is not where the text says Öland: ts_headline then reads the whole body.
    const accented = await hitOf('oland', ids.longFullText);
    expect(accented.snippet).toContain('<mark>Öland</mark>');
  });

  it('prefers the abstract’s fragment when the abstract holds the words too', async () => {
    const hit = await hitOf('sphagnum', ids.abstractAndFullText);
    expect(hit.matchedIn).toEqual(['abstract', 'fullText']);
    expect(hit).toMatchObject({
      snippet: '<mark>sphagnum</mark> layer grows slowly',
      snippetSource: 'abstract',
    });
  });

  it('reads only the galley’s body, not its front matter or references', async () => {
    expect(await hits('frontmatter')).toEqual([]);
    expect(await hits('backmatter')).toEqual([]);
  });

  it('lists every part that holds one of the words, not the excluded ones', async () => {
    // All words must be in the record or all in the full text: this mix is no hit.
    expect((await hits('dawn bogs')).map((hit) => hit.id)).not.toContain(ids.fullText);
    const both = await hitOf('moss sphagnum -limnology', ids.fullText);
    expect(both.matchedIn).toEqual(['fullText']);
  });

  it('marks the author an ORCID iD search found', async () => {
    const hit = await hitOf('0000-0002-1694-233X', ids.author);
    expect(hit.matchedIn).toEqual(['authors']);
    expect(hit.authorHighlights[1]).toBe('<mark>Anna Mäkinen</mark>');
    expect(hit.authorHighlights[0]).toBe('Ruth Bauer');
  });

  it('still answers in one query', async () => {
    for (const q of ['Makinen', 'sphagnum', '0000-0002-1694-233X']) {
      expect((await search(q)).headers['x-query-count']).toBe('1');
    }
  });

  it('indexes a galley added or changed later, and the migration fills in earlier ones', async () => {
    const db = testApp.context.db;
    await db.execute(
      sql`update articles set full_text_jats = ${galley('<p>Lingonberries ripen.</p>')} where id = ${ids.author}`,
    );
    expect((await hits('lingonberries')).map((hit) => hit.id)).toEqual([ids.author]);

    await db.execute(sql`update articles set full_text_vector = null`);
    expect(await hits('lingonberries')).toEqual([]);
    const migration = await readFile(
      new URL('../drizzle/0029_search_full_text.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => /^UPDATE articles/m.test(statement));
    expect(backfill).toHaveLength(1);
    for (const statement of backfill) await db.execute(sql.raw(statement));
    expect((await hits('lingonberries')).map((hit) => hit.id)).toEqual([ids.author]);
    expect((await hits('sphagnum')).map((hit) => hit.id)).toEqual([
      ids.abstractAndFullText,
      ids.fullText,
    ]);
  });
});
