import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warmCitationStyles } from '../src/content/citation-styles';
import { invalidateReadCaches } from '../src/content/read-through-cache';
import { articleSupplementaryFiles, files } from '../src/db/schema';
import { createJournalFixture, insertArticle, type JournalFixture } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

const JATS = `<?xml version="1.0"?>
<article><front/><body>
  <sec id="intro"><title>Introduction</title><p>Shown in <xref ref-type="bibr" rid="b1">[1]</xref>.</p></sec>
</body><back><ref-list><ref id="b1"><mixed-citation>Lovelace, A. (1843). Notes.</mixed-citation></ref></ref-list></back></article>`;

describe('an article’s full text and supplementary files', () => {
  let testApp: TestApp;
  let fixture: JournalFixture;
  const read = async (slug: string) =>
    (
      await testApp.app.inject({ method: 'GET', url: `/api/journals/extras/articles/${slug}` })
    ).json();

  beforeAll(async () => {
    // Article answers carry their citations: the CSL engines are built here, not in a test.
    warmCitationStyles();
    testApp = await createTestApp();
    fixture = await createJournalFixture(testApp.context.db, { slug: 'extras' });
  });
  afterAll(() => testApp.close());

  it('carries the JATS galley as HTML with its outline', async () => {
    const article = await insertArticle(testApp.context.db, {
      journalId: fixture.journal.id,
      fullTextJats: JATS,
    });
    expect((await read(article.slug)).fullText).toEqual({
      html:
        '<h2 id="sec-intro">Introduction</h2><p>Shown in <a href="#ref-b1" id="cite-b1-1">[1]</a>.</p>' +
        '<h2 id="references">References</h2><ol class="q-full-text__references"><li id="ref-b1">Lovelace, A. (1843). Notes. ' +
        '<span class="q-full-text__back-links"><a href="#cite-b1-1" aria-label="Back to where reference 1 is cited">↩\uFE0E</a></span></li></ol>',
      outline: [
        { id: 'sec-intro', title: 'Introduction', level: 2 },
        { id: 'references', title: 'References', level: 2 },
      ],
      hasReferenceList: true,
    });
  });

  it('shows a figure’s stored image from its galley’s folder, and says so where there is none', async () => {
    const { db } = testApp.context;
    const figure = (id: string, href: string) =>
      `<fig id="${id}"><label>Figure ${id}</label><caption><p>Caption ${id}.</p></caption><graphic xlink:href="${href}"/></fig>`;
    const article = await insertArticle(db, {
      journalId: fixture.journal.id,
      pdfPath: 'galleys/extras/figures.pdf',
      fullTextJats:
        '<article xmlns:xlink="http://www.w3.org/1999/xlink"><body>' +
        // Named without its extension, as PMC and eLife do; then one never stored, then
        // addresses outside the galley's folder, which are never looked up.
        figure('a', 'fig1') +
        figure('b', 'missing.png') +
        figure('c', '../../../uploads/secret.png') +
        figure('d', 'https://evil.example/x.png') +
        figure('e', 'not-an-image.png') +
        '</body></article>',
    });
    const folder = `galleys/articles/${article.id}`;
    await db.insert(files).values([
      ...[`${folder}/fig1.png`, 'uploads/secret.png'].map((storageKey) => ({
        purpose: 'galley',
        storageKey,
        originalName: 'fig1.png',
        mimeType: 'image/png',
        size: 10,
        isPublic: true,
      })),
      {
        purpose: 'galley',
        storageKey: `${folder}/not-an-image.png`,
        originalName: 'not-an-image.png',
        mimeType: 'text/html',
        size: 10,
        isPublic: true,
      },
    ]);
    invalidateReadCaches();
    const { html } = (await read(article.slug)).fullText;
    const { backendUrl } = testApp.context.config;
    expect(html.match(/<img [^>]*>/g)).toEqual([
      `<img src="${backendUrl}/${folder}/fig1.png" alt="Caption a." loading="lazy">`,
    ]);
    const missing = `<p class="q-full-text__no-image">Image not available — <a href="${backendUrl}/api/articles/${article.id}/download">see the PDF</a>.</p>`;
    for (const id of ['b', 'c', 'd', 'e']) {
      expect(html).toContain(`<figure id="fig-${id}" class="q-full-text__figure">${missing}`);
    }
  });

  it('answers fullText null for an article with a PDF only', async () => {
    expect((await read(fixture.articles.review.slug)).fullText).toBeNull();
  });

  it('lists the supplementary files in order with their data type, size and address, in one query', async () => {
    const { db } = testApp.context;
    const article = await insertArticle(db, { journalId: fixture.journal.id });
    const stored = await db
      .insert(files)
      .values([
        {
          purpose: 'supplementary',
          storageKey: 'uploads/data.csv',
          originalName: 'measurements.csv',
          mimeType: 'text/csv',
          size: 2048,
          isPublic: true,
        },
        {
          purpose: 'supplementary',
          storageKey: 'uploads/code.zip',
          originalName: 'analysis.zip',
          mimeType: 'application/zip',
          size: 99,
          isPublic: true,
        },
      ])
      .returning({ id: files.id });
    await db.insert(articleSupplementaryFiles).values([
      {
        articleId: article.id,
        fileId: stored[1]?.id ?? 0,
        label: 'Analysis code',
        dataType: 'code',
        position: 2,
      },
      {
        articleId: article.id,
        fileId: stored[0]?.id ?? 0,
        label: 'Raw data',
        dataType: 'dataset',
        position: 1,
      },
    ]);
    invalidateReadCaches();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/journals/extras/articles/${article.slug}`,
    });
    expect(response.headers['x-query-count']).toBe('1');
    const { backendUrl } = testApp.context.config;
    expect(response.json().supplementaryFiles).toEqual([
      {
        id: expect.any(Number),
        label: 'Raw data',
        dataType: 'dataset',
        name: 'measurements.csv',
        mimeType: 'text/csv',
        size: 2048,
        url: `${backendUrl}/uploads/data.csv`,
      },
      {
        id: expect.any(Number),
        label: 'Analysis code',
        dataType: 'code',
        name: 'analysis.zip',
        mimeType: 'application/zip',
        size: 99,
        url: `${backendUrl}/uploads/code.zip`,
      },
    ]);
  });
});
