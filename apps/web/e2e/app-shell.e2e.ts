import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { webUrl } from './support/servers';
import { DEMO_AUTHOR, signIn } from './support/session';

let browser: Browser;

/** Leaves a mark in the page's JavaScript world; a full page load wipes it. */
async function mark(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { marker?: string }).marker = 'same document';
  });
}

const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { marker?: string }).marker === 'same document');

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('errors', () => {
  it('answers an unknown path with a real 404 and the not-found view', async () => {
    const { page } = await newPage(browser);
    const response = await page.goto(`${webUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(page.title()).resolves.toBe('Page Not Found · Quire');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Page Not Found',
    );
    await page.getByText('Page Not Found: /no/such/page').waitFor();
    await page.context().close();
  });

  it('shows the 404 view after a client-side navigation too', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/test`, { waitUntil: 'networkidle' });
    await mark(page);
    // The router's own navigate(), as a <Link> would call it.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate('/journals/no-such-journal'),
    );
    await page.getByText('Page Not Found: /journals/no-such-journal').waitFor();
    await expect(isSameDocument(page)).resolves.toBe(true);
    await page.context().close();
  });
});

describe('/test', () => {
  it('shows that the app is alive and which build it runs', async () => {
    const { page, errors } = await newPage(browser);
    const response = await page.goto(`${webUrl}/test`);
    expect(response?.status()).toBe(200);
    await page.getByText('The app is alive.').waitFor();
    const latest = (await (await fetch(`${webUrl}/builds/latest.json`)).json()) as { id: string };
    await expect(page.getByTestId('build-id').textContent()).resolves.toBe(latest.id);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('caching', () => {
  it('lets a CDN cache anonymous public pages', async () => {
    const response = await fetch(`${webUrl}/test`);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
    );
    expect(response.headers.get('vary')).toMatch(/Cookie/);
  });

  it('never stores the auth pages', async () => {
    const response = await fetch(`${webUrl}/auth/login`);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps signed-in responses private', async () => {
    const { page } = await newPage(browser);
    await signIn(page, webUrl, DEMO_AUTHOR);
    const response = await page.goto(`${webUrl}/test`);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await page.context().close();
  });
});

describe('signed-in extras', () => {
  const EXTRAS = /signed-in-extras-[\w-]+\.js/;
  const loadsExtras = (requests: Request[]) =>
    requests.some((request) => EXTRAS.test(request.url()));

  /**
   * Opens `path` and resolves at the page's first build check, which it makes a second after it
   * hydrated (the e2e server's BUILD_POLL_MS): the extras are asked for right after hydration,
   * so a page that loads them has asked by then.
   */
  async function openUntilFirstBuildCheck(page: Page, path: string) {
    await Promise.all([
      page.waitForRequest(/\/builds\/latest\.json/),
      page.goto(`${webUrl}${path}`),
    ]);
  }

  it('are never downloaded by signed-out pages', async () => {
    const { page } = await newPage(browser);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await openUntilFirstBuildCheck(page, '/test');
    await openUntilFirstBuildCheck(page, '/auth/login');
    expect(loadsExtras(requests)).toBe(false);
    await page.context().close();
  });

  it('are loaded lazily once someone is signed in', async () => {
    const { page } = await newPage(browser);
    await signIn(page, webUrl, DEMO_AUTHOR);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await Promise.all([page.waitForRequest(EXTRAS), page.goto(`${webUrl}/test`)]);
    expect(loadsExtras(requests)).toBe(true);
    await page.context().close();
  });
});

describe('header', () => {
  it("shows the signed-in user's avatar (or the default avatar) and the account menu", async () => {
    const { page } = await newPage(browser);
    await signIn(page, webUrl, DEMO_AUTHOR);
    const avatar = page.locator('.q-session-menu__avatar');
    await expect(avatar.getAttribute('src')).resolves.toMatch(/^https?:\/\//);
    await page.locator('.q-session-menu summary').click();
    await page.getByRole('link', { name: 'Panel' }).waitFor();
    await page.getByRole('link', { name: 'Bookmarks' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.context().close();
  });

  it('switches to dark mode and remembers it without a flash on the next page', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/test`);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(
      page.evaluate(() => document.documentElement.classList.contains('p-dark')),
    ).resolves.toBe(true);
    await page.goto(`${webUrl}/about`, { waitUntil: 'commit' });
    await page.waitForSelector('html.p-dark', { state: 'attached' });
    await page.context().close();
  });
});

describe('accessibility (axe)', () => {
  it.each([
    '/auth/login',
    '/auth/reg',
    '/auth/forgot-password',
    '/auth/reset-password',
    '/auth/reset-password?token=abc',
    '/test',
    '/no/such/page',
  ])('%s has no violations', async (path) => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}${path}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('the login page with its errors shown has no violations', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/auth/login`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('the login page in dark mode has no violations', async () => {
    const { page } = await newPage(browser, { colorScheme: 'dark' });
    await page.goto(`${webUrl}/auth/login`);
    await expect(
      page.evaluate(() => document.documentElement.classList.contains('p-dark')),
    ).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
