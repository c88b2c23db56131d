import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiActor, apiSignIn, registerAuthor } from './support/api-actor';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { signIn, uniqueEmail } from './support/session';

const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
const apiDataDir = inject('apiDataDir');
const DEMO_ADMIN = { email: 'admin@quire.test', password: 'admin-password' };
const HISTORY = 200;
/** Where screenshots go for a person to look at (not compared by the test). */
const SHOTS = process.env.CHAT_SHOTS_DIR;

let browser: Browser;
let admin: ApiActor;
const reader = {
  name: 'Mira Messenger',
  email: uniqueEmail('chat'),
  password: 'reader-password-1',
};
let readerId = 0;

/** One send, waiting out the chat's send limit (30 per 10 s per person) when it answers 429. */
async function sendPaced(send: () => Promise<unknown>): Promise<unknown> {
  for (;;) {
    try {
      return await send();
    } catch (error) {
      if (!String(error).includes('failed with 429')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  await registerAuthor(apiUrl, apiDataDir, reader);
  const author = await apiSignIn(apiUrl, reader);
  admin = await apiSignIn(apiUrl, DEMO_ADMIN);
  // 200 messages, author and admin taking turns: "Message 1" is the oldest.
  for (let index = 1; index <= HISTORY; index += 1) {
    const body = {
      body: `Message ${index}`,
      client_id: `seed-${index}-${reader.email.slice(5, 13)}`,
    };
    if (index % 2 === 1) {
      const sent = (await sendPaced(() => author.call('POST', 'user/messages', body))) as {
        user_id: number;
      };
      readerId = sent.user_id;
    } else {
      await sendPaced(() => admin.call('POST', `admin/conversations/${readerId}/messages`, body));
    }
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

async function openChat(viewport: { width: number; height: number }, colorScheme?: 'dark') {
  const { page, errors } = await newPage(browser, { viewport, colorScheme });
  await signIn(page, webUrl, reader);
  await page.goto(`${webUrl}/panel/chat`);
  await log(page).getByText(`Message ${HISTORY}`, { exact: true }).waitFor();
  return { page, errors };
}

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** Whether the element is wholly inside the viewport (no page scroll needed to see it). */
async function inViewport(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0;
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('the author chat as a messenger', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    it(`opens a ${HISTORY}-message history at the newest message with the composer in view at ${viewport.width}×${viewport.height}`, async () => {
      const { page, errors } = await openChat(viewport);
      const newest = log(page).getByText(`Message ${HISTORY}`, { exact: true });
      expect(await inViewport(page, newest)).toBe(true);
      expect(await inViewport(page, composer(page))).toBe(true);
      expect(await inViewport(page, page.getByRole('button', { name: 'Send' }))).toBe(true);
      // The page itself did not scroll to get there.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await shoot(page, `author-${viewport.width}-light`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('loads older pages when scrolled up, keeping the message in view where it was', async () => {
    const { page } = await openChat({ width: 1280, height: 800 });
    // The first page holds the newest 30; the older page is held back until the place is noted.
    const oldestShown = log(page).getByText(`Message ${HISTORY - 29}`, { exact: true });
    const isOlderPage = (url: URL) =>
      url.pathname.endsWith('/user/messages') && url.searchParams.has('before');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(isOlderPage, async (route) => {
      await held;
      await route.continue();
    });
    const olderPage = page.waitForResponse((response) => isOlderPage(new URL(response.url())));
    await log(page).evaluate((element) => {
      element.scrollTop = 0;
    });
    await log(page).getByText('Loading older messages…').waitFor();
    const before = await oldestShown.boundingBox();
    release();
    await olderPage;
    // The list renders only rows near the view: the newest of the older page sits right above.
    await log(page)
      .getByText(`Message ${HISTORY - 30}`, { exact: true })
      .waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    const after = await oldestShown.boundingBox();
    expect(before && after).toBeTruthy();
    // Older messages went in above it and the message stays where the reader had it, within
    // half a row: rows not measured yet still count at their estimated height (about 28 px of
    // drift is left today), never a jump to the top or bottom of the list.
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(40);
    await page.context().close();
  });

  it('offers "Jump to latest" with a count for messages that arrive while the reader is further up', async () => {
    const { page } = await openChat({ width: 1280, height: 800 });
    await log(page).evaluate((element) => {
      element.scrollTop = element.scrollHeight / 3;
    });
    await page.waitForTimeout(200);
    for (const body of ['Arrived one', 'Arrived two']) {
      await sendPaced(() =>
        admin.call('POST', `admin/conversations/${readerId}/messages`, {
          body,
          client_id: `jump-${body.length}-${Date.now()}`,
        }),
      );
    }
    const jump = page.getByRole('button', { name: /Jump to latest 2 new messages/ });
    await jump.waitFor();
    await jump.click();
    await log(page).getByText('Arrived two').waitFor();
    expect(await inViewport(page, log(page).getByText('Arrived two'))).toBe(true);
    await page.context().close();
  });

  it('shows sending, sent and read on own messages; a failed send keeps a Retry that delivers it', async () => {
    const { page } = await openChat({ width: 1280, height: 800 });
    await composer(page).fill('Delivered and read');
    await page.getByRole('button', { name: 'Send' }).click();
    const delivered = log(page).locator('article', { hasText: 'Delivered and read' });
    await delivered.getByText('Sent', { exact: true }).waitFor();
    // The administrator reads it (their inbox marks each message it shows).
    const newest = await admin.call<{ data: { id: number; body: string }[] }>(
      'GET',
      `admin/conversations/${readerId}/messages?limit=1`,
    );
    expect(newest.data[0]?.body).toBe('Delivered and read');
    await admin.call('POST', `admin/conversations/${readerId}/read`, { id: newest.data[0]?.id });
    await delivered.getByText('Read', { exact: true }).waitFor();

    // The API cannot be reached for the next send.
    const refuse = (route: { abort(): Promise<void> }) => route.abort();
    const isSend = (url: URL) => url.pathname.endsWith('/user/messages');
    await page.route(isSend, async (route) => {
      if (route.request().method() === 'POST') await refuse(route);
      else await route.continue();
    });
    await composer(page).fill('Lost on the way');
    await page.getByRole('button', { name: 'Send' }).click();
    const lost = log(page).locator('article', { hasText: 'Lost on the way' });
    await lost.getByText('Failed').waitFor();
    await shoot(page, 'author-1280-failed');
    await page.unroute(isSend);
    await lost.getByRole('button', { name: 'Retry' }).click();
    await lost.getByText('Sent', { exact: true }).waitFor();
    await page.context().close();
  });

  it("counts the admin's messages in the title while the tab is hidden", async () => {
    const { page } = await openChat({ width: 1280, height: 800 });
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await sendPaced(() =>
      admin.call('POST', `admin/conversations/${readerId}/messages`, {
        body: 'While you were away',
        client_id: `away-${Date.now()}`,
      }),
    );
    await page.waitForFunction(() => document.title === '(1) Chat — Quire');
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForFunction(() => document.title === 'Chat — Quire');
    await page.context().close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no axe violations in ${scheme} mode`, async () => {
      const { page } = await openChat(
        { width: 1280, height: 800 },
        scheme === 'dark' ? 'dark' : undefined,
      );
      expect(await axeViolations(page)).toEqual([]);
      if (scheme === 'dark') {
        await shoot(page, 'author-1280-dark');
        await page.setViewportSize({ width: 375, height: 740 });
        await page.waitForTimeout(300);
        await shoot(page, 'author-375-dark');
      }
      await page.context().close();
    });
  }
});
