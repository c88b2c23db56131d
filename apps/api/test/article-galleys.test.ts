import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema';
import type { LocalDiskStorage } from '../src/files/storage';
import { sweepStoredFiles } from '../src/files/stored-file-sweep';
import { TINY_PDF, TINY_PNG, WINDOWS_EXE } from './file-fixtures';
import {
  call,
  createPanelWorld,
  type PanelAccount,
  type PanelWorld,
  staffAccount,
  upload,
} from './panel-fixtures';

const HTML = Buffer.from(`<!doctype html>
<html><head><title>Salt marshes</title><style>body { color: red }</style>
<script>document.cookie = 'stolen'</script></head>
<body>
<h1>Salt marshes</h1>
<p onclick="alert(1)" style="color: red">Salt marshes <em>breathe</em> with the tide.</p>
<h2 id="methods">Methods</h2>
<p>We counted <a href="javascript:alert(1)">crabs</a>.<script>alert(2)</script></p>
<img src="x.png" onerror="alert(3)" alt="A crab">
<iframe src="https://evil.example"></iframe>
<h2 onmouseover="alert(4)">Results</h2><p>Many.</p>
</body></html>`);

const jatsWith = (graphics: string[]) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<article xmlns:xlink="http://www.w3.org/1999/xlink" article-type="research-article">
<front><article-meta><title-group><article-title>Marsh</article-title></title-group></article-meta></front>
<body><sec id="s1"><title>Figures</title><p>The marsh in pictures.</p>
${graphics.map((href, index) => `<fig id="f${index + 1}"><caption><p>Figure ${index + 1}.</p></caption><graphic xlink:href="${href}"/></fig>`).join('\n')}
</sec></body></article>`);

/** Galleys, figures and supplementary files the editors of an entered article upload. */
describe('an entered article’s HTML galley, figures and supplementary files', () => {
  let world: PanelWorld;
  let editor: PanelAccount;
  let outsider: PanelAccount;
  let slug: string;
  let issueId: number;
  let articleId: number;
  let articleSlug: string;

  beforeAll(async () => {
    world = await createPanelWorld();
    const journalId = world.journal.journal.id;
    slug = world.journal.journal.slug;
    editor = await staffAccount(world, journalId, ['editor']);
    outsider = await staffAccount(world, world.otherJournal.journal.id, ['editor']);
    const issue = await call(world.testApp, editor, 'POST', 'admin/issues', {
      journalId,
      volume: 3,
      number: 2,
      year: 2019,
    });
    issueId = issue.json().id;
    const created = await call(world.testApp, editor, 'POST', `admin/issues/${issueId}/articles`, {
      title: 'Salt marshes',
      authors: [{ name: 'Ines Duarte' }],
      keywords: [],
      type: 'research-article',
      language: 'en',
      sectionId: null,
      license: 'cc-by-4.0',
      receivedAt: null,
      acceptedAt: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    articleId = created.json().id;
    articleSlug = created.json().slug;
  });
  afterAll(() => world.close());

  const setGalley = async (name: string, content: Buffer, versionNote?: string) => {
    const fileId = await upload(world.testApp, editor, 'galley', name, content);
    return call(world.testApp, editor, 'PUT', `admin/articles/${articleId}/galley`, {
      fileId,
      ...(versionNote ? { versionNote } : {}),
    });
  };
  const readerSees = async () =>
    (
      await world.testApp.app.inject({
        method: 'GET',
        url: `/api/journals/${slug}/articles/${articleSlug}`,
      })
    ).json();
  const publishIssue = async () => {
    const { version } = (
      await call(world.testApp, editor, 'GET', `admin/issues/${issueId}`)
    ).json();
    const published = await call(world.testApp, editor, 'POST', `admin/issues/${issueId}/publish`, {
      at: null,
      version,
    });
    expect(published.statusCode, published.body).toBe(200);
  };

  it('sets an HTML full text, sanitised: no scripts, handlers, styles or frames; headings under the title', async () => {
    const set = await setGalley('marsh.html', HTML);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().galleys).toMatchObject({
      fullText: true,
      fullTextFormat: 'html',
      figures: [],
    });
    await publishIssue();
    const { fullText } = await readerSees();
    expect(fullText.html).toContain('Salt marshes <em>breathe</em> with the tide.');
    for (const banned of [
      '<script',
      'onclick',
      'onerror',
      'onmouseover',
      'style',
      'javascript:',
      'iframe',
      'stolen',
      '<h1',
    ]) {
      expect(fullText.html).not.toContain(banned);
    }
    expect(fullText.outline).toEqual([
      { id: 'sec-1', title: 'Salt marshes', level: 2 },
      { id: 'methods', title: 'Methods', level: 3 },
      { id: 'sec-3', title: 'Results', level: 3 },
    ]);
    expect(fullText.html).toContain('<h3 id="methods">Methods</h3>');
  });

  it('replaces one full text with the other, keeping a version of the published article each time', async () => {
    const jats = await setGalley('marsh.xml', jatsWith(['fig1', 'map.png']), 'JATS full text.');
    expect(jats.statusCode, jats.body).toBe(200);
    expect(jats.json().galleys.fullTextFormat).toBe('jats');
    expect((await readerSees()).fullText.html).not.toContain('breathe');
    const html = await setGalley('marsh.html', HTML, 'HTML full text again.');
    expect(html.json().galleys.fullTextFormat).toBe('html');
    expect((await readerSees()).fullText.html).toContain('breathe');
    const notes = (await readerSees()).earlierVersions.map((v: { note: string }) => v.note);
    expect(notes).toEqual(['JATS full text.', 'HTML full text again.']);
    // Search finds the HTML full text's words.
    const found = await world.testApp.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent('crabs')}`,
    });
    expect(found.json().data.map((hit: { slug: string }) => hit.slug)).toContain(articleSlug);
  });

  it('refuses HTML that is not HTML, empty once sanitised, too large, or not text', async () => {
    const plain = await setGalley('notes.html', Buffer.from('Just a line of text, no markup.'));
    expect(plain.statusCode).toBe(422);
    expect(plain.json().errors.fileId[0]).toContain('not HTML');
    const empty = await setGalley(
      'empty.html',
      Buffer.from('<html><body><script>alert(1)</script><p>  </p></body></html>'),
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.fileId[0]).toContain('no text');
    const large = await setGalley('large.html', Buffer.from(`<p>${'word '.repeat(450_000)}</p>`));
    expect(large.statusCode).toBe(413);
    expect(large.json().errors.fileId[0]).toContain('2 MB');
    const form = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: editor.headers,
      payload: 'x',
    });
    expect(form.statusCode).toBe(415);
    await expect(upload(world.testApp, editor, 'galley', 'x.html', WINDOWS_EXE)).rejects.toThrow(
      /415/,
    );
    // The article kept its HTML full text.
    expect((await readerSees()).fullText.html).toContain('breathe');
  });

  it('lists the images a JATS galley names, takes each uploaded image and shows it; a missing one keeps its box', async () => {
    await setGalley('marsh.xml', jatsWith(['fig1', 'map.png']));
    const before = (await call(world.testApp, editor, 'GET', `admin/articles/${articleId}`)).json();
    expect(before.galleys.figures).toEqual([
      { href: 'fig1', url: null },
      { href: 'map.png', url: null },
    ]);
    const image = await upload(world.testApp, editor, 'figure', 'crab.png', TINY_PNG);
    const set = await call(world.testApp, editor, 'PUT', `admin/articles/${articleId}/figures`, {
      href: 'fig1',
      fileId: image,
    });
    expect(set.statusCode, set.body).toBe(200);
    const [fig1, map] = set.json().galleys.figures;
    expect(fig1.url).toMatch(new RegExp(`/galleys/articles/${articleId}/fig1\\.png\\?v=\\d+$`));
    expect(map.url).toBeNull();
    const served = await world.testApp.app.inject({
      method: 'GET',
      url: new URL(fig1.url).pathname,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const { html } = (await readerSees()).fullText;
    expect(html).toContain(`<img src="${fig1.url}"`);
    expect(html.match(/Image not available/g)).toHaveLength(1);
    // The upload was copied and removed.
    const [left] = await world.testApp.context.db.select().from(files).where(eq(files.id, image));
    expect(left).toBeUndefined();

    // A second image for the same graphic replaces the first, at a new address.
    const again = await upload(world.testApp, editor, 'figure', 'crab-2.png', TINY_PNG);
    const replaced = await call(
      world.testApp,
      editor,
      'PUT',
      `admin/articles/${articleId}/figures`,
      {
        href: 'fig1',
        fileId: again,
      },
    );
    expect(replaced.json().galleys.figures[0].url).not.toBe(fig1.url);

    // A site administrator cannot delete a published image out from under the article.
    const [stored] = await world.testApp.context.db
      .select({ id: files.id })
      .from(files)
      .where(eq(files.storageKey, `galleys/articles/${articleId}/fig1.png`));
    const deleted = await call(world.testApp, world.admin, 'DELETE', `files/${stored?.id}`);
    expect(deleted.statusCode).toBe(409);
  });

  it('refuses a figure the galley does not name, a file that is not an image, and another purpose', async () => {
    const image = await upload(world.testApp, editor, 'figure', 'crab.png', TINY_PNG);
    for (const href of ['fig9', '../../uploads/x.png']) {
      const refused = await call(
        world.testApp,
        editor,
        'PUT',
        `admin/articles/${articleId}/figures`,
        {
          href,
          fileId: image,
        },
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.href[0]).toContain('names no image');
    }
    // Sniffed, not trusted by name: text called .png, a PDF called .jpg, an SVG.
    for (const [name, content] of [
      ['fake.png', Buffer.from('not an image')],
      ['paper.jpg', TINY_PDF],
      ['x.svg', Buffer.from('<svg onload="alert(1)"/>')],
    ] as const) {
      await expect(upload(world.testApp, editor, 'figure', name, content)).rejects.toThrow(/415/);
    }
    const pdf = await upload(world.testApp, editor, 'galley', 'p.pdf', TINY_PDF);
    const wrong = await call(world.testApp, editor, 'PUT', `admin/articles/${articleId}/figures`, {
      href: 'fig1',
      fileId: pdf,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('adds, relabels, reorders and removes supplementary files; readers see them, a version is kept', async () => {
    const csv = await upload(
      world.testApp,
      editor,
      'article-supplementary',
      'counts.csv',
      Buffer.from('site,crabs\nA,12\n'),
    );
    const added = await call(
      world.testApp,
      editor,
      'POST',
      `admin/articles/${articleId}/supplementary-files`,
      {
        fileId: csv,
        label: 'Dataset S1',
        dataType: 'dataset',
        versionNote: 'Added the counts.',
      },
    );
    expect(added.statusCode, added.body).toBe(201);
    const pdf = await upload(
      world.testApp,
      editor,
      'article-supplementary',
      'protocol.pdf',
      TINY_PDF,
    );
    const second = await call(
      world.testApp,
      editor,
      'POST',
      `admin/articles/${articleId}/supplementary-files`,
      {
        fileId: pdf,
        label: 'Protocol',
        dataType: 'document',
      },
    );
    const [first, protocol] = second.json().supplementaryFiles;
    expect(first).toMatchObject({ label: 'Dataset S1', name: 'counts.csv', mimeType: 'text/csv' });
    expect((await readerSees()).supplementaryFiles.map((f: { label: string }) => f.label)).toEqual([
      'Dataset S1',
      'Protocol',
    ]);
    const download = await world.testApp.app.inject({
      method: 'GET',
      url: new URL(first.url).pathname,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');

    const versionsBefore = (await readerSees()).earlierVersions.length;
    const reordered = await call(
      world.testApp,
      editor,
      'PUT',
      `admin/articles/${articleId}/supplementary-files`,
      {
        files: [
          { id: protocol.id, label: 'Protocol', dataType: 'document' },
          { id: first.id, label: 'Dataset S1', dataType: 'dataset' },
        ],
      },
    );
    expect(reordered.statusCode, reordered.body).toBe(200);
    // A new order alone is no new version.
    expect((await readerSees()).earlierVersions).toHaveLength(versionsBefore);
    const relabelled = await call(
      world.testApp,
      editor,
      'PUT',
      `admin/articles/${articleId}/supplementary-files`,
      {
        files: [
          { id: protocol.id, label: 'Field protocol', dataType: 'document' },
          { id: first.id, label: 'Dataset S1', dataType: 'dataset' },
        ],
        versionNote: 'Renamed the protocol.',
      },
    );
    expect(relabelled.json().supplementaryFiles.map((f: { label: string }) => f.label)).toEqual([
      'Field protocol',
      'Dataset S1',
    ]);
    const removed = await call(
      world.testApp,
      editor,
      'DELETE',
      `admin/articles/${articleId}/supplementary-files/${first.id}?versionNote=${encodeURIComponent('Withdrew the counts.')}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().supplementaryFiles.map((f: { label: string }) => f.label)).toEqual([
      'Field protocol',
    ]);
    const page = await readerSees();
    expect(page.supplementaryFiles.map((f: { label: string }) => f.label)).toEqual([
      'Field protocol',
    ]);
    expect(page.earlierVersions.slice(versionsBefore).map((v: { note: string }) => v.note)).toEqual(
      ['Renamed the protocol.', 'Withdrew the counts.'],
    );
    // The earlier version still names the removed file: it stays where readers found it.
    const kept = await world.testApp.app.inject({
      method: 'GET',
      url: new URL(first.url).pathname,
    });
    expect(kept.statusCode).toBe(200);
  });

  it('refuses a supplementary file without a label, of another purpose or upload, of a refused type, or a stale list', async () => {
    const csv = await upload(
      world.testApp,
      editor,
      'article-supplementary',
      'more.csv',
      Buffer.from('a,b\n'),
    );
    const unlabelled = await call(
      world.testApp,
      editor,
      'POST',
      `admin/articles/${articleId}/supplementary-files`,
      {
        fileId: csv,
        label: ' ',
        dataType: 'spreadsheet',
      },
    );
    expect(unlabelled.statusCode).toBe(400);
    expect(Object.keys(unlabelled.json().errors).sort()).toEqual(['dataType', 'label']);
    const manuscript = await upload(world.testApp, editor, 'manuscript', 'm.pdf', TINY_PDF);
    const wrongPurpose = await call(
      world.testApp,
      editor,
      'POST',
      `admin/articles/${articleId}/supplementary-files`,
      {
        fileId: manuscript,
        label: 'M',
        dataType: 'other',
      },
    );
    expect(wrongPurpose.statusCode).toBe(400);
    const othersUpload = await upload(
      world.testApp,
      outsider,
      'article-supplementary',
      'o.csv',
      Buffer.from('a\n'),
    );
    const notTheirs = await call(
      world.testApp,
      editor,
      'POST',
      `admin/articles/${articleId}/supplementary-files`,
      {
        fileId: othersUpload,
        label: 'O',
        dataType: 'other',
      },
    );
    expect(notTheirs.statusCode).toBe(404);
    for (const [name, content] of [
      ['run.exe', WINDOWS_EXE],
      ['page.html', Buffer.from('<p>x</p>')],
      ['data.csv', WINDOWS_EXE],
    ] as const) {
      await expect(
        upload(world.testApp, editor, 'article-supplementary', name, content),
      ).rejects.toThrow(/415/);
    }
    const stale = await call(
      world.testApp,
      editor,
      'PUT',
      `admin/articles/${articleId}/supplementary-files`,
      {
        files: [],
      },
    );
    expect(stale.statusCode).toBe(409);
  });

  it('lets only the journal’s editors in: another journal’s staff get 404, authors 403', async () => {
    const attempts = [
      ['PUT', `admin/articles/${articleId}/galley`, { fileId: 1 }],
      ['PUT', `admin/articles/${articleId}/figures`, { href: 'fig1', fileId: 1 }],
      [
        'POST',
        `admin/articles/${articleId}/supplementary-files`,
        { fileId: 1, label: 'x', dataType: 'other' },
      ],
      ['PUT', `admin/articles/${articleId}/supplementary-files`, { files: [] }],
      ['DELETE', `admin/articles/${articleId}/supplementary-files/1`, undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      expect((await call(world.testApp, outsider, method, path, body)).statusCode, path).toBe(404);
      expect((await call(world.testApp, world.bob, method, path, body)).statusCode, path).toBe(403);
    }
    for (const purpose of ['figure', 'article-supplementary']) {
      await expect(upload(world.testApp, world.bob, purpose, 'x.png', TINY_PNG)).rejects.toThrow(
        /403/,
      );
    }
  });

  it('keeps the published images and supplementary files through a sweep of stored files', async () => {
    const root = (world.testApp.context.storage as LocalDiskStorage).root;
    const result = await sweepStoredFiles({ db: world.testApp.context.db, root, graceMs: 0 });
    expect(result.failed).toBe(0);
    const article = (
      await call(world.testApp, editor, 'GET', `admin/articles/${articleId}`)
    ).json();
    const addresses = [
      article.galleys.figures[0].url,
      ...article.supplementaryFiles.map((file: { url: string }) => file.url),
    ];
    expect(addresses).toHaveLength(2);
    for (const address of addresses) {
      const served = await world.testApp.app.inject({
        method: 'GET',
        url: new URL(address).pathname,
      });
      expect(served.statusCode, address).toBe(200);
    }
  });
});
