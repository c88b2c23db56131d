import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { confirmationLink, waitForMail } from './support/outbox';
import { apiDataDir as dataDir, webUrl } from './support/servers';
import { DEMO_AUTHOR, uniqueEmail } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('forms without JavaScript', () => {
  it('signs in, shows errors and signs out with plain form posts', async () => {
    const { page } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${webUrl}/auth/login?redirect=/panel`);

    await page.getByLabel('Email').fill(DEMO_AUTHOR.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    const rejected = await Promise.all([
      page.waitForNavigation(),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]).then(([response]) => response);
    expect(rejected?.status()).toBe(401);
    await page.getByRole('alert').waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(DEMO_AUTHOR.email);

    await page.getByLabel('Password', { exact: true }).fill(DEMO_AUTHOR.password);
    await Promise.all([
      page.waitForURL(`${webUrl}/panel`),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // The account menu is a native <details>: it opens without scripts.
    await page.locator('.q-session-menu summary').click();
    await Promise.all([
      page.waitForURL(`${webUrl}/`),
      page.getByRole('button', { name: 'Sign out' }).click(),
    ]);
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await page.context().close();
  });

  it('registers with a plain form post and confirms the mailed link with another', async () => {
    const { page } = await newPage(browser, { javaScriptEnabled: false });
    const email = uniqueEmail('noscript');
    const since = Date.now();
    await page.goto(`${webUrl}/auth/reg`);
    await page.getByLabel('Name').fill('Nora Noscript');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a long enough passphrase');
    await page.getByLabel('Confirm password').fill('a long enough passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();

    const link = confirmationLink((await waitForMail(dataDir, email, since)).text);
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await Promise.all([
      page.waitForURL(`${webUrl}/panel`),
      page.getByRole('button', { name: 'Confirm and sign in' }).click(),
    ]);
    await expect(page.locator('.q-session-menu__name').textContent()).resolves.toBe(
      'Nora Noscript',
    );
    await page.context().close();
  });
});

describe('the 404 page without JavaScript', () => {
  it('searches the site from its search box, a plain GET form', async () => {
    const { page } = await newPage(browser, { javaScriptEnabled: false });
    const missing = await page.goto(`${webUrl}/journals/no-such-thing/issues-2019`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('forest carbon');
    await Promise.all([
      page.waitForURL(`${webUrl}/search?q=forest+carbon`),
      page.getByRole('button', { name: 'Search', exact: true }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    await page.context().close();
  });

  it('links to the journals', async () => {
    const { page } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${webUrl}/no/such/page`);
    await Promise.all([
      page.waitForURL(`${webUrl}/journals`),
      page.getByRole('main').getByRole('link', { name: 'Browse the journals' }).click(),
    ]);
    await page.context().close();
  });
});
