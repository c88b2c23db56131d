import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { isStorableText } from '@quire/contracts';
import { findExecutableContent, xssVectors } from '@quire/test-utils';
import type { Browser, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiActor, apiSignIn, DEMO_ADMIN } from './support/api-actor';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { apiUrl, webUrl } from './support/servers';
import { signIn } from './support/session';

/** Where screenshots go for a person to look at (not compared by the test). */
const SHOTS = process.env.VERSION_OF_RECORD_SHOTS_DIR;

/** A journal of this file's own, so the demo journals stay as the other files expect. */
const JOURNAL = {
  title: `Record Keeping ${randomUUID().slice(0, 6)}`,
  slug: `record-keeping-${randomUUID().slice(0, 6)}`,
};
const TITLE = 'Tidal rhythms in estuarine plankton';

let browser: Browser;
let admin: ApiActor;
let editor: Page;
let errors: string[];
let articleId = 0;
let articleSlug = '';
let issueId = 0;
let correctionPath = '';
let retractionPath = '';

const articlePath = () => `/journals/${JOURNAL.slug}/articles/${articleSlug}`;
const editorPath = () => `/admin/issues/articles/${articleId}`;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiSignIn(apiUrl, DEMO_ADMIN);
  const journal = await admin.call<{ id: number }>('POST', 'admin/journals', JOURNAL);
  const issue = await admin.call<{ id: number; version: number }>('POST', 'admin/issues', {
    journalId: journal.id,
    volume: 3,
    number: 1,
    year: 2026,
  });
  issueId = issue.id;
  const article = await admin.call<{ id: number; slug: string }>(
    'POST',
    `admin/issues/${issue.id}/articles`,
    {
      title: TITLE,
      abstract: '<p>Plankton follow the tide.</p>',
      authors: [{ name: 'Maija Mäkinen', affiliation: 'University of Oulu' }],
      keywords: ['plankton'],
      type: 'research-article',
      language: 'en',
      sectionId: null,
      pages: '1–9',
      doi: null,
      license: 'cc-by-4.0',
      receivedAt: null,
      acceptedAt: null,
    },
  );
  articleId = article.id;
  articleSlug = article.slug;
  const { version } = await admin.call<{ version: number }>('GET', `admin/issues/${issue.id}`);
  await admin.call('POST', `admin/issues/${issue.id}/publish`, { at: null, version });
  ({ page: editor, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } }));
  await signIn(editor, webUrl, DEMO_ADMIN, `?redirect=${encodeURIComponent(editorPath())}`);
  if (SHOTS) await mkdir(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

/** Publishes a notice from the article's back-office page, through its one form. */
async function publishNotice(kind: string, text: string) {
  await editor.goto(`${webUrl}${editorPath()}`);
  const section = editor.locator('section[aria-labelledby="article-notices"]');
  await section.getByLabel('Kind of notice').selectOption({ label: kind });
  await section.getByRole('toolbar', { name: 'Formatting of Text of the notice' }).waitFor();
  await section.getByRole('textbox', { name: 'Text of the notice' }).click();
  await editor.keyboard.type(text);
  await Promise.all([
    editor.waitForURL(/\?saved=notice/),
    section.getByRole('button', { name: 'Publish the notice' }).click(),
  ]);
  await editor.getByRole('status').getByText('The notice is published').waitFor();
  const link = section.getByRole('link', { name: `${kind} notice` }).first();
  return (await link.getAttribute('href')) ?? '';
}

describe('the version of record in the browser', () => {
  it('corrects a published article, keeping the earlier version with its note', async () => {
    await editor.getByLabel('Pages').fill('1–11');
    await editor.getByLabel('What this correction changes').first().fill('Corrected the pages.');
    await Promise.all([
      editor.waitForURL(/\?saved=metadata/),
      editor.getByRole('button', { name: 'Save the article' }).click(),
    ]);
    await editor.getByRole('status').getByText('The article is saved.').waitFor();
    const reader = await browser.newPage();
    await reader.goto(`${webUrl}${articlePath()}`);
    await reader.getByText('Version 2, updated').waitFor();
    await reader.close();
  });

  it('refuses a notice without text beside its field, keeping the kind chosen', async () => {
    await editor.goto(`${webUrl}${editorPath()}`);
    const section = editor.locator('section[aria-labelledby="article-notices"]');
    await section.getByLabel('Kind of notice').selectOption({ label: 'Addendum' });
    await section.getByRole('button', { name: 'Publish the notice' }).click();
    await section.locator('#notice-text-error').getByText('Write the notice’s text.').waitFor();
    expect(await section.getByLabel('Kind of notice').inputValue()).toBe('addendum');
  });

  it('publishes a correction notice: the notice and the article link to each other', async () => {
    correctionPath = await publishNotice(
      'Correction',
      'The page range was printed as 1–9; it is 1–11.',
    );
    expect(correctionPath).toMatch(new RegExp(`^/journals/${JOURNAL.slug}/notices/\\d+$`));
    const reader = await browser.newPage();
    await reader.goto(`${webUrl}${correctionPath}`);
    await reader.getByRole('heading', { level: 1, name: `Correction: ${TITLE}` }).waitFor();
    await reader.getByText('it is 1–11').waitFor();
    await reader.getByRole('link', { name: TITLE }).click();
    await reader.waitForURL(`${webUrl}${articlePath()}`);
    const banner = reader.getByRole('region', { name: 'This article has been corrected' });
    await banner.waitFor();
    expect(await banner.getByRole('link', { name: 'Correction notice' }).getAttribute('href')).toBe(
      correctionPath,
    );
    await reader.close();
  });

  it('retracts it: the article stays readable, marked in words at its top, in its issue and for indexers', async () => {
    retractionPath = await publishNotice(
      'Retraction',
      'Retracted at the authors’ request: the tide tables were misread.',
    );
    const reader = await browser.newPage();
    await reader.goto(`${webUrl}${articlePath()}`);
    const banner = reader.getByRole('region', { name: /This article has been retracted/ });
    await banner.getByText('Retracted', { exact: true }).waitFor();
    expect(await banner.getByRole('link', { name: 'Retraction notice' }).getAttribute('href')).toBe(
      retractionPath,
    );
    // Still readable: its abstract is there.
    await reader.getByText('Plankton follow the tide.').waitFor();
    expect(await reader.title()).toMatch(/^RETRACTED: /);
    expect(await reader.locator('meta[name="citation_title"]').getAttribute('content')).toBe(
      `RETRACTED: ${TITLE}`,
    );
    expect(
      await reader
        .locator('meta[name="DC.Relation"]')
        .evaluateAll((tags) =>
          tags.map((tag) => new URL(tag.getAttribute('content') ?? '').pathname),
        ),
    ).toEqual(expect.arrayContaining([retractionPath, correctionPath]));
    expect(await axeViolations(reader)).toEqual([]);
    await reader.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(reader)).toEqual([]);
    // Its issue's table of contents marks it too.
    await reader.goto(`${webUrl}/journals/${JOURNAL.slug}/archive/${issueId}`);
    const line = reader.locator('.q-toc__article', { hasText: TITLE });
    await line.getByText('Retracted', { exact: true }).waitFor();
    await reader.goto(`${webUrl}${retractionPath}`);
    expect(await reader.locator('meta[name="citation_title"]').getAttribute('content')).toBe(
      `Retraction: ${TITLE}`,
    );
    expect(await axeViolations(reader)).toEqual([]);
    await reader.close();
  });

  it('lists the notices in the journal’s feed as items of their own', async () => {
    const feed = await (await fetch(`${webUrl}/journals/${JOURNAL.slug}/feed.xml`)).text();
    expect(feed).toContain(`${correctionPath}</id>`);
    expect(feed).toContain(`<title type="text">Retraction: ${TITLE}</title>`);
    // No script failed on the editor's pages; refused posts log their 400s.
    expect(errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
  });

  it('runs none of the XSS corpus given as a notice’s text', async () => {
    const payload = `<p>Benign start.</p>${xssVectors.filter(isStorableText).join('\n')}`;
    const notice = await admin.call<{ id: number }>('POST', `admin/articles/${articleId}/notices`, {
      type: 'addendum',
      text: payload,
      date: new Date().toISOString().slice(0, 10),
    });
    const { page } = await newPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog: Dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const noticePath = `/journals/${JOURNAL.slug}/notices/${notice.id}`;
    for (const path of [noticePath, articlePath()]) {
      const response = await page.goto(`${webUrl}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBe(200);
      if (path === noticePath) await page.getByText('Benign start.').waitFor();
      for (const prose of await page.locator('.q-prose').all()) {
        expect(findExecutableContent(await prose.innerHTML()), path).toEqual([]);
      }
    }
    expect(dialogs).toEqual([]);
    await expect(
      page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).resolves.toBeUndefined();
    await page.context().close();
  });

  for (const width of [375, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`fits ${width} px in ${scheme}: the article with its banner, the notice, the panel form`, async () => {
        const { page } = await newPage(browser, {
          viewport: { width, height: 900 },
          colorScheme: scheme,
        });
        await signIn(page, webUrl, DEMO_ADMIN, `?redirect=${encodeURIComponent(editorPath())}`);
        for (const [name, path, ready] of [
          ['article', articlePath(), 'section.q-article-notices'],
          ['notice', retractionPath, 'h1'],
          ['panel', editorPath(), 'section[aria-labelledby="article-notices"]'],
        ] as const) {
          await page.goto(`${webUrl}${path}`);
          await page.locator(ready).first().waitFor();
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(scrollWidth, path).toBeLessThanOrEqual(width);
          if (SHOTS) {
            if (name === 'panel') {
              await page.locator(ready).scrollIntoViewIfNeeded();
              await page
                .locator(ready)
                .screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png` });
            } else {
              await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png` });
            }
          }
        }
        await page.context().close();
      });
    }
  }
});
