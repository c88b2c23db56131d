import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { webUrl } from './support/servers';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Pretends a new build was deployed: latest.json and its meta file name another id. */
async function announceNewBuild(page: Page, id: string) {
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { id, createdAt: new Date().toISOString() } }),
  );
  await page.route(`**/builds/meta/${id}.json*`, (route) =>
    route.fulfill({ json: { id, createdAt: new Date().toISOString() } }),
  );
}

/** Leaves a mark in the page's JavaScript world; a full page load wipes it. */
async function mark(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { marker?: string }).marker = 'still the same document';
  });
}

const isSameDocument = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { marker?: string }).marker === 'still the same document',
  );

async function clickNav(page: Page, name: string, path: string) {
  await Promise.all([
    page.waitForURL(`${webUrl}${path}`),
    page.getByRole('link', { name, exact: true }).first().click(),
  ]);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('build updates', () => {
  it('navigates on the client while the build is current', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/test`);
    await page.waitForRequest(/\/builds\/latest\.json/);
    await mark(page);
    await clickNav(page, 'About', '/about');
    await expect(isSameDocument(page)).resolves.toBe(true);
    await page.context().close();
  });

  it('makes the next navigation a full page load once a new build is found', async () => {
    const { page, errors } = await newPage(browser);
    await announceNewBuild(page, 'a-newer-build');
    await page.goto(`${webUrl}/test`);
    await page.waitForRequest(/\/builds\/meta\/a-newer-build\.json/);
    await mark(page);
    await clickNav(page, 'About', '/about');
    await expect(isSameDocument(page)).resolves.toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('does not full-load the same path again within 10 seconds', async () => {
    const { page } = await newPage(browser);
    await announceNewBuild(page, 'another-build');
    await page.goto(`${webUrl}/test`);
    await page.waitForRequest(/\/builds\/meta\/another-build\.json/);
    await mark(page);
    await clickNav(page, 'Contact', '/contact');
    await expect(isSameDocument(page)).resolves.toBe(false);
    // The fake latest.json stays, so the reloaded page finds the "new" build again; loading
    // /contact once more within 10 s must stay a client navigation, not a reload loop.
    await page.waitForRequest(/\/builds\/meta\/another-build\.json/);
    await mark(page);
    await clickNav(page, 'Contact', '/contact');
    await expect(isSameDocument(page)).resolves.toBe(true);
    await page.context().close();
  });

  it('only logs a build manifest that fails to load', async () => {
    const { page, errors } = await newPage(browser);
    await page.route('**/builds/latest.json*', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.goto(`${webUrl}/test`);
    await page.waitForRequest(/\/builds\/latest\.json/);
    // The failure is logged once the answer is read, a moment after the request.
    await expect
      .poll(() => errors.some((error) => error.includes('Could not load the build manifest')))
      .toBe(true);
    await mark(page);
    await clickNav(page, 'About', '/about');
    await expect(isSameDocument(page)).resolves.toBe(true);
    await page.context().close();
  });
});
