import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiActor,
  apiSignIn,
  DEMO_ADMIN,
  registerAuthor,
  submitSubmission,
} from './support/api-actor';
import { launchBrowser, newPage } from './support/browser';
import { apiDataDir, apiUrl, webUrl } from './support/servers';
import { sessionCookie, signIn, uniqueEmail } from './support/session';

// A notification is marked read by a POST of its page only: a GET (a link from another site, a
// prefetch) shows it and changes nothing.

const AUTHOR = { name: 'Rhea Reader', email: uniqueEmail('reader'), password: 'reader-password-1' };
let author: ApiActor;
let admin: ApiActor;
let cookie: string;
let browser: Browser;

interface ApiNotification {
  id: number;
  title: string;
  readAt: string | null;
}

/** A new unread notification of the author (an editor's decision on a new submission), by id. */
async function newNotification(): Promise<number> {
  const submissionId = await submitSubmission(author, {
    title: 'Marginalia as evidence',
    authorName: AUTHOR.name,
    authorEmail: AUTHOR.email,
  });
  await admin.call('POST', `admin/submissions/${submissionId}/decisions`, {
    decision: 'send_to_review',
  });
  const list = await author.call<{ data: ApiNotification[] }>('GET', 'user/notifications');
  const newest = list.data[0];
  if (!newest || newest.readAt !== null)
    throw new Error('The decision left no unread notification.');
  return newest.id;
}

/** When the API says the notification was read (null: unread). */
async function readAt(id: number): Promise<string | null> {
  return (await author.call<ApiNotification>('GET', `user/notifications/${id}`)).readAt;
}

beforeAll(async () => {
  await registerAuthor(apiUrl, apiDataDir, AUTHOR);
  author = await apiSignIn(apiUrl, AUTHOR);
  admin = await apiSignIn(apiUrl, DEMO_ADMIN);
  cookie = await sessionCookie(webUrl, AUTHOR);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('reading a notification', () => {
  it('a plain GET of its page (document or client data) shows it and leaves it unread', async () => {
    const id = await newNotification();
    const page = await fetch(`${webUrl}/panel/notifications/${id}`, {
      headers: { Cookie: cookie },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Under review: Marginalia as evidence');
    expect(html).toContain('Mark as read');
    const data = await fetch(`${webUrl}/panel/notifications/${id}.data`, {
      headers: { Cookie: cookie },
    });
    expect(data.status).toBe(200);
    await data.body?.cancel();
    expect(await readAt(id)).toBeNull();
  });

  it('a post from another site is refused and leaves it unread', async () => {
    const id = await newNotification();
    const response = await fetch(`${webUrl}/panel/notifications/${id}`, {
      method: 'POST',
      headers: {
        Cookie: cookie,
        Origin: 'https://evil.example',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'intent=read',
      redirect: 'manual',
    });
    // React Router's own origin check (400) answers before the route's (403).
    expect([400, 403]).toContain(response.status);
    expect(await readAt(id)).toBeNull();
  });

  it('the page’s own post marks it read', async () => {
    const id = await newNotification();
    const response = await fetch(`${webUrl}/panel/notifications/${id}`, {
      method: 'POST',
      headers: {
        Cookie: cookie,
        Origin: webUrl,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'intent=read',
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(await readAt(id)).not.toBeNull();
  });

  it('without JavaScript: "Mark as read" marks it and the page says so', async () => {
    const id = await newNotification();
    const { page } = await newPage(browser, { javaScriptEnabled: false });
    await signIn(page, webUrl, AUTHOR);
    await page.goto(`${webUrl}/panel/notifications/${id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await readAt(id)).toBeNull();
    await Promise.all([
      page.waitForLoadState(),
      page.getByRole('button', { name: 'Mark as read' }).click(),
    ]);
    await page.getByText(/\(read \d{2}-\d{2}-\d{4}/).waitFor();
    expect(await readAt(id)).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Mark as read' }).count()).toBe(0);
    await page.context().close();
  });

  it('with JavaScript: viewing it marks it read and the panel count drops', async () => {
    const id = await newNotification();
    const unread = async () =>
      (await author.call<{ meta: { unread: number } }>('GET', 'user/notifications')).meta.unread;
    const before = await unread();
    const { page, errors } = await newPage(browser);
    await signIn(page, webUrl, AUTHOR, '?redirect=/panel');
    const nav = page.getByRole('navigation', { name: 'Panel' });
    await nav.getByRole('link', { name: `Notifications (${before} unread)` }).waitFor();
    await page.goto(`${webUrl}/panel/notifications/${id}`);
    const after = before - 1;
    const name = after === 0 ? 'Notifications' : `Notifications (${after} unread)`;
    await nav.getByRole('link', { name, exact: true }).waitFor();
    await page.getByText(/\(read \d{2}-\d{2}-\d{4}/).waitFor();
    expect(await readAt(id)).not.toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
