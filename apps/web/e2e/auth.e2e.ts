import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuthor } from './support/api-actor';
import { launchBrowser, newPage } from './support/browser';
import { confirmationLink, waitForMail } from './support/outbox';
import { apiUrl, apiDataDir as dataDir, webUrl } from './support/servers';
import { DEMO_AUTHOR, signIn, signOut, uniqueEmail } from './support/session';

let browser: Browser;

/** The seed's editor of one journal (an editorial role, no site role). */
const DEMO_EDITOR = { email: 'editor@quire.test', password: 'editor-password' };

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The HttpOnly session cookie of the page's browser context, if any. */
async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'quire_session');
}

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

  it('lands an editor on the editorial queue, and an author on the home page', async () => {
    const editor = await newPage(browser);
    await signIn(editor.page, webUrl, DEMO_EDITOR);
    expect(editor.page.url()).toBe(`${webUrl}/admin/submissions`);
    await editor.page.getByRole('heading', { level: 1, name: 'Submissions queue' }).waitFor();
    await editor.page.context().close();
    const author = await newPage(browser);
    await signIn(author.page, webUrl, DEMO_AUTHOR);
    expect(author.page.url()).toBe(`${webUrl}/`);
    await author.page.context().close();
  });

  it('returns an editor to the page that asked for the sign-in', async () => {
    const { page } = await newPage(browser);
    await signIn(page, webUrl, DEMO_EDITOR, '?redirect=/panel/account');
    expect(page.url()).toBe(`${webUrl}/panel/account`);
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

/** Fills and submits the registration form at `/auth/reg`, then waits for "Check your inbox". */
async function register(page: Page, account: { name: string; email: string; password: string }) {
  await page.goto(`${webUrl}/auth/reg`);
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
}

/** The confirmation link mailed to `email` since `since`. */
async function mailedConfirmationLink(email: string, since: number): Promise<string> {
  const mail = await waitForMail(dataDir, email, since);
  const link = confirmationLink(mail.text);
  if (!link) throw new Error(`No confirmation link in the mail to ${email}:\n${mail.text}`);
  return link;
}

describe('register, sign in, sign out', () => {
  it('registers, confirms the mailed link, signs out, signs back in and out again', async () => {
    const { page, errors } = await newPage(browser);
    const email = uniqueEmail('register');
    const password = 'a long enough passphrase';
    const since = Date.now();
    await register(page, { name: 'Regina Register', email, password });
    await page.getByText(/^Check your inbox: we have sent an email to this address/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/reg');
    // Nothing is signed in, and the account does not exist yet.
    expect(await sessionCookie(page)).toBeUndefined();

    const link = await mailedConfirmationLink(email, since);
    expect(new URL(link).origin).toBe(webUrl);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Confirm your email' }).waitFor();
    await Promise.all([
      page.waitForURL(`${webUrl}/panel`),
      page.getByRole('button', { name: 'Confirm and sign in' }).click(),
    ]);
    await expect(page.locator('.q-session-menu__name').textContent()).resolves.toBe(
      'Regina Register',
    );
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The panel's own requests (notifications, the realtime ticket) finish first: one cut short
    // by the sign-out would answer 401 and log a console error that says nothing about sign-up.
    await page.waitForLoadState('networkidle');

    await signOut(page);
    expect(page.url()).toBe(`${webUrl}/`);
    expect(await sessionCookie(page)).toBeUndefined();

    await signIn(page, webUrl, { email, password });
    await expect(page.locator('.q-session-menu__name').textContent()).resolves.toBe(
      'Regina Register',
    );
    const session = await sessionCookie(page);
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    // The token never reaches page scripts.
    await expect(page.evaluate(() => document.cookie)).resolves.not.toContain('quire_session');

    // As before the first sign-out: the signed-in page's own requests finish first.
    await page.waitForLoadState('networkidle');
    await signOut(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('answers an address that has an account exactly like a new one, and mails its owner', async () => {
    const { page } = await newPage(browser);
    const since = Date.now();
    await register(page, {
      name: 'Impostor',
      email: DEMO_AUTHOR.email,
      password: 'a long enough passphrase',
    });
    const answer = await page.locator('p[role="status"]').textContent();
    const fresh = await newPage(browser);
    await register(fresh.page, {
      name: 'Newcomer',
      email: uniqueEmail('fresh'),
      password: 'a long enough passphrase',
    });
    await expect(fresh.page.locator('p[role="status"]').textContent()).resolves.toBe(answer);
    const note = await waitForMail(dataDir, DEMO_AUTHOR.email, since);
    expect(note.subject).toBe('Someone tried to create a Quire account with your address');
    expect(note.text).toContain(`${webUrl}/auth/forgot-password`);
    // The owner's password still signs in.
    await signIn(page, webUrl, DEMO_AUTHOR);
    await expect(page.locator('.q-session-menu__name').textContent()).resolves.toBe(
      DEMO_AUTHOR.name,
    );
    await fresh.page.context().close();
    await page.context().close();
  });

  it('confirms a link once: opened again, it says so and offers to register again', async () => {
    const { page } = await newPage(browser);
    const email = uniqueEmail('twice');
    const since = Date.now();
    await register(page, { name: 'Tess Twice', email, password: 'a long enough passphrase' });
    const link = await mailedConfirmationLink(email, since);
    await page.goto(`${link}&redirect=${encodeURIComponent('/panel/account')}`);
    await Promise.all([
      page.waitForURL(`${webUrl}/panel/account`),
      page.getByRole('button', { name: 'Confirm and sign in' }).click(),
    ]);

    const other = await newPage(browser);
    await other.page.goto(link);
    await other.page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await other.page
      .getByText('This confirmation link is invalid or has expired.')
      .first()
      .waitFor();
    await other.page.getByRole('link', { name: 'Register again', exact: true }).waitFor();
    expect(await sessionCookie(other.page)).toBeUndefined();
    await other.page.context().close();
    await page.context().close();
  });

  it('explains a confirmation page opened without its token', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/auth/confirm`);
    await page.getByText('This page needs the link from the email we sent you').waitFor();
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
    await registerAuthor(apiUrl, dataDir, { name: 'Rosa Reset', email, password: oldPassword });

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
