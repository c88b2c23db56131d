import { randomUUID } from 'node:crypto';
import { isStorableText } from '@quire/contracts';
import { findExecutableContent, xssVectors } from '@quire/test-utils';
import type { Browser, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { solidPng } from './support/png';
import { apiUrl, webUrl } from './support/servers';
import { signIn } from './support/session';
import { escapeXml, isXmlText } from './support/xml-text';

const DEMO_ADMIN = { email: 'admin@quire.test', password: 'admin-password' };
/** A journal of this file's own, so other files' demo journals stay as they expect. */
const JOURNAL = {
  title: `Galley Press ${randomUUID().slice(0, 6)}`,
  slug: `galley-press-${randomUUID().slice(0, 6)}`,
};
const ARTICLE_SLUG = 'salt-marshes-of-the-southern-coast';

const HTML = `<!doctype html><html><head><title>Salt marshes</title>
<script>window.__galleyScriptRan = true</script></head><body>
<h1>Salt marshes</h1>
<p onclick="window.__galleyHandlerRan = true">Salt marshes breathe with the tide.</p>
<img src="x.png" onerror="window.__galleyHandlerRan = true" alt="">
<h2>Methods</h2><p>We counted crabs at low water.</p>
</body></html>`;

const JATS = `<?xml version="1.0" encoding="UTF-8"?>
<article xmlns:xlink="http://www.w3.org/1999/xlink" article-type="research-article">
<front><article-meta><title-group><article-title>Salt marshes</article-title></title-group></article-meta></front>
<body><sec id="s1"><title>Results</title><p>The marsh in two pictures.</p>
<fig id="f1"><caption><p>The marsh at low water.</p></caption><graphic xlink:href="marsh-low"/></fig>
<fig id="f2"><caption><p>The marsh at high water.</p></caption><graphic xlink:href="marsh-high.png"/></fig>
</sec></body></article>`;

let browser: Browser;
let editor: Page;
let errors: string[];
let articlePath = '';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: editor, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } }));
  await signIn(editor, webUrl, DEMO_ADMIN, '?redirect=/admin/journals');
  const create = editor.locator('section[aria-labelledby="create-journal"]');
  await create.getByLabel('Title').fill(JOURNAL.title);
  await create.getByLabel('Web address').fill(JOURNAL.slug);
  await create.getByRole('button', { name: 'Create the journal' }).click();
  await editor.getByRole('status').getByText('The journal is created.').waitFor();
  // A published issue with one entered article, readers see at once.
  await editor.goto(`${webUrl}/admin/issues`);
  const form = editor.locator('section[aria-labelledby="new-issue"]');
  await form.getByLabel('Journal of the new issue').selectOption({ label: JOURNAL.title });
  await form.getByLabel('Volume').fill('4');
  await form.getByLabel('Number').fill('1');
  await form.getByLabel('Year').fill('2021');
  await Promise.all([
    editor.waitForURL(/\/admin\/issues\/\d+\?saved=created/),
    form.getByRole('button', { name: 'Create the issue' }).click(),
  ]);
  await editor.getByRole('button', { name: 'Publish now' }).click();
  await editor.getByRole('status').getByText('The issue is published').waitFor();
  await editor.getByRole('link', { name: 'Enter an article' }).click();
  await editor.getByRole('heading', { level: 1, name: 'Enter an article' }).waitFor();
  await editor.getByLabel('Title').fill('Salt marshes of the southern coast');
  await editor.getByLabel('Authors').fill('Ines Duarte; University of Aveiro');
  await Promise.all([
    editor.waitForURL(/\/admin\/issues\/articles\/\d+\?saved=created/),
    editor.getByRole('button', { name: 'Enter the article' }).click(),
  ]);
  articlePath = new URL(editor.url()).pathname;
});
afterAll(() => browser?.close());

/** The article's public page, read by a signed-out reader in a page of its own. */
async function readerPage(): Promise<Page> {
  const { page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(`${webUrl}/journals/${JOURNAL.slug}/articles/${ARTICLE_SLUG}`);
  await page.locator('h1').waitFor();
  return page;
}

async function uploadGalley(name: string, mimeType: string, content: string | Buffer) {
  await editor.getByLabel('PDF, JATS XML or HTML').setInputFiles({
    name,
    mimeType,
    buffer: Buffer.from(content),
  });
  await editor.getByRole('button', { name: 'Upload the galley' }).click();
}

describe('an editor uploads an article’s HTML galley, figures and supplementary files', () => {
  it('sets an HTML full text: readers read it, and none of its scripts run', async () => {
    await uploadGalley('notes.html', 'text/html', 'Only a line of text.');
    await editor.locator('#article-galley-file-message').getByText('not HTML').waitFor();
    await uploadGalley('marsh.html', 'text/html', HTML);
    await editor.getByRole('status').getByText('The galley is uploaded.').waitFor();
    await editor.getByText('Full text (HTML) stored.').waitFor();
    const reader = await readerPage();
    await reader.getByText('Salt marshes breathe with the tide.').waitFor();
    await reader.getByRole('heading', { level: 3, name: 'Methods' }).waitFor();
    await reader.getByText('Salt marshes breathe with the tide.').click();
    const ran = await reader.evaluate(() => {
      const flags = window as unknown as Record<string, unknown>;
      return [flags.__galleyScriptRan, flags.__galleyHandlerRan];
    });
    expect(ran).toEqual([undefined, undefined]);
    expect(await reader.locator('.q-full-text script, .q-full-text [onclick]').count()).toBe(0);
    await reader.close();
  });

  it('replaces it with a JATS full text and uploads one of its images: readers see it, and the box for the other', async () => {
    await uploadGalley('marsh.xml', 'application/xml', JATS);
    await editor
      .getByRole('status')
      .getByText('the JATS XML file is now the article’s full text')
      .waitFor();
    const figures = editor.locator('section[aria-labelledby="article-figures"]');
    await figures.getByText('2 of 2 images are missing.').waitFor();
    // Sniffed, not trusted by name: text called .png is refused beside its field.
    await figures.getByLabel('Image for marsh-low').setInputFiles({
      name: 'marsh-low.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await figures.getByRole('button', { name: 'Upload the image marsh-low' }).click();
    await figures.getByText('does not match its .png extension').first().waitFor();
    await figures.getByLabel('Image for marsh-low').setInputFiles({
      name: 'marsh-low.png',
      mimeType: 'image/png',
      buffer: solidPng(24, [40, 120, 90]),
    });
    await figures.getByRole('button', { name: 'Upload the image marsh-low' }).click();
    await editor.getByRole('status').getByText('The image is uploaded').waitFor();
    await figures.getByText('1 of 2 images is missing.').waitFor();
    expect(await axeViolations(editor)).toEqual([]);
    const reader = await readerPage();
    const image = reader.locator('.q-full-text figure img').first();
    await image.waitFor();
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(24);
    expect(await reader.getByText('Image not available').count()).toBe(1);
    await reader.close();
  });

  it('adds two supplementary files, moves one up from the keyboard and removes one: readers see each change', async () => {
    const section = editor.locator('section[aria-labelledby="article-supplementary"]');
    const add = async (name: string, content: string, label: string, type: string) => {
      await section.getByLabel('File', { exact: true }).setInputFiles({
        name,
        mimeType: 'text/csv',
        buffer: Buffer.from(content),
      });
      await section.getByLabel('Label', { exact: true }).last().fill(label);
      await section.getByLabel('Kind of data').last().selectOption(type);
      await section.getByRole('button', { name: 'Add the file' }).click();
    };
    // A program named .csv is refused by its bytes, beside the file field; what was typed stays.
    await add('data.csv', 'MZ\u0090\u0000program', 'Dataset S0', 'code');
    await section.getByText('does not match its .csv extension').first().waitFor();
    expect(await section.getByLabel('Label', { exact: true }).last().inputValue()).toBe(
      'Dataset S0',
    );
    await add('counts.csv', 'site,crabs\nA,12\n', 'Dataset S1: crab counts', 'dataset');
    await section.getByRole('link', { name: 'counts.csv' }).waitFor();
    await add('tides.csv', 'hour,height\n0,1.2\n', 'Dataset S2: tide heights', 'dataset');
    await section.getByRole('link', { name: 'tides.csv' }).waitFor();
    await editor.getByRole('status').getByText('The file is added').waitFor();
    const labels = async (page: Page) =>
      page.locator('.q-supplementary__item > a').allTextContents();
    let reader = await readerPage();
    expect(await labels(reader)).toEqual(['Dataset S1: crab counts', 'Dataset S2: tide heights']);
    await reader.close();

    const up = section.getByRole('button', { name: 'Move Dataset S2: tide heights up' });
    await up.focus();
    await editor.keyboard.press('Enter');
    await editor.getByRole('status').getByText('The supplementary files are saved.').waitFor();
    reader = await readerPage();
    expect(await labels(reader)).toEqual(['Dataset S2: tide heights', 'Dataset S1: crab counts']);
    await reader.close();

    await section.getByRole('button', { name: 'Remove Dataset S1: crab counts' }).click();
    await editor.getByRole('status').getByText('The file is removed').waitFor();
    expect(await section.getByRole('link', { name: 'counts.csv' }).count()).toBe(0);
    reader = await readerPage();
    expect(await labels(reader)).toEqual(['Dataset S2: tide heights']);
    const href = await reader.locator('.q-supplementary__item > a').first().getAttribute('href');
    const download = await fetch(href ?? '');
    expect(download.status).toBe(200);
    expect(await download.text()).toContain('hour,height');
    await reader.close();
    // Each change of the published article's files is in its record.
    const article = await fetch(
      new URL(`journals/${JOURNAL.slug}/articles/${ARTICLE_SLUG}`, apiUrl),
    );
    const { earlierVersions } = (await article.json()) as { earlierVersions: unknown[] };
    expect(earlierVersions.length).toBeGreaterThanOrEqual(4);
    expect(errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
  });

  it('runs none of the XSS corpus inside an uploaded HTML galley, then inside a JATS one', async () => {
    const corpus = xssVectors.filter(isStorableText);
    // In HTML, the vectors as markup; in JATS, as text where XML allows it (a vector that is not
    // well-formed XML would make the galley refused, not rendered), escaped as the XML says.
    const html = `<!doctype html><html><body><p>Benign start.</p>${corpus.join('\n')}</body></html>`;
    const xmlText = escapeXml(corpus.filter(isXmlText).join('\n'));
    const jats = JATS.replace(
      '<p>The marsh in two pictures.</p>',
      `<p>Benign start.</p><p>${xmlText}</p>`,
    );
    for (const [name, type, content] of [
      ['corpus.html', 'text/html', html],
      ['corpus.xml', 'application/xml', jats],
    ] as const) {
      await editor.goto(`${webUrl}${articlePath}`);
      await uploadGalley(name, type, content);
      // "The galley is uploaded: the … file is now the article's full text, in place of …"
      const uploaded = editor.getByRole('status').getByText(/^The galley is uploaded/);
      const refused = editor.locator('#article-galley-file-message');
      await uploaded.or(refused).waitFor();
      expect((await refused.isVisible()) ? await refused.textContent() : 'uploaded', name).toBe(
        'uploaded',
      );
      const reader = await readerPage();
      const dialogs: string[] = [];
      reader.on('dialog', (dialog: Dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await reader.reload({ waitUntil: 'networkidle' });
      await reader.locator('.q-full-text').getByText('Benign start.').waitFor();
      expect(findExecutableContent(await reader.locator('.q-full-text').innerHTML()), name).toEqual(
        [],
      );
      expect(dialogs, name).toEqual([]);
      expect(
        await reader.evaluate(() => (window as unknown as { __xss?: number }).__xss),
        name,
      ).toBeUndefined();
      await reader.close();
    }
  });

  it('fits a phone: no sideways scroll on the article’s back-office page', async () => {
    const { page } = await newPage(browser, { viewport: { width: 375, height: 800 } });
    await signIn(page, webUrl, DEMO_ADMIN, `?redirect=${encodeURIComponent(articlePath)}`);
    await page.locator('#article-supplementary').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.context().close();
  });
});
