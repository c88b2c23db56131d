import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { waitForMail } from './support/outbox';
import { DEMO_AUTHOR, signIn, signOut, uniqueEmail } from './support/session';

const webUrl = inject('webUrl');
const dataDir = inject('apiDataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('route guard', () => {
  it('sends a signed-out visitor from /panel to the login page with a redirect back', async () => {
    const { page } = await newPage(browser);
    const response = await page.goto(`${webUrl}/panel`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      '/auth/login?redirect=/panel',
    );
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.context().close();
  });

  it('sends a signed-out visitor from /bookmarks to the login page too', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/bookmarks`);
    expect(page.url()).toBe(`${webUrl}/auth/login?redirect=/bookmarks`);
    await page.context().close();
  });

  it('returns to the page that asked for sign-in', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/panel/account`);
    await page.getByLabel('Email').fill(DEMO_AUTHOR.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_AUTHOR.password);
    await Promise.all([
      page.waitForURL(`${webUrl}/panel/account`),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    await page.context().close();
  });

  it('ignores a redirect to another site after sign-in', async () => {
    const { page } = await newPage(browser);
    await signIn(page, webUrl, DEMO_AUTHOR, '?redirect=https://evil.example/x');
    expect(page.url()).toBe(`${webUrl}/`);
    await page.context().close();
  });

  it('sends a signed-in user away from the signed-out-only pages to /', async () => {
    const { page } = await newPage(browser);
    await signIn(page, webUrl, DEMO_AUTHOR);
    for (const path of [
      '/auth/login',
      '/auth/reg',
      '/auth/forgot-password',
      '/auth/reset-password',
    ]) {
      await page.goto(`${webUrl}${path}`);
      expect(page.url(), path).toBe(`${webUrl}/`);
    }
    await page.context().close();
  });

  it('protects client-side navigations too, without showing the protected page', async () => {
    const { page } = await newPage(browser);
    await signIn(page, webUrl, DEMO_AUTHOR);
    // The session ends behind the page's back; the header still offers the panel link.
    await page.context().clearCookies();
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
      new MutationObserver(() => {
        for (const heading of document.querySelectorAll('h1')) seen.push(heading.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator('.q-session-menu summary').click();
    await Promise.all([
      page.waitForURL(`${webUrl}/auth/login?redirect=/panel`),
      page.getByRole('link', { name: 'Panel' }).click(),
    ]);
    const seen = await page.evaluate(
      () => (window as unknown as { seenHeadings: string[] }).seenHeadings,
    );
    expect(seen).not.toContain('Dashboard');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.context().close();
  });
});

describe('register, sign in, sign out', () => {
  it('creates an account, signs out, signs back in and out again', async () => {
    const { page, errors } = await newPage(browser);
    const email = uniqueEmail('register');
    const password = 'a long enough passphrase';
    await page.goto(`${webUrl}/auth/reg`);
    await page.getByLabel('Name').fill('Regina Register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await Promise.all([
      page.waitForURL(`${webUrl}/`),
      page.getByRole('button', { name: 'Create account' }).click(),
    ]);
    await expect(page.locator('.q-session-menu__name').textContent()).resolves.toBe(
      'Regina Register',
    );

    await signOut(page);
    expect(page.url()).toBe(`${webUrl}/`);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'quire_session')).toBeUndefined();

    await signIn(page, webUrl, { email, password });
    await expect(page.locator('.q-session-menu__name').textContent()).resolves.toBe(
      'Regina Register',
    );
    const session = (await page.context().cookies()).find(
      (cookie) => cookie.name === 'quire_session',
    );
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    // The token never reaches page scripts.
    await expect(page.evaluate(() => document.cookie)).resolves.not.toContain('quire_session');

    await signOut(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the field errors of a rejected registration', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/auth/reg`);
    await page.getByLabel('Name').fill('Shorty');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Email' });
    await summary.waitFor();
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(
      page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    await expect(page.getByLabel('Name').inputValue()).resolves.toBe('Shorty');
    await page.context().close();
  });

  it('says when the two passwords differ', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/auth/reg`);
    await page.getByLabel('Name').fill('Mismatch');
    await page.getByLabel('Email').fill(uniqueEmail('mismatch'));
    await page.getByLabel('Password', { exact: true }).fill('a long enough passphrase');
    await page.getByLabel('Confirm password').fill('a different passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('The two passwords do not match.').first().waitFor();
    await page.context().close();
  });

  it('rejects a wrong password with a message and keeps the email', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/auth/login`);
    await page.getByLabel('Email').fill(DEMO_AUTHOR.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    expect(page.url()).toBe(`${webUrl}/auth/login`);
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(DEMO_AUTHOR.email);
    await page.context().close();
  });
});

describe('forgot and reset password', () => {
  it('resets the password through the mailed link, then signs in with the new one', async () => {
    const { page } = await newPage(browser);
    const email = uniqueEmail('reset');
    const oldPassword = 'the original passphrase';
    const newPassword = 'a brand new passphrase';
    // A fresh account: the demo author is shared by every test file.
    await page.goto(`${webUrl}/auth/reg`);
    await page.getByLabel('Name').fill('Rosa Reset');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(oldPassword);
    await page.getByLabel('Confirm password').fill(oldPassword);
    await Promise.all([
      page.waitForURL(`${webUrl}/`),
      page.getByRole('button', { name: 'Create account' }).click(),
    ]);
    await signOut(page);

    const since = Date.now();
    await page.goto(`${webUrl}/auth/forgot-password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(/^If an account exists for that address/).waitFor();

    const mail = await waitForMail(dataDir, email, since);
    const link = /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    await page.goto(link ?? '');
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await Promise.all([
      page.waitForURL(`${webUrl}/auth/login?reset=1`),
      page.getByRole('button', { name: 'Save the new password' }).click(),
    ]);
    await page.getByText('Your password has been changed.').waitFor();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(oldPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();

    await signIn(page, webUrl, { email, password: newPassword });
    await expect(page.locator('.q-session-menu__name').textContent()).resolves.toBe('Rosa Reset');
    await page.context().close();
  });

  it('gives the same confirmation for an address with no account', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/auth/forgot-password`);
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(/^If an account exists for that address/).waitFor();
    await page.context().close();
  });

  it('explains a reset page opened without its token', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/auth/reset-password`);
    await page.getByText('This page needs the link from the email we sent you.').waitFor();
    await page.context().close();
  });

  it('rejects an invalid reset token', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/auth/reset-password?token=not-a-real-token`);
    await page.getByLabel('New password').fill('a brand new passphrase');
    await page.getByLabel('Confirm password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('alert').waitFor();
    expect(page.url()).toContain('/auth/reset-password');
    await page.context().close();
  });
});
