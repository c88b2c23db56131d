import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { DEMO_AUTHOR, signIn } from './support/session';

// Every page type must fit a phone: a reader never scrolls sideways to read or to reach a button.
const PHONE = { width: 375, height: 740 };

const webUrl = inject('webUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** How far the document is wider than the viewport (0 when it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The first link on `path` whose address matches `pattern` (a real article, issue…). */
async function firstLink(page: Page, path: string, pattern: string): Promise<string> {
  await page.goto(`${webUrl}${path}`);
  const href = await page.locator(`a[href*="${pattern}"]`).first().getAttribute('href');
  if (!href) throw new Error(`No link matching ${pattern} on ${path}`);
  return href;
}

describe('every page type fits a 375 px phone', () => {
  it('public pages', async () => {
    const { page } = await newPage(browser, { viewport: PHONE });
    const journal = await firstLink(page, '/journals', '/journals/');
    const article = await firstLink(page, journal, '/articles/');
    const issue = await firstLink(page, `${journal}/archive`, '/issues/');
    const news = await firstLink(page, '/news', '/news/');
    const paths = [
      '/',
      '/journals',
      journal,
      `${journal}/archive`,
      `${journal}/volumes`,
      issue,
      article,
      '/news',
      news,
      '/search?q=model',
      '/about',
      '/contact',
      '/auth/login',
      '/auth/reg',
      '/no-such-page',
    ];
    for (const path of paths) {
      await page.goto(`${webUrl}${path}`);
      expect(await overflow(page), path).toBe(0);
    }
    await page.context().close();
  });

  it('the signed-in author’s pages', async () => {
    const { page } = await newPage(browser, { viewport: PHONE });
    await signIn(page, webUrl, DEMO_AUTHOR);
    for (const path of [
      '/panel',
      '/panel/submission',
      '/panel/submission/new',
      '/panel/articles',
      '/panel/notifications',
      '/panel/account',
      '/panel/chat',
      '/bookmarks',
      await firstLink(page, '/panel/articles', '/panel/articles/'),
    ]) {
      await page.goto(`${webUrl}${path}`);
      expect(await overflow(page), path).toBe(0);
    }
    await page.context().close();
  });

  it('the editors’ pages', async () => {
    const { page } = await newPage(browser, { viewport: PHONE });
    await signIn(page, webUrl, { email: 'admin@quire.test', password: 'admin-password' });
    for (const path of [
      '/admin/submissions',
      '/admin/issues',
      await firstLink(page, '/admin/issues', '/admin/issues/'),
      '/admin/chat',
    ]) {
      await page.goto(`${webUrl}${path}`);
      expect(await overflow(page), path).toBe(0);
    }
    await page.context().close();
  });
});
