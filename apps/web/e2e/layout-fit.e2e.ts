import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, DEMO_ADMIN } from './support/api-actor';
import { launchBrowser, newPage, openPage, shownText } from './support/browser';
import { apiUrl, webUrl } from './support/servers';
import { DEMO_AUTHOR, signIn, signInByCookie } from './support/session';

// Every page type must fit a phone: a reader never scrolls sideways to read or to reach a button.
const PHONE = { width: 375, height: 740 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** How far the document is wider than the viewport (0 when it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The first link on `path` whose address contains `pattern` (a real article, issue…). A page
 * that is not there fails at once (see `openPage`); one without such a link names its text.
 */
async function firstLink(page: Page, path: string, pattern: string): Promise<string> {
  await openPage(page, `${webUrl}${path}`);
  const href = await page
    .locator(`a[href*="${pattern}"]`)
    .first()
    .getAttribute('href')
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\n${path} shows: ${await shownText(page)}`);
    });
  if (!href) throw new Error(`No link matching ${pattern} on ${path}`);
  return href;
}

/** Expects every one of `paths` to fit the page's width, naming the first that does not. */
async function expectAllFit(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(`${webUrl}${path}`);
    expect(await overflow(page), path).toBe(0);
  }
}

/** The ids of `items`: the first of each status, so every state of a detail page is seen. */
function firstOfEachStatus(items: readonly { id: number; status: string }[]): number[] {
  const seen = new Map<string, number>();
  for (const item of items) if (!seen.has(item.status)) seen.set(item.status, item.id);
  return [...seen.values()];
}

describe('every page type fits a 375 px phone', () => {
  it('public pages', async () => {
    const { page } = await newPage(browser, { viewport: PHONE });
    const journal = await firstLink(page, '/journals', '/journals/');
    const article = await firstLink(page, journal, '/articles/');
    const issue = await firstLink(page, `${journal}/archive`, '/issues/');
    const volumeIssues = await firstLink(page, `${journal}/volumes`, '/volumes/');
    const journalPage = await firstLink(page, journal, '/pages/');
    const keyword = await firstLink(page, article, '/keywords/');
    const author = await firstLink(page, article, '/authors/');
    const news = await firstLink(page, '/news', '/news/');
    await expectAllFit(page, [
      '/',
      '/journals',
      journal,
      `${journal}/current-issue`,
      `${journal}/archive`,
      `${journal}/volumes`,
      volumeIssues,
      issue,
      journalPage,
      article,
      keyword,
      author,
      '/news',
      news,
      '/search?q=model',
      '/about',
      '/contact',
      '/no-such-page',
    ]);
    await page.context().close();
  });

  it('the sign-in, sign-up and password pages, with and without their emailed token', async () => {
    const { page } = await newPage(browser, { viewport: PHONE });
    await expectAllFit(page, [
      '/auth/login',
      '/auth/reg',
      '/auth/forgot-password',
      // Without the token the page explains itself; with one it shows the new-password form.
      '/auth/reset-password',
      '/auth/reset-password?token=not-a-real-token',
      '/auth/confirm',
      // A refused token: the page's error state, with its link to register again.
      '/auth/confirm?token=not-a-real-token',
    ]);
    await page.context().close();
  });

  it('the signed-in author’s pages', async () => {
    // The demo author's seeded submissions cover every status an author meets, one draft among
    // them; the detail page and the wizard are measured in each of those states.
    const author = await apiSignIn(apiUrl, DEMO_AUTHOR);
    const submissions = await author.call<{ data: { id: number; status: string }[] }>(
      'GET',
      'user/submissions?perPage=100',
    );
    const draft = submissions.data.find((submission) => submission.status === 'draft');
    if (!draft) throw new Error('The demo author has no draft to open in the wizard');
    const notifications = await author.call<{ data: { id: number }[] }>(
      'GET',
      'user/notifications',
    );
    const notification = notifications.data[0];
    if (!notification) throw new Error('The demo author has no notification');

    const { page } = await newPage(browser, { viewport: PHONE });
    await signIn(page, webUrl, DEMO_AUTHOR);
    await expectAllFit(page, [
      '/panel',
      '/panel/submission',
      '/panel/submission/new',
      ...firstOfEachStatus(submissions.data).map((id) => `/panel/submission/${id}`),
      ...['journal', 'details', 'authors', 'files', 'declarations', 'review'].map(
        (step) => `/panel/submission/${draft.id}/edit?step=${step}`,
      ),
      '/panel/articles',
      await firstLink(page, '/panel/articles', '/panel/articles/'),
      '/panel/notifications',
      `/panel/notifications/${notification.id}`,
      '/panel/account',
      '/panel/chat',
      '/bookmarks',
    ]);
    await page.context().close();
  });

  it('the editors’ pages', async () => {
    const admin = await apiSignIn(apiUrl, DEMO_ADMIN);
    const queue = await admin.call<{ data: { id: number; status: string }[] }>(
      'GET',
      'admin/submissions?perPage=100',
    );
    const { page } = await newPage(browser, { viewport: PHONE });
    await signIn(page, webUrl, DEMO_ADMIN);
    await expectAllFit(page, [
      '/admin/submissions',
      ...firstOfEachStatus(queue.data).map((id) => `/admin/submissions/${id}`),
      '/admin/issues',
      await firstLink(page, '/admin/issues', '/admin/issues/'),
      '/admin/staff',
      await firstLink(page, '/admin/staff', '/admin/staff/'),
      '/admin/users',
      '/admin/users?sort=lastSignIn&dir=desc',
      '/admin',
      '/admin/journals',
      await firstLink(page, '/admin/journals', '/admin/journals/'),
      '/admin/news',
      '/admin/news/new',
      await firstLink(page, '/admin/news', '/admin/news/'),
      '/admin/audit',
      '/admin/chat',
    ]);
    await page.context().close();
  });
});

describe('the editors’ queue on a 1280 px screen', () => {
  it('takes the width of the page, so titles do not wrap beside an empty third', async () => {
    const { page } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await signInByCookie(page, webUrl, DEMO_ADMIN);
    await page.goto(`${webUrl}/admin/submissions`);
    const widths = await page.evaluate(() => ({
      table: document.querySelector('.q-panel-page table')?.getBoundingClientRect().width ?? 0,
      header: document.querySelector('.q-site-header, header')?.getBoundingClientRect().width ?? 0,
    }));
    // The header spans the window; the table, all of it but the page's side padding.
    expect(widths.table).toBeGreaterThan(widths.header - 64);
    await page.context().close();
  });
});

describe('the journal pages fit the narrowest phones, 320 px', () => {
  it('with the masthead’s search box and the article’s tools', async () => {
    // The masthead's search box once kept the width of its 20-character input plus its button,
    // 18 px more than a 320 px screen holds, on every journal page.
    const { page } = await newPage(browser, { viewport: { width: 320, height: 640 } });
    const journal = await firstLink(page, '/journals', '/journals/');
    const article = await firstLink(page, journal, '/articles/');
    await expectAllFit(page, [
      journal,
      `${journal}/current-issue`,
      article,
      await firstLink(page, article, '/keywords/'),
    ]);
    await page.context().close();
  });
});

describe('the site header on a phone is one row, its navigation behind a Menu button', () => {
  /** The header's height, and whether the main navigation's links are shown. */
  const header = (page: Page) =>
    page.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="Main"]');
      return {
        height: document.querySelector('.q-layout__header')?.getBoundingClientRect().height ?? 0,
        navShown: nav ? nav.getBoundingClientRect().height > 0 : false,
      };
    });
  const menu = (page: Page) => page.getByRole('button', { name: 'Menu' });
  const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

  for (const scheme of ['light', 'dark'] as const) {
    it(`opens, follows a link and closes at 375 px, signed out and in, ${scheme}`, async () => {
      const { page, errors } = await newPage(browser, { viewport: PHONE, colorScheme: scheme });
      for (const signedIn of [false, true]) {
        if (signedIn) await signIn(page, webUrl, DEMO_AUTHOR);
        const who = signedIn ? 'signed in' : 'signed out';
        await page.goto(`${webUrl}/`);
        await menu(page).waitFor();
        const closed = await header(page);
        expect(closed.height, `${who}: header height`).toBeGreaterThanOrEqual(48);
        expect(closed.height, `${who}: header height`).toBeLessThanOrEqual(72);
        expect(closed.navShown, `${who}: links folded`).toBe(false);
        expect(await menu(page).getAttribute('aria-expanded')).toBe('false');
        // It controls the navigation (hidden for now, so found by its id rather than its role).
        const controls = await menu(page).getAttribute('aria-controls');
        expect(await page.locator(`[id="${controls}"]`).getAttribute('aria-label')).toBe('Main');

        // Open: the links show under the header, inside the screen.
        await menu(page).click();
        await mainNav(page).getByRole('link', { name: 'News' }).waitFor();
        expect(await menu(page).getAttribute('aria-expanded')).toBe('true');
        expect(await overflow(page), `${who}: open menu overflow`).toBe(0);
        const links = mainNav(page).getByRole('link');
        expect(await links.count()).toBeGreaterThan(1);
        for (const link of await links.all()) {
          const box = await link.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
        }

        // Escape closes and gives the focus back to the button.
        await mainNav(page).getByRole('link').first().focus();
        await page.keyboard.press('Escape');
        await mainNav(page).waitFor({ state: 'hidden' });
        expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Menu');

        // A link goes to its page and the menu closes there.
        await menu(page).click();
        await Promise.all([
          page.waitForURL((url) => url.pathname === '/news'),
          mainNav(page).getByRole('link', { name: 'News' }).click(),
        ]);
        await mainNav(page).waitFor({ state: 'hidden' });
        expect(await menu(page).getAttribute('aria-expanded')).toBe('false');
        expect((await header(page)).height, `${who}: header on /news`).toBeLessThanOrEqual(72);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('keeps the links in the header row, without a Menu button, on a wide screen', async () => {
    const { page } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${webUrl}/`);
    await mainNav(page).getByRole('link', { name: 'News' }).waitFor();
    expect(await menu(page).isVisible()).toBe(false);
    const seen = await header(page);
    expect(seen.navShown).toBe(true);
    expect(seen.height).toBeLessThanOrEqual(72);
    await page.context().close();
  });

  it('leaves the links reachable without JavaScript', async () => {
    const { page } = await newPage(browser, { viewport: PHONE, javaScriptEnabled: false });
    await page.goto(`${webUrl}/`);
    expect(await menu(page).isVisible()).toBe(false);
    const news = mainNav(page).getByRole('link', { name: 'News' });
    expect(await news.isVisible()).toBe(true);
    expect(await overflow(page)).toBe(0);
    await Promise.all([page.waitForURL((url) => url.pathname === '/news'), news.click()]);
    await page.context().close();
  });
});

describe('a journal’s navigation on a phone is one row that scrolls inside itself', () => {
  /** The journal navigation's list: its rows, whether it overflows, and the current link's box. */
  function journalNav(page: Page) {
    return page.evaluate(() => {
      const list = document.querySelector('.q-journal-nav ul');
      if (!list) throw new Error('No journal navigation on this page');
      const links = [...list.querySelectorAll('a')];
      const rows = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
      const current = list.querySelector('[aria-current="page"]')?.getBoundingClientRect();
      const box = list.getBoundingClientRect();
      return {
        links: links.length,
        rows: rows.size,
        scrolls: list.scrollWidth > list.clientWidth,
        currentInView: current ? current.left >= box.left && current.right <= box.right : null,
      };
    });
  }

  it('keeps eight links in one row, the current one in view, and the page unscrolled', async () => {
    const { page } = await newPage(browser, { viewport: PHONE });
    const journal = await firstLink(page, '/journals', '/journals/');
    await page.goto(`${webUrl}${journal}`);
    const home = await journalNav(page);
    expect(home.links).toBeGreaterThanOrEqual(8);
    expect(home).toMatchObject({ rows: 1, scrolls: true, currentInView: true });
    expect(await overflow(page)).toBe(0);
    // The last journal page sits past the screen's edge: opening it brings its link into view.
    const last = page.locator('.q-journal-nav a').last();
    const lastHref = await last.getAttribute('href');
    await page.goto(`${webUrl}${lastHref}`);
    expect(await journalNav(page)).toMatchObject({ rows: 1, currentInView: true });
    expect(await overflow(page)).toBe(0);
    await page.context().close();
  });

  it('shows every link at once on a wide screen, nothing to scroll', async () => {
    const { page } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    const journal = await firstLink(page, '/journals', '/journals/');
    await page.goto(`${webUrl}${journal}`);
    expect(await journalNav(page)).toMatchObject({ rows: 1, scrolls: false, currentInView: true });
    await page.context().close();
  });
});
