import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { webUrl } from './support/servers';
import { DEMO_AUTHOR, signIn, signOut } from './support/session';

const DEMO_ADMIN = { email: 'admin@quire.test', password: 'admin-password' };
let browser: Browser;
let author: Page;
let admin: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: author } = await newPage(browser));
  ({ page: admin } = await newPage(browser));
  await signIn(author, webUrl, DEMO_AUTHOR);
  await signIn(admin, webUrl, DEMO_ADMIN);
});

afterAll(async () => {
  await browser?.close();
});

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const chatScreen = (page: Page) => page.getByLabel('Chat with the administrators');
const presence = (page: Page, text: 'Admin online' | 'Admin offline') =>
  page.getByRole('status').filter({ hasText: text });

/** How soon after the last administrator leaves authors must see "Admin offline". */
const ADMIN_OFFLINE_BOUND_MS = 5_000;

/**
 * An administrator in a browser context of their own, on the inbox (their socket connects).
 * `upgrading` resolves when that socket, connected by polling first, opens the WebSocket it
 * upgrades to.
 */
async function openAdminInbox(): Promise<{ page: Page; upgrading: Promise<unknown> }> {
  const { page } = await newPage(browser);
  await signIn(page, webUrl, DEMO_ADMIN);
  const upgrading = page.waitForEvent('websocket', {
    predicate: (socket) => socket.url().includes('/socket.io/'),
  });
  // Awaited by the test that needs it; the others close the page, which rejects the wait.
  upgrading.catch(() => undefined);
  await page.goto(`${webUrl}/admin/chat`);
  await page.getByRole('heading', { level: 1, name: 'Chat inbox' }).waitFor();
  return { page, upgrading };
}

/**
 * Times `leave` (the last administrator going) until the author's page says "Admin offline",
 * from the moment the leaving starts, and fails with the measured time past the bound.
 */
async function expectAdminOfflineWithinBound(how: string, leave: () => Promise<void>) {
  const started = performance.now();
  await leave();
  // Waits well past the bound, so a slow flip fails with its time rather than a bare timeout.
  await presence(author, 'Admin offline')
    .waitFor({ timeout: ADMIN_OFFLINE_BOUND_MS * 4 })
    .catch(() => {
      throw new Error(
        `"Admin online" still showed ${Math.round(performance.now() - started)} ms after ${how} (bound ${ADMIN_OFFLINE_BOUND_MS} ms).`,
      );
    });
  const elapsed = Math.round(performance.now() - started);
  expect(
    elapsed,
    `"Admin offline" showed ${elapsed} ms after ${how}; the bound is ${ADMIN_OFFLINE_BOUND_MS} ms.`,
  ).toBeLessThanOrEqual(ADMIN_OFFLINE_BOUND_MS);
}

// One conversation, in order: each step builds on the previous one as a real chat would.
describe('chat between an author and an administrator', () => {
  it('shows the author connected, with the admin online indicator', async () => {
    await admin.goto(`${webUrl}/admin/chat`);
    await admin.getByRole('heading', { level: 1, name: 'Chat inbox' }).waitFor();
    await author.goto(`${webUrl}/panel/chat`);
    await author.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await author.getByRole('status').filter({ hasText: 'Admin online' }).waitFor();
  });

  it('delivers a message from the author to the admin inbox', async () => {
    await author.getByRole('textbox', { name: 'Message' }).fill('Hello from the author');
    await author.getByRole('button', { name: 'Send' }).click();
    await log(author).getByText('Hello from the author').waitFor();
    const conversation = admin
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(DEMO_AUTHOR.name) });
    await conversation.waitFor();
    await conversation.click();
    await log(admin).getByText('Hello from the author', { exact: true }).waitFor();
  });

  it('delivers the reply with a toast, and marks it read while the author is on the chat', async () => {
    await admin.getByRole('textbox', { name: 'Reply' }).fill('Hello from the admin');
    await admin.getByRole('button', { name: 'Send' }).click();
    await log(author).getByText('Hello from the admin').waitFor();
    await author.getByText('You have a new message from admin').first().waitFor();
    // The author's screen marked it read; the admin sees that live.
    const reply = log(admin).locator('article', { hasText: 'Hello from the admin' });
    await reply.getByText('Read', { exact: true }).waitFor();
  });

  it('counts a message while the author is elsewhere', async () => {
    await author.getByRole('link', { name: /^Dashboard/ }).click();
    await author.waitForURL(`${webUrl}/panel`);
    // The address changes before the chat screen unmounts; until it has, a new message is read
    // on arrival instead of counted.
    await chatScreen(author).waitFor({ state: 'detached' });
    await admin.getByRole('textbox', { name: 'Reply' }).fill('Are you there?');
    await admin.getByRole('button', { name: 'Send' }).click();
    await author.getByRole('link', { name: 'Chat (1 unread)' }).waitFor();
    await author.getByRole('link', { name: 'Chat (1 unread)' }).click();
    await log(author).getByText('Are you there?').waitFor();
    await author.getByRole('link', { name: 'Chat', exact: true }).waitFor();
  });

  it('removes a message the admin deletes', async () => {
    const message = log(admin).locator('article', { hasText: 'Are you there?' });
    await message.getByRole('button', { name: /^Actions for/ }).click();
    await message.getByRole('button', { name: 'Delete message' }).click();
    await log(author).getByText('Are you there?').waitFor({ state: 'detached' });
  });

  it('empties the chat the admin deletes, toasts, and returns the author to /panel after 1.5 s', async () => {
    await admin.getByRole('button', { name: 'Delete conversation' }).click();
    const dialog = admin.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete conversation' }).click();
    await author.getByText('Chat deleted by Admin').first().waitFor();
    const deletedAt = Date.now();
    await author.waitForURL(`${webUrl}/panel`, { timeout: 10_000 });
    expect(Date.now() - deletedAt).toBeGreaterThanOrEqual(1_000);
  });

  it('flips the admin indicator within 5 s when the last admin leaves', async () => {
    await author.goto(`${webUrl}/panel/chat`);
    await presence(author, 'Admin online').waitFor();
    await expectAdminOfflineWithinBound('the admin tab closed', () => admin.context().close());
  });

  it('flips it within 5 s when the admin tab closes as its socket upgrades, right after the author saw "Admin online"', async () => {
    // The tab goes while its socket may still be upgrading from polling to WebSocket: as soon as
    // the author sees the admin online and the tab has opened its WebSocket.
    const { page: late, upgrading } = await openAdminInbox();
    await presence(author, 'Admin online').waitFor();
    await upgrading;
    await expectAdminOfflineWithinBound(
      'the admin tab closed as its socket upgraded, right after "Admin online"',
      () => late.context().close(),
    );
  });

  it('flips it within 5 s when the admin signs out', async () => {
    const { page: leaving } = await openAdminInbox();
    await presence(author, 'Admin online').waitFor();
    await expectAdminOfflineWithinBound('the admin signed out', () => signOut(leaving));
    await leaving.context().close();
  });
});
