import { chromePath } from '@quire/vitest-config/chrome-path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';

const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
const JOURNAL = 'Journal of Computational Ecology';

let browser: Browser;
const site = inject('siteUrl');
const apiUrl = inject('apiUrl');

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: chromePath(),
    args: CHROME_ARGS,
  });
});
afterAll(() => browser?.close());

async function open(path: string, width = 1280): Promise<{ page: Page; status: number }> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const response = await page.goto(`${site}${path}`);
  return { page, status: response?.status() ?? 0 };
}

/** Whether the page is wider than the viewport (a phone reader would scroll sideways). */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe('a single-journal site built from the kit', () => {
  it('opens on the journal’s home, with its own name, navigation and no other journals', async () => {
    const { page, status } = await open('/');
    expect(status).toBe(200);
    await expect(page.locator('h1').first().textContent()).resolves.toBe(JOURNAL);
    expect(await page.title()).toBe(`${JOURNAL} | ${JOURNAL}`);
    expect(await page.locator('.q-site-brand').textContent()).toBe('JCE');
    // Its own journal's links live at the root; nothing points at another journal.
    expect(await page.locator('a[href^="/journals/"]').count()).toBe(0);
    await expect(page.locator('a[href="/archive"]').count()).resolves.toBeGreaterThan(0);
    await page.close();
  });

  it('serves an article at /articles/{slug} with its Google Scholar tags', async () => {
    const { page } = await open('/');
    const href = await page.locator('a[href^="/articles/"]').first().getAttribute('href');
    expect(href).toMatch(/^\/articles\/[^/]+$/);
    const { page: article, status } = await open(href ?? '');
    expect(status).toBe(200);
    const tag = (name: string) =>
      article.locator(`meta[name="${name}"]`).first().getAttribute('content');
    expect(await tag('citation_journal_title')).toBe(JOURNAL);
    expect(await tag('citation_title')).toBeTruthy();
    expect(await tag('citation_publication_date')).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    await page.close();
    await article.close();
  });

  it('searches this journal only', async () => {
    const { page, status } = await open('/search?q=model');
    expect(status).toBe(200);
    const links = await page
      .locator('main a[href*="/articles/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^\/articles\//);
    await page.close();
  });

  it('answers an unknown address with a real 404 page in the site’s frame', async () => {
    const { page, status } = await open('/no/such/page');
    expect(status).toBe(404);
    await expect(page.getByText('Page Not Found').count()).resolves.toBeGreaterThan(0);
    expect(await page.title()).toContain(JOURNAL);
    await page.close();
  });

  it('invites submissions, signs the author in and opens the wizard with its journal chosen', async () => {
    const { page } = await open('/');
    const invitation = page.getByRole('region', { name: 'Submit an article' });
    await invitation.getByRole('link', { name: 'Submit an article' }).click();
    await page.waitForURL(/\/auth\/login\?redirect=/);
    await page.getByLabel('Email').fill('author@quire.test');
    await page.getByLabel('Password', { exact: true }).fill('author-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/panel/submission/new');
    const journal = page.getByLabel('Journal');
    await expect.poll(async () => journal.locator('option:checked').textContent()).toBe(JOURNAL);
    await page.close();
  });

  it('has the author panel, without the chat this site leaves out', async () => {
    const { page } = await open('/auth/login');
    await page.getByLabel('Email').fill('author@quire.test');
    await page.getByLabel('Password', { exact: true }).fill('author-password');
    await Promise.all([
      page.waitForURL((url) => !url.pathname.startsWith('/auth/login')),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await page.goto(`${site}/panel`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.title()).toBe(`Dashboard · ${JOURNAL}`);
    const nav = page.getByRole('navigation', { name: 'Panel' });
    // The sections' names (an unread count may follow a name).
    expect(await nav.locator('.q-panel-nav__label').allTextContents()).toEqual([
      'Dashboard',
      'Submissions',
      'Articles',
      'Notifications',
      'Account',
    ]);
    for (const path of [
      '/panel/submission',
      '/panel/articles',
      '/panel/notifications',
      '/panel/account',
    ]) {
      const response = await page.goto(`${site}${path}`);
      expect(response?.status(), path).toBe(200);
    }
    await page.close();
  });

  it('fits a 375 px phone on every page type without sideways scrolling', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    /** The first link on `path` whose address matches `pattern`. */
    const firstLink = async (path: string, pattern: RegExp) => {
      await page.goto(`${site}${path}`);
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      const href = hrefs.find((candidate) => pattern.test(candidate));
      if (!href) throw new Error(`No link matching ${pattern} on ${path}`);
      return href;
    };
    const fits = async (paths: readonly string[]) => {
      for (const path of paths) {
        await page.goto(`${site}${path}`);
        expect(await scrollsSideways(page), path).toBe(false);
      }
    };

    const article = await firstLink('/', /^\/articles\/[^/]+$/);
    await fits([
      '/',
      '/archive',
      await firstLink('/archive', /^\/volumes\/\d+\/issues\/\d+$/),
      '/volumes',
      await firstLink('/volumes', /^\/volumes\/\d+\/issues$/),
      '/current-issue',
      article,
      await firstLink(article, /^\/keywords\//),
      await firstLink(article, /^\/authors\//),
      '/search?q=data',
      '/nope',
      '/auth/login',
    ]);

    // Signed in: the author panel, down to one submission, one article and one notification.
    await page.goto(`${site}/auth/login`);
    await page.getByLabel('Email').fill('author@quire.test');
    await page.getByLabel('Password', { exact: true }).fill('author-password');
    await Promise.all([
      page.waitForURL((url) => !url.pathname.startsWith('/auth/login')),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await fits([
      '/panel',
      '/panel/submission',
      await firstLink('/panel/submission', /^\/panel\/submission\/\d+$/),
      '/panel/submission/new',
      '/panel/articles',
      await firstLink('/panel/articles', /^\/panel\/articles\/\d+$/),
      '/panel/notifications',
      await firstLink('/panel/notifications', /^\/panel\/notifications\/\d+$/),
      '/panel/account',
    ]);
    await page.close();
  });
});

/** How the site's page cache answered `path` (HIT, MISS, STALE, BYPASS), signed out. */
async function cacheOf(path: string): Promise<string | null> {
  const response = await fetch(`${site}${path}`);
  await response.body?.cancel();
  expect(response.status, path).toBe(200);
  return response.headers.get('x-page-cache');
}

/** Asks for `path` until the cache holds it (the purge stream may still be connecting). */
function cachedAt(path: string): Promise<void> {
  return vi.waitFor(
    async () => {
      if ((await cacheOf(path)) !== 'HIT') throw new Error(`${path} never came from the cache`);
    },
    { timeout: 30_000, interval: 100 },
  );
}

/** Purges the pages of `journal` as a site administrator (the API's `admin/cache/purge`). */
async function purgeJournal(journal: string): Promise<void> {
  const signIn = await fetch(new URL('auth/login', apiUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@quire.test', password: 'admin-password' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const purge = await fetch(new URL('admin/cache/purge', apiUrl), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ journal }),
  });
  expect(purge.status).toBe(200);
}

describe('the page cache of a single-journal site', () => {
  it('serves signed-out pages from memory and drops them when their journal changes, not another’s', async () => {
    // `/archive` is the journal's (tagged `journal:computational-ecology` by its layout's
    // handle, though its address names no journal); `/search` is the site's.
    await cachedAt('/archive');
    await cachedAt('/search');
    expect(await cacheOf('/archive')).toBe('HIT');

    // Another journal changes: the API purges its tag and the site-wide lists.
    const { data } = (await (await fetch(new URL('journals', apiUrl))).json()) as {
      data: { slug: string }[];
    };
    const other = data.find((journal) => journal.slug !== 'computational-ecology')?.slug;
    if (!other) throw new Error('The demo seed has no second journal');
    await purgeJournal(other);
    // The site-wide page is dropped (the purge has arrived), this journal's page is not.
    await expect.poll(() => cacheOf('/search')).toBe('MISS');
    expect(await cacheOf('/archive')).toBe('HIT');

    // This journal changes: its pages are rendered again, then kept again.
    await purgeJournal('computational-ecology');
    await expect.poll(() => cacheOf('/archive')).toBe('MISS');
    await cachedAt('/archive');
  });
});
