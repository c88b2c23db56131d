import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiActor, apiSignIn, registerAuthor } from './support/api-actor';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { apiDataDir, apiUrl, webUrl } from './support/servers';
import { signIn, uniqueEmail } from './support/session';

const DEMO_ADMIN = { email: 'admin@quire.test', password: 'admin-password' };
/** Where screenshots go for a person to look at (not compared by the test). */
const SHOTS = process.env.CHAT_SHOTS_DIR;

const ines = { name: 'Ines Inbox', email: uniqueEmail('ines'), password: 'ines-password-1' };
const olaf = { name: 'Olaf Other', email: uniqueEmail('olaf'), password: 'olaf-password-1' };
let browser: Browser;
let inesApi: ApiActor;
let olafApi: ApiActor;
let inesId = 0;
let admin: Page;

const say = async (actor: ApiActor, body: string) =>
  (await actor.call('POST', 'user/messages', {
    body,
    client_id: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
  })) as { user_id: number };

const list = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });
const row = (page: Page, name: string) => list(page).getByRole('link', { name: new RegExp(name) });
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

beforeAll(async () => {
  browser = await launchBrowser();
  await registerAuthor(apiUrl, apiDataDir, ines);
  await registerAuthor(apiUrl, apiDataDir, olaf);
  inesApi = await apiSignIn(apiUrl, ines);
  olafApi = await apiSignIn(apiUrl, olaf);
  inesId = (await say(inesApi, 'Hello, a question about my figure')).user_id;
  await say(olafApi, 'Olaf here, about my proofs');
  ({ page: admin } = await newPage(browser, { viewport: { width: 1280, height: 800 } }));
  await signIn(admin, webUrl, DEMO_ADMIN);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('the admin support inbox', () => {
  it('lists conversations by latest activity, and moves one up live when its author writes', async () => {
    await admin.goto(`${webUrl}/admin/chat`);
    await row(admin, olaf.name).waitFor();
    const names = async () => (await list(admin).getByRole('link').allTextContents()).join('\n');
    expect((await names()).indexOf(olaf.name)).toBeLessThan((await names()).indexOf(ines.name));
    await say(inesApi, 'Any news?');
    await row(admin, ines.name).filter({ hasText: 'Any news?' }).waitFor();
    expect((await list(admin).getByRole('link').first().textContent()) ?? '').toContain(ines.name);
    await shoot(admin, 'inbox-1280-light');
  });

  it("adds a newcomer's conversation live under their own name, even when an administrator wrote first", async () => {
    const nora = { name: 'Nora Newcomer', email: uniqueEmail('nora'), password: 'nora-password-1' };
    await registerAuthor(apiUrl, apiDataDir, nora);
    const noraApi = await apiSignIn(apiUrl, nora);
    const { user } = await noraApi.call<{ user: { id: number } }>('GET', 'auth/session');
    // Another administrator's first message names that administrator, not Nora: the row must
    // still read "Nora Newcomer" (and be found by her email) without a reload.
    const otherAdmin = await apiSignIn(apiUrl, DEMO_ADMIN);
    await otherAdmin.call('POST', `admin/conversations/${user.id}/messages`, {
      body: 'Welcome to the journal',
      client_id: `e2e-welcome-${Date.now()}`,
    });
    const newcomer = row(admin, nora.name);
    await newcomer.filter({ hasText: 'You: Welcome to the journal' }).waitFor();
    await say(noraApi, 'Thank you!');
    await newcomer.filter({ hasText: 'Thank you!' }).getByText('1 unread message').waitFor();
    const search = admin.getByRole('searchbox', { name: 'Search conversations' });
    await search.fill(nora.email);
    await row(admin, ines.name).waitFor({ state: 'detached' });
    await newcomer.waitFor();
    await search.fill('');
    await row(admin, ines.name).waitFor();
  });

  it('searches by name and by email', async () => {
    const search = admin.getByRole('searchbox', { name: 'Search conversations' });
    await search.fill('ines inb');
    await row(admin, olaf.name).waitFor({ state: 'detached' });
    await row(admin, ines.name).waitFor();
    await search.fill(olaf.email.slice(0, 9));
    await row(admin, ines.name).waitFor({ state: 'detached' });
    await row(admin, olaf.name).waitFor();
    await search.fill('nobody-by-this-name');
    await list(admin).getByText('No conversation matches.').waitFor();
    await search.fill('');
    await row(admin, ines.name).waitFor();
  });

  it('filters to unread conversations', async () => {
    // Opening Olaf's conversation reads it.
    await row(admin, olaf.name).click();
    await log(admin).getByText('Olaf here, about my proofs').waitFor();
    await admin.goto(`${webUrl}/admin/chat`);
    await admin.getByRole('button', { name: 'Unread' }).click();
    await row(admin, olaf.name).waitFor({ state: 'detached' });
    await row(admin, ines.name).waitFor();
    await admin.getByRole('button', { name: 'All' }).click();
    await row(admin, olaf.name).waitFor();
  });

  it('shows typing both ways between the thread and the author', async () => {
    await row(admin, ines.name).click();
    await log(admin).getByText('Any news?').waitFor();
    const { page: author } = await newPage(browser);
    await signIn(author, webUrl, ines);
    await author.goto(`${webUrl}/panel/chat`);
    await author.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await author.getByRole('textbox', { name: 'Message' }).pressSequentially('Still typ');
    await admin.getByText(`${ines.name} is typing…`).waitFor();
    await admin.getByRole('textbox', { name: 'Reply' }).pressSequentially('Let me check');
    await author.getByText('Admin is typing…').waitFor();
    await admin.getByRole('button', { name: 'Send' }).click();
    await log(author).getByText('Let me check').waitFor();
    // The reply ends the typing at once.
    await author.getByText('Admin is typing…').waitFor({ state: 'detached', timeout: 2_000 });
    await author.context().close();
  });

  it('shows a reply at once, keeps a failed one with Retry, and delivers it on retry', async () => {
    const isReply = (url: URL) => url.pathname.endsWith(`/admin/conversations/${inesId}/messages`);
    await admin.route(isReply, async (route) => {
      if (route.request().method() === 'POST') await route.abort();
      else await route.continue();
    });
    await admin.getByRole('textbox', { name: 'Reply' }).fill('Through a bad network');
    await admin.getByRole('button', { name: 'Send' }).click();
    const reply = log(admin).locator('article', { hasText: 'Through a bad network' });
    await reply.getByText('Failed').waitFor();
    await admin.unroute(isReply);
    await reply.getByRole('button', { name: 'Retry' }).click();
    await reply.getByText('Sent', { exact: true }).waitFor();
  });

  it('deletes a message from its menu with the keyboard', async () => {
    const message = log(admin).locator('article', { hasText: 'Through a bad network' });
    await message.getByRole('button', { name: /^Actions for/ }).focus();
    await admin.keyboard.press('Enter');
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Enter');
    await message.waitFor({ state: 'detached' });
  });

  it('has no axe violations in light and dark mode', async () => {
    expect(await axeViolations(admin)).toEqual([]);
    await shoot(admin, 'inbox-thread-1280-light');
    const { page: dark } = await newPage(browser, {
      viewport: { width: 1280, height: 800 },
      colorScheme: 'dark',
    });
    await signIn(dark, webUrl, DEMO_ADMIN);
    await dark.goto(`${webUrl}/admin/chat/${inesId}`);
    await log(dark).getByText('Any news?').waitFor();
    expect(await axeViolations(dark)).toEqual([]);
    await shoot(dark, 'inbox-thread-1280-dark');
    await dark.context().close();
  });

  it('shows the list, then the thread with a way back, on a phone', async () => {
    const { page: phone } = await newPage(browser, { viewport: { width: 375, height: 740 } });
    await signIn(phone, webUrl, DEMO_ADMIN);
    await phone.goto(`${webUrl}/admin/chat`);
    await row(phone, ines.name).waitFor();
    await shoot(phone, 'inbox-375-light');
    await row(phone, ines.name).click();
    await log(phone).getByText('Any news?').waitFor();
    expect(await list(phone).isVisible()).toBe(false);
    const reply = phone.getByRole('textbox', { name: 'Reply' });
    const box = await reply.boundingBox();
    expect(box && box.y + box.height <= 740).toBe(true);
    await shoot(phone, 'inbox-thread-375-light');
    await phone.getByRole('link', { name: 'All conversations' }).click();
    await row(phone, ines.name).waitFor();
    await phone.context().close();
  });
});
