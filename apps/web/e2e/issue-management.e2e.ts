import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { minimalPdf } from './support/pdf';
import { apiUrl, webUrl } from './support/servers';
import { signIn } from './support/session';

const DEMO_ADMIN = { email: 'admin@quire.test', password: 'admin-password' };
/** A journal of this test's own, so the demo journals' issues stay as other files expect. */
const JOURNAL = {
  title: `Issue Workshop ${randomUUID().slice(0, 6)}`,
  slug: `issue-workshop-${randomUUID().slice(0, 6)}`,
};
let browser: Browser;
let editor: Page;
let errors: string[];
let issuePath = '';
let articleSlug = '';
let articlePagePath = '';

const JATS = `<?xml version="1.0" encoding="UTF-8"?>
<article article-type="research-article"><front><article-meta><title-group>
<article-title>Tide pools of the northern coast</article-title></title-group></article-meta></front>
<body><sec id="s1"><title>Introduction</title><p>Tide pools hold more than they seem.</p></sec></body>
</article>`;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: editor, errors } = await newPage(browser, { viewport: { width: 1280, height: 900 } }));
  await signIn(editor, webUrl, DEMO_ADMIN, '?redirect=/admin/journals');
  const create = editor.locator('section[aria-labelledby="create-journal"]');
  await create.getByLabel('Title').fill(JOURNAL.title);
  await create.getByLabel('Web address').fill(JOURNAL.slug);
  await create.getByRole('button', { name: 'Create the journal' }).click();
  await editor.getByRole('status').getByText('The journal is created.').waitFor();
});
afterAll(() => browser?.close());

/** The issue ids the journal's public archive lists. */
async function archived(): Promise<number[]> {
  const answer = await fetch(new URL(`journals/${JOURNAL.slug}/archive`, apiUrl));
  return ((await answer.json()) as { data: { id: number }[] }).data.map((issue) => issue.id);
}

const issueId = () => Number(issuePath.split('/').at(-1));

describe('an editor makes and publishes an issue in the browser', () => {
  it('creates a draft issue, refusing a year that is not a number beside its field', async () => {
    await editor.goto(`${webUrl}/admin/issues`);
    const form = editor.locator('section[aria-labelledby="new-issue"]');
    await form.getByLabel('Journal of the new issue').selectOption({ label: JOURNAL.title });
    await form.getByLabel('Volume').fill('1');
    await form.getByLabel('Number').fill('1');
    await form.getByLabel('Year').fill('next year');
    await form.getByLabel('Title (for a themed issue)').fill('Tides and margins');
    await form.getByRole('button', { name: 'Create the issue' }).click();
    await form.locator('#new-issue-year-error').getByText('whole number').waitFor();
    // What was typed stays.
    expect(await form.getByLabel('Title (for a themed issue)').inputValue()).toBe(
      'Tides and margins',
    );
    await form.getByLabel('Year').fill('2026');
    await Promise.all([
      editor.waitForURL(/\/admin\/issues\/\d+\?saved=created/),
      form.getByRole('button', { name: 'Create the issue' }).click(),
    ]);
    issuePath = new URL(editor.url()).pathname;
    await editor.getByRole('status').getByText('The issue is created as a draft.').waitFor();
    await editor.getByText('Draft: readers do not see it').first().waitFor();
    expect(await archived()).not.toContain(issueId());
    expect(await axeViolations(editor)).toEqual([]);
    await editor.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(editor)).toEqual([]);
    await editor.emulateMedia({ colorScheme: 'light' });
  });

  it('enters a back-issue article with its PDF and JATS full text, refusing what is wrong', async () => {
    await editor.getByRole('link', { name: 'Enter an article' }).click();
    await editor.getByRole('heading', { level: 1, name: 'Enter an article' }).waitFor();
    await editor.getByRole('button', { name: 'Enter the article' }).click();
    await editor.locator('#article-title-error').waitFor();
    await editor.locator('#article-authors-error').getByText('Name at least one author').waitFor();
    await editor.getByLabel('Title').fill('Tide pools of the northern coast');
    await editor
      .getByLabel('Authors')
      .fill('Maija Mäkinen; University of Oulu; 0000-0002-1825-0097\nRui Costa; ; 1234');
    await editor.getByLabel('Keywords').fill('tide pools, survey');
    await editor.getByRole('button', { name: 'Enter the article' }).click();
    await editor.locator('#article-authors-error').getByText('Line 2').waitFor();
    await editor
      .getByLabel('Authors')
      .fill('Maija Mäkinen; University of Oulu; 0000-0002-1825-0097\nRui Costa');
    await Promise.all([
      editor.waitForURL(/\/admin\/issues\/articles\/\d+\?saved=created/),
      editor.getByRole('button', { name: 'Enter the article' }).click(),
    ]);
    articlePagePath = new URL(editor.url()).pathname;
    await editor.getByText('No galley yet.').waitFor();
    const galley = editor.getByLabel('PDF, JATS XML or HTML');
    await galley.setInputFiles({
      name: 'notes.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from('<?xml version="1.0"?><notes>Not an article</notes>'),
    });
    await editor.getByRole('button', { name: 'Upload the galley' }).click();
    await editor.locator('#article-galley-file-message').getByText('JATS').waitFor();
    await galley.setInputFiles({
      name: 'tide-pools.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Tide pools'),
    });
    await editor.getByRole('button', { name: 'Upload the galley' }).click();
    await editor.getByRole('status').getByText('The galley is uploaded.').waitFor();
    await galley.setInputFiles({
      name: 'tide-pools.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(JATS),
    });
    await editor.getByRole('button', { name: 'Upload the galley' }).click();
    await editor.getByText('Full text (JATS) stored.').waitFor();
    expect(await editor.getByRole('link', { name: 'PDF' }).count()).toBe(1);
    expect(await axeViolations(editor)).toEqual([]);
    const article = await fetch(
      new URL(`journals/${JOURNAL.slug}/articles/tide-pools-of-the-northern-coast`, apiUrl),
    );
    // Not public while its issue is a draft.
    expect(article.status).toBe(404);
    articleSlug = 'tide-pools-of-the-northern-coast';
    await editor.goto(`${webUrl}${issuePath}`);
    await editor.getByText('Tide pools of the northern coast').first().waitFor();
  });

  it('refuses a schedule without a date, then publishes now: readers find it', async () => {
    await editor.getByRole('button', { name: 'Schedule' }).click();
    await editor.getByText('Choose the date and time it is published on.').first().waitFor();
    await editor.getByRole('button', { name: 'Publish now' }).click();
    await editor.getByRole('status').getByText('The issue is published').waitFor();
    await expect.poll(archived).toContain(issueId());
    await editor.getByRole('button', { name: 'Make it the current issue' }).click();
    await editor.getByRole('status').getByText('current issue').waitFor();
    const reader = await browser.newPage();
    await reader.goto(`${webUrl}/journals/${JOURNAL.slug}/current-issue`);
    await reader.getByText('Tides and margins').first().waitFor();
    // The entered article, with its full text and PDF.
    await reader.goto(`${webUrl}/journals/${JOURNAL.slug}/articles/${articleSlug}`);
    await reader.getByText('Tide pools hold more than they seem.').waitFor();
    await reader.getByText('Maija Mäkinen').first().waitFor();
    await reader.close();
  });

  it('withdraws the issue with the reason readers are shown; it leaves the archive', async () => {
    await editor.getByText('Withdraw the issue').first().click();
    await editor.getByRole('button', { name: 'Withdraw the issue' }).click();
    await editor.locator('#issue-withdraw-reason-error').waitFor();
    await editor.getByLabel('Reason, shown to readers').fill('Published before its proofs.');
    await editor.getByRole('button', { name: 'Withdraw the issue' }).click();
    await editor.getByRole('status').getByText('The issue is withdrawn.').waitFor();
    await editor.getByText('Withdrawn: Published before its proofs.').waitFor();
    await expect.poll(archived).not.toContain(issueId());
    // No script failed and nothing was refused by the Content-Security-Policy (the rich-text
    // editor's base styles ship in the stylesheet); refused posts log their 400s.
    expect(errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
  });

  it('fits a phone: no sideways scroll on the issue page, the list or the article page', async () => {
    const { page } = await newPage(browser, { viewport: { width: 375, height: 800 } });
    await signIn(page, webUrl, DEMO_ADMIN, `?redirect=${encodeURIComponent(issuePath)}`);
    for (const path of [issuePath, '/admin/issues', articlePagePath]) {
      await page.goto(`${webUrl}${path}`);
      await page.locator('h1').waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
    await page.context().close();
  });
});
