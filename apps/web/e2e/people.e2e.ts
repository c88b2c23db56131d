import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, registerAuthor } from './support/api-actor';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { apiDataDir, apiUrl, webUrl } from './support/servers';
import { signIn, uniqueEmail } from './support/session';

let browser: Browser;
let admin: Page;
/** A new account the administrator finds, disables and enables again. */
const person = {
  name: 'Pia People',
  email: uniqueEmail('people'),
  password: 'people-e2e-password',
};

beforeAll(async () => {
  browser = await launchBrowser();
  await registerAuthor(apiUrl, apiDataDir, person);
  ({ page: admin } = await newPage(browser));
  await signIn(admin, webUrl, DEMO_ADMIN, '?redirect=/admin/users');
});
afterAll(() => browser?.close());

/** The row of the person in the people table. */
const row = (page: Page) => page.locator('tbody tr').filter({ hasText: person.email });

describe('the site’s people, for its administrators', () => {
  it('finds a person by email and orders by a column, axe-clean in light and dark', async () => {
    await admin.goto(`${webUrl}/admin/users`);
    await admin.getByLabel('Name or email').fill(person.email);
    await admin.getByRole('button', { name: 'Show' }).click();
    // The address changes before the client navigation's new list renders: wait for the list.
    await expect.poll(() => admin.locator('tbody tr').count()).toBe(1);
    await row(admin).waitFor();
    await admin.getByRole('link', { name: 'Sort by last signed in' }).click();
    await admin.waitForURL(/sort=lastSignIn/);
    await admin.locator('th[aria-sort="ascending"]').getByText('Last signed in').waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await admin.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(admin)).toEqual([]);
    await admin.emulateMedia({ colorScheme: 'light' });
  });

  it('disables the account: the person is signed out, and told why when signing in', async () => {
    const { page } = await newPage(browser);
    await signIn(page, webUrl, person);
    await page.goto(`${webUrl}/panel`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await admin.goto(`${webUrl}/admin/users?q=${encodeURIComponent(person.email)}`);
    await row(admin)
      .getByRole('button', { name: `Disable ${person.name}` })
      .click();
    await admin.getByRole('status').getByText('The account is disabled').waitFor();
    await row(admin).getByText('Disabled', { exact: true }).waitFor();

    // The person's next page finds no session: the panel sends them to sign in.
    await page.goto(`${webUrl}/panel`);
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByText('This account is disabled. Please contact the site’s administrators.')
      .first()
      .waitFor();

    await row(admin)
      .getByRole('button', { name: `Enable ${person.name}` })
      .click();
    await admin.getByRole('status').getByText('The account is enabled').waitFor();
    await signIn(page, webUrl, person);
    expect(new URL(page.url()).pathname).not.toBe('/auth/login');
    await page.context().close();
  });

  it('makes the person a site administrator and takes it back', async () => {
    await admin.goto(`${webUrl}/admin/users?q=${encodeURIComponent(person.email)}`);
    await row(admin)
      .getByRole('button', { name: `Make ${person.name} a site administrator` })
      .click();
    await admin.getByRole('status').getByText('They are a site administrator now').waitFor();
    const { page } = await newPage(browser);
    await signIn(page, webUrl, person);
    expect((await page.goto(`${webUrl}/admin/users`))?.status()).toBe(200);
    await row(admin)
      .getByRole('button', { name: `Remove ${person.name} as site administrator` })
      .click();
    await admin.getByRole('status').getByText('They are no longer a site administrator.').waitFor();
    expect((await page.goto(`${webUrl}/admin/users`))?.status()).toBe(403);
    await page.context().close();
  });

  it('is a 403 for a journal’s editor', async () => {
    const { page } = await newPage(browser);
    await signIn(page, webUrl, { email: 'editor@quire.test', password: 'editor-password' });
    const response = await page.goto(`${webUrl}/admin/users`);
    expect(response?.status()).toBe(403);
    await page.context().close();
  });
});
