import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PDF } from './file-fixtures';
import {
  call,
  createPanelWorld,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
  upload,
} from './panel-fixtures';

const JATS = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<article xmlns:xlink="http://www.w3.org/1999/xlink" article-type="research-article">
<front><article-meta><title-group><article-title>Tide pools</article-title></title-group></article-meta></front>
<body><sec id="s1"><title>Introduction</title><p>Tide pools hold more than they seem.</p></sec></body>
</article>`);

/** Articles entered by editors without a submission: a back issue moved to Quire. */
describe('articles entered by the editors', () => {
  let world: PanelWorld;
  let editor: PanelAccount;
  let outsider: PanelAccount;
  let journalId: number;
  let slug: string;
  let issueId: number;

  // Each entry its own DOI: a DOI names one item across the site.
  let entries = 0;
  const entry = (overrides: Record<string, unknown> = {}) => ({
    title: 'Tide pools of the northern coast, 1978',
    abstract: '<p>A survey from the <em>back catalogue</em>.</p>',
    authors: [
      { name: 'Maija Mäkinen', affiliation: 'University of Oulu', orcid: '0000-0002-1825-0097' },
      { name: 'Rui Costa', email: '' },
    ],
    keywords: ['tide pools', 'survey'],
    type: 'research-article',
    language: 'en',
    sectionId: world.journal.sections.research.id,
    pages: '1–14',
    doi: `10.5555/back.1978.${++entries}`,
    license: 'cc-by-4.0',
    receivedAt: '1977-11-02',
    acceptedAt: null,
    ...overrides,
  });

  beforeAll(async () => {
    world = await createPanelWorld();
    journalId = world.journal.journal.id;
    slug = world.journal.journal.slug;
    editor = await staffAccount(world, journalId, ['editor']);
    outsider = await staffAccount(world, world.otherJournal.journal.id, ['editor']);
    const issue = await call(world.testApp, editor, 'POST', 'admin/issues', {
      journalId,
      volume: 1978,
      number: 1,
      year: 1978,
    });
    issueId = issue.json().id;
  });
  afterAll(() => world.close());

  const readerSees = async (articleSlug: string) =>
    world.testApp.app.inject({
      method: 'GET',
      url: `/api/journals/${slug}/articles/${articleSlug}`,
    });

  it('enters an article in a draft issue, last in its contents, hidden until the issue is out', async () => {
    const created = await call(
      world.testApp,
      editor,
      'POST',
      `admin/issues/${issueId}/articles`,
      entry(),
    );
    expect(created.statusCode, created.body).toBe(201);
    const article = created.json();
    expect(article).toMatchObject({
      slug: 'tide-pools-of-the-northern-coast-1978',
      authors: [
        { name: 'Maija Mäkinen', affiliation: 'University of Oulu', orcid: '0000-0002-1825-0097' },
        { name: 'Rui Costa', email: null },
      ],
      license: 'cc-by-4.0',
      fromSubmission: false,
      galleys: { pdfUrl: null, fullText: false },
    });
    expect((await readerSees(article.slug)).statusCode).toBe(404);
    const issue = (await call(world.testApp, editor, 'GET', `admin/issues/${issueId}`)).json();
    expect(issue.articles.map((a: { id: number }) => a.id)).toEqual([article.id]);
  });

  it('refuses what is missing or malformed, naming each field, and enters nothing', async () => {
    const refused = await call(
      world.testApp,
      editor,
      'POST',
      `admin/issues/${issueId}/articles`,
      entry({
        title: '',
        authors: [],
        doi: 'not-a-doi',
        license: 'all-rights-reserved',
        receivedAt: '1977-02-30',
        type: 'poem',
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(
      ['authors', 'doi', 'license', 'receivedAt', 'title', 'type'].sort(),
    );
    const badOrcid = await call(world.testApp, editor, 'POST', `admin/issues/${issueId}/articles`, {
      ...entry(),
      authors: [{ name: 'Ann', orcid: '1234' }],
    });
    expect(badOrcid.statusCode).toBe(400);
    const foreignSection = await call(
      world.testApp,
      editor,
      'POST',
      `admin/issues/${issueId}/articles`,
      entry({ sectionId: world.otherJournal.sections.research.id }),
    );
    expect(foreignSection.statusCode).toBe(400);
    expect(foreignSection.json().errors.sectionId).toBeDefined();
    const issue = (await call(world.testApp, editor, 'GET', `admin/issues/${issueId}`)).json();
    expect(issue.articles).toHaveLength(1);
    // Another journal's editor cannot add to this issue; an author cannot reach the back office.
    const intruder = await call(
      world.testApp,
      outsider,
      'POST',
      `admin/issues/${issueId}/articles`,
      entry(),
    );
    expect(intruder.statusCode).toBe(404);
    const author = await call(
      world.testApp,
      world.bob,
      'POST',
      `admin/issues/${issueId}/articles`,
      entry(),
    );
    expect(author.statusCode).toBe(403);
  });

  it('corrects the metadata from the version read, refusing a stale save', async () => {
    const issue = (await call(world.testApp, editor, 'GET', `admin/issues/${issueId}`)).json();
    const id = issue.articles[0].id;
    const article = (await call(world.testApp, editor, 'GET', `admin/articles/${id}`)).json();
    const saved = await call(world.testApp, editor, 'PUT', `admin/articles/${id}`, {
      ...entry({ title: 'Tide pools of the northern coast', pages: '1–16' }),
      version: article.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      title: 'Tide pools of the northern coast',
      pages: '1–16',
    });
    const stale = await call(world.testApp, editor, 'PUT', `admin/articles/${id}`, {
      ...entry({ title: 'Overwritten' }),
      version: article.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call(world.testApp, outsider, 'GET', `admin/articles/${id}`)).statusCode).toBe(
      404,
    );
  });

  it('takes a PDF and a JATS full text as galleys, refusing other files; readers get both once the issue is out', async () => {
    const issue = (await call(world.testApp, editor, 'GET', `admin/issues/${issueId}`)).json();
    const id = issue.articles[0].id;
    const pdf = await upload(world.testApp, editor, 'galley', 'tide-pools.pdf', TINY_PDF);
    const withPdf = await call(world.testApp, editor, 'PUT', `admin/articles/${id}/galley`, {
      fileId: pdf,
    });
    expect(withPdf.statusCode, withPdf.body).toBe(200);
    expect(withPdf.json().galleys.pdfUrl).toMatch(/\/galleys\/.+\.pdf$/);
    const jats = await upload(world.testApp, editor, 'galley', 'tide-pools.xml', JATS);
    const withText = await call(world.testApp, editor, 'PUT', `admin/articles/${id}/galley`, {
      fileId: jats,
    });
    expect(withText.json().galleys.fullText).toBe(true);

    const notJats = await upload(
      world.testApp,
      editor,
      'galley',
      'notes.xml',
      Buffer.from('<?xml version="1.0"?><notes><note>Not an article</note></notes>'),
    );
    const refused = await call(world.testApp, editor, 'PUT', `admin/articles/${id}/galley`, {
      fileId: notJats,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.fileId[0]).toContain('JATS');
    const manuscript = await upload(world.testApp, editor, 'manuscript', 'm.pdf', TINY_PDF);
    const wrongPurpose = await call(world.testApp, editor, 'PUT', `admin/articles/${id}/galley`, {
      fileId: manuscript,
    });
    expect(wrongPurpose.statusCode).toBe(400);
    // Authors do not upload galleys.
    await expect(upload(world.testApp, world.bob, 'galley', 'x.pdf', TINY_PDF)).rejects.toThrow(
      /403/,
    );

    const published = await call(world.testApp, editor, 'POST', `admin/issues/${issueId}/publish`, {
      at: null,
      version: (await call(world.testApp, editor, 'GET', `admin/issues/${issueId}`)).json().version,
    });
    expect(published.statusCode, published.body).toBe(200);
    const page = await readerSees(withText.json().slug);
    expect(page.statusCode).toBe(200);
    expect(page.json().pdfUrl).toContain('/galleys/');
    expect(page.json().fullText.html).toContain('Tide pools hold more than they seem.');
    expect(page.json().authors.map((a: { name: string }) => a.name)).toEqual([
      'Maija Mäkinen',
      'Rui Costa',
    ]);
  });

  it('keeps the record as it was when a published article is corrected, with the editors’ note', async () => {
    const issue = (await call(world.testApp, editor, 'GET', `admin/issues/${issueId}`)).json();
    const id = issue.articles[0].id;
    const before = (await call(world.testApp, editor, 'GET', `admin/articles/${id}`)).json();
    expect(before.isPublic).toBe(true);
    // Corrected while its issue was a draft: no earlier version was kept.
    expect((await readerSees(before.slug)).json().earlierVersions).toEqual([]);
    const corrected = await call(world.testApp, editor, 'PUT', `admin/articles/${id}`, {
      ...entry({ title: 'Tide pools of the northern coast (corrected)' }),
      version: before.version,
      versionNote: 'Corrected the title and the second author’s affiliation.',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const pdf = await upload(world.testApp, editor, 'galley', 'tide-pools-v3.pdf', TINY_PDF);
    await call(world.testApp, editor, 'PUT', `admin/articles/${id}/galley`, {
      fileId: pdf,
      versionNote: 'A corrected PDF.',
    });
    const page = (await readerSees(before.slug)).json();
    expect(page.title).toBe('Tide pools of the northern coast (corrected)');
    expect(page.earlierVersions).toEqual([
      expect.objectContaining({
        number: 1,
        title: 'Tide pools of the northern coast',
        note: 'Corrected the title and the second author’s affiliation.',
        pdfUrl: before.galleys.pdfUrl,
      }),
      expect.objectContaining({ number: 2, note: 'A corrected PDF.' }),
    ]);
    // The earlier PDF stays where readers found it; the current one is new.
    expect(page.pdfUrl).not.toBe(before.galleys.pdfUrl);
    const old = await world.testApp.app.inject({
      method: 'GET',
      url: new URL(before.galleys.pdfUrl).pathname,
    });
    expect(old.statusCode).toBe(200);
  });

  it('deletes an article of an issue readers have not seen, and keeps a published one', async () => {
    const draft = await call(world.testApp, editor, 'POST', 'admin/issues', {
      journalId,
      volume: 1979,
      number: 1,
      year: 1979,
    });
    const entered = await call(
      world.testApp,
      editor,
      'POST',
      `admin/issues/${draft.json().id}/articles`,
      entry({ title: 'Withdrawn before print' }),
    );
    const removed = await call(
      world.testApp,
      editor,
      'DELETE',
      `admin/articles/${entered.json().id}`,
    );
    expect(removed.statusCode).toBe(204);
    const issue = (await call(world.testApp, editor, 'GET', `admin/issues/${issueId}`)).json();
    const kept = await call(
      world.testApp,
      editor,
      'DELETE',
      `admin/articles/${issue.articles[0].id}`,
    );
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toContain('stays in the record');
  });
});
