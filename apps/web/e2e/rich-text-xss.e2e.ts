import { isStorableText } from '@quire/contracts';
import { findExecutableContent, xssVectors } from '@quire/test-utils';
import type { Browser, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, DEMO_ADMIN } from './support/api-actor';
import { launchBrowser, newPage } from './support/browser';
import { apiUrl, webUrl } from './support/servers';
import { signIn } from './support/session';

/**
 * The project's XSS corpus saved through the back office into every rich-text field — a journal's
 * description, focus and scope, author guidelines, a section's policy, a page and a news item —
 * then shown in Chromium on the public pages and in the back office's editors: nothing runs.
 * A journal of this file's own, so the demo journals the other files read stay as seeded.
 */
// Vectors carrying a NUL or a lone surrogate are refused at the door (400, tested by the API's
// own suite); every other one is stored and must be defused where it is shown.
const payload = `<p>Benign start.</p>${xssVectors.filter(isStorableText).join('\n')}`;
const slug = `xss-journal-${Date.now().toString(36)}`;
const MARKER_DIALOG = 'The test’s own dialog';

let browser: Browser;
let journalId = 0;
let newsId = 0;
let newsSlug = '';
let pageSlug = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiSignIn(apiUrl, DEMO_ADMIN);
  const created = await admin.call<{ id: number; version: number }>('POST', 'admin/journals', {
    title: 'Journal of Hostile Markup',
    slug,
  });
  journalId = created.id;
  await admin.call('PUT', `admin/journals/${journalId}`, {
    version: created.version,
    title: 'Journal of Hostile Markup',
    slug,
    description: payload,
    focusScope: payload,
    authorGuidelines: payload,
    submissionDeclarations: [],
    brandColor: '#1f5f8b',
    license: 'cc-by-4.0',
    timeZone: 'UTC',
    submissionsOpen: true,
  });
  await admin.call('POST', `admin/journals/${journalId}/sections`, {
    title: 'Hostile section',
    policy: payload,
    submissionsOpen: true,
    peerReviewed: true,
  });
  const pages = await admin.call<{ data: { slug: string }[] }>(
    'POST',
    `admin/journals/${journalId}/pages`,
    { title: 'Hostile page', body: payload, inMenu: true },
  );
  pageSlug = pages.data[0]?.slug ?? '';
  const news = await admin.call<{ id: number; slug: string }>('POST', 'admin/news', {
    journalId,
    title: 'Hostile news',
    body: payload,
    status: 'published',
  });
  newsId = news.id;
  newsSlug = news.slug;
});
afterAll(() => browser?.close());

/** Opens `path`, hovers everything once, and proves no dialog but the test's own was raised. */
async function runsNothing(page: Page, path: string, ready: string) {
  const dialogs: string[] = [];
  const onDialog = (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  };
  page.on('dialog', onDialog);
  const response = await page.goto(`${webUrl}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBe(200);
  await page.locator(ready).first().waitFor();
  // Hover what the stored text became, for handlers that need an interaction.
  for (const element of await page.locator('.q-prose *, .q-rich-text__area *').all()) {
    await element.hover({ force: true, timeout: 500 }).catch(() => undefined);
  }
  const marker = page.waitForEvent('dialog', {
    predicate: (dialog) => dialog.message() === MARKER_DIALOG,
  });
  await page.evaluate((message) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => alert(message))));
  }, MARKER_DIALOG);
  await marker;
  page.off('dialog', onDialog);
  expect(dialogs, path).toEqual([MARKER_DIALOG]);
  await expect(
    page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).resolves.toBeUndefined();
}

describe('the XSS corpus in every rich-text field', () => {
  it('runs nothing on the public pages that show the fields, and renders no executable markup', async () => {
    const { page } = await newPage(browser);
    for (const path of [
      `/journals/${slug}`,
      `/journals/${slug}/pages/${pageSlug}`,
      `/news/${newsSlug}`,
    ]) {
      await runsNothing(page, path, 'text=Benign start.');
      for (const prose of await page.locator('.q-prose').all()) {
        expect(findExecutableContent(await prose.innerHTML()), path).toEqual([]);
      }
    }
    await page.context().close();
  });

  it('runs nothing in the back office’s editors of those fields', async () => {
    const { page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await signIn(page, webUrl, DEMO_ADMIN, `?redirect=/admin/news/${newsId}`);
    await runsNothing(page, `/admin/news/${newsId}`, '.q-rich-text__toolbar');
    await runsNothing(page, `/admin/journals/${journalId}/pages`, 'h1');
    await runsNothing(page, `/admin/journals/${journalId}`, 'h1');
    await page.context().close();
  });
});
