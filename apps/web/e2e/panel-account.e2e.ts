import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiActor,
  apiSignIn,
  approveThroughProduction,
  DEMO_ADMIN,
  registerAuthor,
  submitSubmission,
} from './support/api-actor';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { waitForMail } from './support/outbox';
import { solidPng } from './support/png';
import { apiDataDir, apiUrl, webUrl } from './support/servers';
import { signIn, signOut, uniqueEmail } from './support/session';

// Fresh accounts: these tests change names, emails and passwords, and delete an account.
const AUTHOR = { name: 'Paula Persist', email: uniqueEmail('persist'), password: 'persist-pass-1' };
const NEW_EMAIL = uniqueEmail('persist-new');
const NEW_PASSWORD = 'persist-pass-2';
const NEW_NAME = `Paula Renamed ${randomUUID().slice(0, 4)}`;
const GOOD_ORCID = '0000-0002-1825-0097';
const BAD_ORCID = '0000-0002-1825-0098';
const ORCID_TYPO = 'This ORCID iD has a typo (its check digit does not match).';
const PUBLISHED_TITLE = `Catchwords in quires ${randomUUID().slice(0, 6)}`;

let browser: Browser;
let page: Page;
let errors: string[];
let article: { path: string; title: string };

async function firstArticle(): Promise<{ path: string; title: string }> {
  const journals = (await (await fetch(new URL('journals', apiUrl))).json()) as {
    data: { slug: string }[];
  };
  for (const { slug } of journals.data) {
    const archive = (await (await fetch(new URL(`journals/${slug}/archive`, apiUrl))).json()) as {
      data: { id: number }[];
    };
    for (const { id } of archive.data) {
      const issue = (await (
        await fetch(new URL(`journals/${slug}/issues/${id}`, apiUrl))
      ).json()) as { sections: { articles: { slug: string; title: string }[] }[] };
      const found = issue.sections.flatMap((section) => section.articles)[0];
      if (found) return { path: `/journals/${slug}/articles/${found.slug}`, title: found.title };
    }
  }
  throw new Error('The demo seed has no published article.');
}

/** Submits, accepts and publishes an article of `author` so it shows under My articles. */
async function publishArticleOf(author: ApiActor, admin: ApiActor): Promise<void> {
  const id = await submitSubmission(author, {
    title: PUBLISHED_TITLE,
    authorName: AUTHOR.name,
    authorEmail: AUTHOR.email,
  });
  await admin.call('POST', `admin/submissions/${id}/decisions`, { decision: 'accept' });
  await approveThroughProduction(admin, author, id);
  const targets = await admin.call<{ data: { id: number; isPublished: boolean }[] }>(
    'GET',
    `admin/submissions/${id}/issues`,
  );
  const issue = targets.data.find((target) => target.isPublished) ?? targets.data[0];
  if (!issue) throw new Error('No issue to publish into.');
  await admin.call('POST', `admin/submissions/${id}/publish`, { issueId: issue.id });
}

beforeAll(async () => {
  await registerAuthor(apiUrl, apiDataDir, AUTHOR);
  const [author, admin] = await Promise.all([
    apiSignIn(apiUrl, AUTHOR),
    apiSignIn(apiUrl, DEMO_ADMIN),
  ]);
  await publishArticleOf(author, admin);
  article = await firstArticle();
  browser = await launchBrowser();
  ({ page, errors } = await newPage(browser, {
    permissions: ['clipboard-read', 'clipboard-write'],
  }));
  await signIn(page, webUrl, AUTHOR);
});

afterAll(async () => {
  await browser?.close();
});

const header = () => page.locator('.q-session-menu__toggle');

describe('bookmarks', () => {
  it('offers signed-out readers a sign-in link back to the article, on a public cacheable page', async () => {
    const { page: anonymous } = await newPage(browser);
    const response = await anonymous.goto(`${webUrl}${article.path}`);
    expect(response?.headers()['cache-control']).toMatch(/^public/);
    const link = anonymous.getByRole('link', { name: 'Sign in to bookmark' });
    const href = new URL((await link.getAttribute('href')) ?? '', webUrl);
    expect(href.pathname).toBe('/auth/login');
    expect(href.searchParams.get('redirect')).toBe(article.path);
    expect(await anonymous.getByRole('button', { name: 'Bookmark' }).count()).toBe(0);
    await anonymous.context().close();
  });

  it('bookmarks an article from its page (a toggle button, a toast, a private page)', async () => {
    const response = await page.goto(`${webUrl}${article.path}`);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    const toggle = page.getByRole('button', { name: 'Bookmark' });
    await page.waitForLoadState('networkidle');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Bookmark added', { exact: true }).waitFor();
    // A reload keeps it: the state comes from the server.
    await page.reload();
    expect(await page.getByRole('button', { name: 'Bookmark' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('lists it on /bookmarks', async () => {
    await page.goto(`${webUrl}/bookmarks`);
    await page.getByRole('heading', { level: 1, name: 'Bookmarks' }).waitFor();
    const link = page.getByRole('link', { name: article.title, exact: true });
    expect(await link.getAttribute('href')).toBe(article.path);
    expect(await page.locator('tbody tr').count()).toBe(1);
    expect(await page.locator('tbody tr').textContent()).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('account', () => {
  it('rejects an ORCID iD whose check digit is wrong, with the message at the field', async () => {
    await page.goto(`${webUrl}/panel/account`);
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('ORCID iD').fill(BAD_ORCID);
    await page.getByRole('button', { name: 'Save profile' }).click();
    const field = page.getByLabel('ORCID iD');
    await page.locator('#field-profile-orcid-error').getByText(ORCID_TYPO).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.getAttribute('aria-describedby')).toContain('field-profile-orcid-error');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('saves name and ORCID iD; the header shows the new name at once', async () => {
    await page.getByLabel('Name').fill(NEW_NAME);
    await page.getByLabel('ORCID iD').fill(GOOD_ORCID);
    await page.getByLabel(/^Biography/).fill('Bookbinder.\nCodicologist.');
    expect(await page.locator('.q-char-count').textContent()).toBe('25 of 2000 characters');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('status').getByText('Your profile has been saved.').first().waitFor();
    await header().getByText(NEW_NAME).waitFor();
    expect(await page.getByRole('link', { name: /Your ORCID record/ }).getAttribute('href')).toBe(
      `https://orcid.org/${GOOD_ORCID}`,
    );
  });

  it('checks an avatar in the browser before sending it', async () => {
    await page.getByLabel('New avatar').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await page.getByText('Choose a PNG, JPG, JPEG, WEBP, GIF image.').first().waitFor();
    expect(await page.getByRole('img', { name: 'Preview of the new avatar' }).count()).toBe(0);
  });

  it('uploads a real PNG avatar with a preview; the header shows it', async () => {
    const before = await header().locator('img').getAttribute('src');
    expect(await page.getByText('PNG, JPG, JPEG, WEBP, GIF; at most 2.00 MB.').count()).toBe(1);
    await page.getByLabel('New avatar').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: solidPng(64, [200, 60, 40]),
    });
    await page.getByRole('img', { name: 'Preview of the new avatar' }).waitFor();
    await page.getByRole('button', { name: 'Upload avatar' }).click();
    await page.getByRole('status').getByText('Your new avatar has been saved.').first().waitFor();
    await page.getByRole('img', { name: 'Your current avatar' }).waitFor();
    await expect.poll(() => header().locator('img').getAttribute('src')).not.toBe(before);
    expect(await header().locator('img').getAttribute('src')).toMatch(/\/uploads\/.+\.png$/);
  });

  it('shows the server’s message for an image whose content is not what its name says', async () => {
    await page.getByLabel('New avatar').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('GIF89a definitely not a png'),
    });
    await page.getByRole('button', { name: 'Upload avatar' }).click();
    await page
      .locator('#field-avatar-avatar-error')
      .getByText("The file's content does not match its .png extension.")
      .waitFor();
  });

  it('changes the sign-in email with the current password and the link mailed to the new address', async () => {
    await page.getByLabel('New email').fill(NEW_EMAIL);
    await page.locator('#field-email-currentPassword').fill('wrong-password');
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.locator('#field-email-currentPassword-error').waitFor();
    await page.locator('#field-email-currentPassword').fill(AUTHOR.password);
    const since = Date.now();
    await page.getByRole('button', { name: 'Change email' }).click();
    await page
      .getByRole('status')
      .getByText(`We sent a link to ${NEW_EMAIL}.`, { exact: false })
      .first()
      .waitFor();
    const mail = await waitForMail(apiDataDir, NEW_EMAIL, since);
    const link = /https?:\/\/\S+\/auth\/confirm-email\?token=[\w-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`No confirmation link in:\n${mail.text}`);
    const { pathname, search } = new URL(link);
    await page.goto(`${webUrl}${pathname}${search}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm the new address' }).click();
    await page.getByRole('status').getByText(`Your sign-in email is now ${NEW_EMAIL}.`).waitFor();
    // Spent: the same link says so.
    await page.goto(`${webUrl}${pathname}${search}`);
    await page.getByRole('button', { name: 'Confirm the new address' }).click();
    await page
      .getByText('This confirmation link is invalid or has expired.', { exact: false })
      .first()
      .waitFor();
    await page.goto(`${webUrl}/panel/account`);
  });

  it('keeps every change across sign-out and sign-in', async () => {
    await signOut(page);
    await signIn(page, webUrl, { email: NEW_EMAIL, password: AUTHOR.password });
    await page.goto(`${webUrl}/panel/account`);
    expect(await page.getByLabel('Name').inputValue()).toBe(NEW_NAME);
    expect(await page.getByLabel('ORCID iD').inputValue()).toBe(GOOD_ORCID);
    await page.getByRole('img', { name: 'Your current avatar' }).waitFor();
    expect(await header().locator('img').getAttribute('src')).toMatch(/\/uploads\//);
    await page.goto(`${webUrl}/bookmarks`);
    await page.getByRole('link', { name: article.title, exact: true }).waitFor();
  });

  it('removes the avatar: the default avatar is shown again', async () => {
    await page.goto(`${webUrl}/panel/account`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Remove avatar' }).click();
    await page.getByRole('img', { name: 'The default avatar' }).waitFor();
    expect(await header().locator('img').getAttribute('src')).toMatch(/default-avatar/);
  });

  it('changes the password, says other sessions were signed out, and signs in with the new one', async () => {
    const other = await apiSignIn(apiUrl, { email: NEW_EMAIL, password: AUTHOR.password });
    await page.locator('#field-password-currentPassword').fill(AUTHOR.password);
    await page.locator('#field-password-newPassword').fill(NEW_PASSWORD);
    await page.locator('#field-password-confirmPassword').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page
      .locator('#field-password-confirmPassword-error')
      .getByText(/differ/)
      .waitFor();
    await page.locator('#field-password-confirmPassword').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page
      .getByRole('status')
      .getByText(/Every other device signed in to your account has been signed out/)
      .first()
      .waitFor();
    // The other session is gone; this browser's stays.
    await expect(other.call('GET', 'auth/session')).rejects.toThrow(/401/);
    await page.goto(`${webUrl}/panel/account`);
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    await signOut(page);
    await page.goto(`${webUrl}/auth/login`);
    await page.getByLabel('Email').fill(NEW_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(AUTHOR.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').first().waitFor();
    await signIn(page, webUrl, { email: NEW_EMAIL, password: NEW_PASSWORD });
  });
});

describe('my articles', () => {
  it('lists the published article with its issue, figures and a row number', async () => {
    await page.goto(`${webUrl}/panel/articles`);
    await page.getByRole('heading', { level: 1, name: 'My articles' }).waitFor();
    const row = page.locator('tbody tr', { hasText: PUBLISHED_TITLE });
    expect(await row.locator('td').first().textContent()).toBe('1');
    expect(await row.textContent()).toMatch(/Vol\. \d+ No\. \d+ \(\d{4}\)/);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows one with its public page, citation and copy', async () => {
    await page.getByRole('link', { name: PUBLISHED_TITLE }).click();
    await page.getByRole('heading', { level: 1, name: PUBLISHED_TITLE }).waitFor();
    const publicLink = page.getByRole('link', { name: 'Public article page' });
    expect(await publicLink.getAttribute('href')).toMatch(/^\/journals\/[^/]+\/articles\//);
    await page.getByRole('link', { name: 'Download PDF' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Copy citation' }).click();
    await page.getByText('Copied', { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(PUBLISHED_TITLE);
  });
});

describe('bookmark removal', () => {
  it('removes it from /bookmarks, leaving the empty state', async () => {
    await page.goto(`${webUrl}/bookmarks`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: `Remove bookmark: ${article.title}` }).click();
    await page.getByText('Bookmark removed', { exact: true }).first().waitFor();
    await page.getByText('No bookmarks yet').waitFor();
    expect(await page.getByRole('link', { name: 'Browse the journals' }).getAttribute('href')).toBe(
      '/journals',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it('ran without console errors', () => {
    // Refused form posts answer 4xx by design; the browser logs those responses.
    expect(errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('saves a profile and toggles a bookmark with plain form posts', async () => {
    const { page: plain } = await newPage(browser, { javaScriptEnabled: false });
    await signIn(plain, webUrl, { email: NEW_EMAIL, password: NEW_PASSWORD });
    await plain.goto(`${webUrl}/panel/account`);
    await plain.getByLabel(/^Affiliation/).fill('Lund University');
    await plain.getByRole('button', { name: 'Save profile' }).click();
    await plain.getByText('Your profile has been saved.').waitFor();
    expect(await plain.getByLabel(/^Affiliation/).inputValue()).toBe('Lund University');
    // Email notifications: a plain checkbox post switches decision mail off, and it stays off.
    const notifications = plain.getByRole('region', { name: 'Email notifications' });
    await notifications.getByText(/Security notices .* cannot be switched off/).waitFor();
    await notifications.getByLabel(/^Editorial decisions/).uncheck();
    await notifications.getByRole('button', { name: 'Save email notifications' }).click();
    await plain.getByText('Your email notification choices have been saved.').waitFor();
    await plain.goto(`${webUrl}/panel/account`);
    expect(await notifications.getByLabel(/^Editorial decisions/).isChecked()).toBe(false);
    expect(await notifications.getByLabel('Publication of my articles').isChecked()).toBe(true);
    await plain.goto(`${webUrl}${article.path}`);
    await plain.getByRole('button', { name: 'Bookmark' }).click();
    await plain.waitForLoadState('load');
    expect(await plain.getByRole('button', { name: 'Bookmark' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await plain.goto(`${webUrl}/bookmarks`);
    await plain.getByRole('button', { name: `Remove bookmark: ${article.title}` }).click();
    await plain.getByText('No bookmarks yet').waitFor();
    await plain.context().close();
  });
});

describe('deleting an account', () => {
  it('asks to confirm, signs out, goes home with a toast; the account cannot sign in again', async () => {
    const doomed = { name: 'Dora Doomed', email: uniqueEmail('doomed'), password: 'doomed-pass-1' };
    await registerAuthor(apiUrl, apiDataDir, doomed);
    const { page: own } = await newPage(browser);
    await signIn(own, webUrl, doomed);
    await own.goto(`${webUrl}/panel/account`);
    await own.waitForLoadState('networkidle');
    await own.locator('#field-delete-currentPassword').fill(doomed.password);
    await own.getByLabel('Type DELETE to confirm').fill('delete');
    await own.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = own.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await own.locator('#field-delete-confirm-error').getByText('Type DELETE to confirm.').waitFor();
    await own.getByLabel('Type DELETE to confirm').fill('DELETE');
    await own.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await own.waitForURL(`${webUrl}/`);
    await own.getByText('Your account has been deleted.').waitFor();
    await own.getByRole('link', { name: 'Sign in' }).waitFor();
    const cookies = await own.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'quire_session')).toBeUndefined();
    await own.goto(`${webUrl}/auth/login`);
    await own.getByLabel('Email').fill(doomed.email);
    await own.getByLabel('Password', { exact: true }).fill(doomed.password);
    await own.getByRole('button', { name: 'Sign in' }).click();
    await own.getByRole('alert').first().waitFor();
    expect(own.url()).toContain('/auth/login');
    await own.context().close();
  });
});
