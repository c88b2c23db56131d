import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiActor, apiSignIn, DEMO_ADMIN, registerAuthor } from './support/api-actor';
import { launchBrowser, newPage, nextResponse } from './support/browser';
import { apiDataDir, apiUrl, webUrl } from './support/servers';
import { signIn, uniqueEmail } from './support/session';

const rosa = { name: 'Rosa Receipts', email: uniqueEmail('rosa'), password: 'rosa-password-1' };
const FIRST = 'Is my figure on its way?';
const LAST = 'Who handles the proofs?';
const REPLY = 'Looking into it now.';
const SECOND_REPLY = 'The figure is in the queue.';

let browser: Browser;
let adminApi: ApiActor;
/** The author's chat, in a browser context of her own. */
let author: Page;
/** An administrator's tab on the conversation list. */
let inboxTab: Page;
/** The same administrator's second tab, which opens the thread. */
let threadTab: Page;

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
/** The newest message with `text` (a retried step sends its messages again). */
const bubble = (page: Page, text: string) => log(page).locator('article', { hasText: text }).last();
const state = (message: Locator, label: 'Sent' | 'Read') =>
  message.getByText(label, { exact: true });
const connected = (page: Page) => page.getByRole('status').filter({ hasText: 'Connected' });
const UNREAD_BADGE = /^\d+ unread messages?$/;
const rosaRow = (page: Page) =>
  page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: /Rosa/ });

/** Marks the author's document, so a later check can tell it was never reloaded. */
const markDocument = () =>
  author.evaluate(() => {
    (window as unknown as { receiptsMark?: boolean }).receiptsMark = true;
  });
const documentKept = () =>
  author.evaluate(() => (window as unknown as { receiptsMark?: boolean }).receiptsMark === true);

/** The author leaves the chat for the dashboard (still connected, messages now counted). */
async function authorToDashboard() {
  await author.getByRole('link', { name: /^Dashboard/ }).click();
  await author.waitForURL(`${webUrl}/panel`);
  // The address changes before the chat screen unmounts; until it has, a new message is read
  // on arrival instead of counted.
  await author.getByLabel('Chat with the administrators').waitFor({ state: 'detached' });
}

/** The author comes back to the chat through the badge; resolves once her read-all answered. */
async function authorBackToChat() {
  const readAll = nextResponse(
    author,
    (response) =>
      response.url().endsWith('/user/messages/read-all') && response.request().method() === 'POST',
  );
  // The badge proves the message reached her live; its exact count is chat.e2e.ts' subject.
  await author.getByRole('link', { name: /^Chat \(\d+ unread\)$/ }).click();
  expect((await readAll).status()).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  await registerAuthor(apiUrl, apiDataDir, rosa);
  adminApi = await apiSignIn(apiUrl, DEMO_ADMIN);
  ({ page: author } = await newPage(browser, { viewport: { width: 1280, height: 800 } }));
  await signIn(author, webUrl, rosa);
  ({ page: inboxTab } = await newPage(browser, { viewport: { width: 1280, height: 800 } }));
  await signIn(inboxTab, webUrl, DEMO_ADMIN);
  threadTab = await inboxTab.context().newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

// One conversation, in order: each step builds on the previous one.
describe('read receipts between an author and the administrators', () => {
  it("keeps the author's own messages Sent when she reads the administrators' reply", async () => {
    await author.goto(`${webUrl}/panel/chat`);
    await connected(author).waitFor();
    for (const text of [FIRST, LAST]) {
      await author.getByRole('textbox', { name: 'Message' }).fill(text);
      await author.getByRole('button', { name: 'Send' }).click();
      await state(bubble(author, text), 'Sent').waitFor();
    }
    await inboxTab.goto(`${webUrl}/admin/chat`);
    await rosaRow(inboxTab).getByText(UNREAD_BADGE).waitFor();
    await authorToDashboard();
    const found = await adminApi.call<{ data: { user: { id: number } }[] }>(
      'GET',
      `admin/conversations?q=${encodeURIComponent(rosa.email)}`,
    );
    const rosaId = found.data[0]?.user.id;
    // Answered without reading (from the API): Rosa's messages are still unread.
    await adminApi.call('POST', `admin/conversations/${rosaId}/messages`, {
      body: REPLY,
      client_id: `receipts-${Date.now()}`,
    });
    // The list showing it proves the inbox tab's socket is up for what follows.
    await rosaRow(inboxTab).getByText(`You: ${REPLY}`).waitFor();
    await authorBackToChat();
    await log(author).getByText(REPLY).last().waitFor();
    // Her read-all is echoed to her own tabs at once. A second reply, sent after the read-all
    // answered, reaches her socket after that echo: once it shows, the echo has been handled,
    // and had it (wrongly) flipped her messages, they would show Read by now.
    await adminApi.call('POST', `admin/conversations/${rosaId}/messages`, {
      body: SECOND_REPLY,
      client_id: `receipts-second-${Date.now()}`,
    });
    await log(author).getByText(SECOND_REPLY).last().waitFor();
    for (const text of [FIRST, LAST]) {
      expect(await state(bubble(author, text), 'Sent').isVisible(), text).toBe(true);
      expect(await state(bubble(author, text), 'Read').count(), text).toBe(0);
    }
  });

  it("turns the author's last own message Read, without a reload, when an administrator opens the thread", async () => {
    await markDocument();
    await threadTab.goto(`${webUrl}/admin/chat`);
    await rosaRow(threadTab).click();
    await log(threadTab).getByText(LAST, { exact: true }).last().waitFor();
    await state(bubble(author, LAST), 'Read').waitFor({ timeout: 10_000 });
    await state(bubble(author, FIRST), 'Read').waitFor({ timeout: 10_000 });
    expect(await documentKept()).toBe(true);
    // The administrator's other tab drops the badge live.
    await rosaRow(inboxTab).getByText(UNREAD_BADGE).waitFor({ state: 'detached' });
  });

  it("turns the administrator's reply Read live when the author reads everything", async () => {
    await connected(threadTab).waitFor();
    await authorToDashboard();
    await threadTab.getByRole('textbox', { name: 'Reply' }).fill('Proofs come from the editor.');
    await threadTab.getByRole('button', { name: 'Send' }).click();
    const reply = bubble(threadTab, 'Proofs come from the editor.');
    await state(reply, 'Sent').waitFor();
    await authorBackToChat();
    await state(reply, 'Read').waitFor({ timeout: 10_000 });
  });
});
