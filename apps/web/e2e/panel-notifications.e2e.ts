import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiActor,
  apiSignIn,
  DEMO_ADMIN,
  registerAuthor,
  submitSubmission,
} from './support/api-actor';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { apiDataDir, apiUrl, webUrl } from './support/servers';
import { signIn, uniqueEmail } from './support/session';

// A fresh author, so counts never depend on what other test files did to the demo accounts.
const AUTHOR = {
  name: 'Nora Notified',
  email: uniqueEmail('notified'),
  password: 'notified-password-1',
};
const suffix = randomUUID().slice(0, 6);
const FIRST = `Folded quires ${suffix}`;
const SECOND = `Sewing stations ${suffix}`;
const LETTER = 'Please shorten the abstract.\nAnd add the 2024 survey.';

let browser: Browser;
let page: Page;
let errors: string[];
let admin: ApiActor;
let firstId = 0;
let secondId = 0;

// A string names the link exactly ('Notifications' is not 'Notifications (2 unread)').
const navLink = (name: string | RegExp) =>
  page
    .getByRole('navigation', { name: 'Panel' })
    .getByRole('link', typeof name === 'string' ? { name, exact: true } : { name });

beforeAll(async () => {
  await registerAuthor(apiUrl, apiDataDir, AUTHOR);
  const author = await apiSignIn(apiUrl, AUTHOR);
  const details = { authorName: AUTHOR.name, authorEmail: AUTHOR.email };
  firstId = await submitSubmission(author, { ...details, title: FIRST });
  secondId = await submitSubmission(author, { ...details, title: SECOND });
  admin = await apiSignIn(apiUrl, DEMO_ADMIN);
  // Two decisions on the first submission: two unread notifications before the browser opens.
  await admin.call('POST', `admin/submissions/${firstId}/decisions`, {
    decision: 'send_to_review',
  });
  await admin.call('POST', `admin/submissions/${firstId}/decisions`, {
    decision: 'request_revisions',
    message: LETTER,
  });
  browser = await launchBrowser();
  ({ page, errors } = await newPage(browser));
  await signIn(page, webUrl, AUTHOR);
});

afterAll(async () => {
  await browser?.close();
});

describe('notifications', () => {
  it('lists them newest first, unread ones marked in words, with the count in nav and title', async () => {
    await page.goto(`${webUrl}/panel/notifications`);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await navLink('Notifications (2 unread)').waitFor();
    expect(await page.title()).toBe('Notifications (2 unread) · Quire');
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    await expect.poll(() => rows.nth(0).textContent()).toContain(`Revisions requested: ${FIRST}`);
    expect(await rows.nth(1).textContent()).toContain(`Under review: ${FIRST}`);
    for (const index of [0, 1]) {
      const text = (await rows.nth(index).textContent()) ?? '';
      expect(text).toContain('Unread');
      expect(text).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
      expect(await rows.nth(index).locator('td').first().textContent()).toBe(String(index + 1));
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it('opens one: plain-text body with its line breaks, a link to act, marked read, count drops', async () => {
    await page.getByRole('link', { name: `Revisions requested: ${FIRST}` }).click();
    await page.getByRole('heading', { level: 1, name: `Revisions requested: ${FIRST}` }).waitFor();
    const body = page.locator('.q-notification-body');
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text proves the line break shows
    expect(await body.innerText()).toBe(LETTER);
    const action = page.getByRole('link', { name: 'Open the submission' });
    expect(await action.getAttribute('href')).toBe(`/panel/submission?id=${firstId}`);
    await navLink('Notifications (1 unread)').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: '← All notifications' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await expect.poll(() => page.locator('tbody tr').nth(0).textContent()).toContain('Read');
    expect(await page.locator('tbody tr').nth(0).textContent()).not.toContain('Unread');
  });

  it('filters to the unread ones', async () => {
    await page.getByRole('link', { name: 'Unread', exact: true }).click();
    await page.waitForURL(/filter=unread/);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await page.locator('tbody tr').textContent()).toContain(`Under review: ${FIRST}`);
    await page.getByRole('link', { name: 'All', exact: true }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
  });

  it('receives a new one live: toast, count and list update without a reload', async () => {
    // The realtime socket is up once socket.io has upgraded it to a WebSocket.
    // Listen before reloading: the socket may open before the reload's load event.
    const websocket = page.waitForEvent('websocket', {
      predicate: (socket) => socket.url().includes('/socket.io/'),
      timeout: 20_000,
    });
    await page.reload();
    await websocket;
    await navLink('Notifications (1 unread)').waitFor();
    const marker = await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
      return true;
    });
    expect(marker).toBe(true);
    await admin.call('POST', `admin/submissions/${secondId}/decisions`, {
      decision: 'send_to_review',
    });
    await page.getByText(`New notification: Under review: ${SECOND}`).waitFor();
    await navLink('Notifications (2 unread)').waitFor();
    await expect.poll(() => page.title()).toBe('Notifications (2 unread) · Quire');
    await expect
      .poll(() => page.locator('tbody tr').nth(0).textContent())
      .toContain(`Under review: ${SECOND}`);
    expect(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    // The toast's link opens the notification (client-side).
    await page.getByRole('link', { name: 'View notification' }).click();
    await page.getByRole('heading', { level: 1, name: `Under review: ${SECOND}` }).waitFor();
    await navLink('Notifications (1 unread)').waitFor();
  });

  it('counts a notification that arrives on another panel page', async () => {
    await navLink(/^Dashboard/).click();
    await page.waitForURL(`${webUrl}/panel`);
    await admin.call('POST', `admin/submissions/${secondId}/decisions`, {
      decision: 'accept',
    });
    await page.getByText(`New notification: Accepted: ${SECOND}`).waitFor();
    await navLink('Notifications (2 unread)').waitFor();
  });

  it('marks all as read', async () => {
    await navLink(/^Notifications/).click();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('Marked 2 notifications as read.').waitFor();
    await navLink('Notifications').waitFor();
    expect(await navLink('Notifications').textContent()).toBe('Notifications');
    await expect.poll(() => page.title()).toBe('Notifications · Quire');
    expect(await page.locator('tbody').textContent()).not.toContain('Unread');
    expect(await page.getByRole('button', { name: 'Mark all as read' }).count()).toBe(0);
  });

  it('ran without console errors', () => {
    expect(errors).toEqual([]);
  });
});
