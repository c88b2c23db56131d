import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiActor, apiSignIn, registerAuthor } from './support/api-actor';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage, nextResponse } from './support/browser';
import { apiDataDir, apiUrl, webUrl } from './support/servers';
import { signInByCookie, uniqueEmail } from './support/session';

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
      const sent = await author.call<{ user_id: number }>('POST', 'user/messages', body);
      readerId = sent.user_id;
    } else {
      await admin.call('POST', `admin/conversations/${readerId}/messages`, body);
    }
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

async function openChat(viewport: { width: number; height: number }, colorScheme?: 'dark') {
  const { page, errors } = await newPage(browser, { viewport, colorScheme });
  await signInByCookie(page, webUrl, reader);
  await page.goto(`${webUrl}/panel/chat`);
  await log(page).getByText(`Message ${HISTORY}`, { exact: true }).waitFor();
  return { page, errors };
}

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/**
 * Scrolls the log a third of the way down and resolves once its scroll event has run: the list's
 * own handler (registered first) has then noted that the reader left the bottom.
 */
function scrollUpTheLog(page: Page): Promise<void> {
  return log(page).evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        element.addEventListener('scroll', () => resolve(), { once: true });
        element.scrollTop = element.scrollHeight / 3;
      }),
  );
}

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

  it('offers "Jump to latest" with a count for messages that arrive while the reader is further up', async () => {
    const { page } = await openChat({ width: 1280, height: 800 });
    await scrollUpTheLog(page);
    for (const body of ['Arrived one', 'Arrived two']) {
      await admin.call('POST', `admin/conversations/${readerId}/messages`, {
        body,
        client_id: `jump-${body.length}-${Date.now()}`,
      });
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
    await admin.call('POST', `admin/conversations/${readerId}/messages`, {
      body: 'While you were away',
      client_id: `away-${Date.now()}`,
    });
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
      await shoot(page, `author-1280-${scheme}`);
      // On a phone the panel's navigation folds behind its Menu button and the pane narrows.
      await page.setViewportSize({ width: 375, height: 740 });
      await page.getByRole('button', { name: 'Menu' }).waitFor();
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `author-375-${scheme}`);
      await page.context().close();
    });

    it(`has no axe violations with the typing indicator and "Jump to latest" showing, ${scheme}`, async () => {
      const colorScheme = scheme === 'dark' ? 'dark' : undefined;
      const { page } = await openChat({ width: 375, height: 740 }, colorScheme);
      // The administrator types in the thread: the author sees it live.
      const { page: adminPage } = await openThread({ width: 1280, height: 800 });
      await adminPage.getByRole('textbox', { name: 'Reply' }).pressSequentially('Checking');
      await page.getByText('Admin is typing…').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `author-375-typing-${scheme}`);
      await adminPage.context().close();
      // Further up the history, a new message offers the way back down.
      await log(page).evaluate((element) => {
        element.scrollTop = element.scrollHeight / 3;
      });
      await settled(page);
      await admin.call('POST', `admin/conversations/${readerId}/messages`, {
        body: `Axe ${scheme}`,
        client_id: `axe-${scheme}-${Date.now()}`,
      });
      await page.getByRole('button', { name: /Jump to latest/ }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `author-375-jump-${scheme}`);
      await page.context().close();
    });
  }
});

async function openThread(viewport: { width: number; height: number }, colorScheme?: 'dark') {
  const { page, errors } = await newPage(browser, { viewport, colorScheme });
  await signInByCookie(page, webUrl, DEMO_ADMIN);
  await page.goto(`${webUrl}/admin/chat/${readerId}`);
  await log(page).getByText(`Message ${HISTORY}`, { exact: true }).waitFor();
  return { page, errors };
}

/** Two animation frames: whatever the last change set in motion has been laid out and painted. */
function settled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/** The body of the message nearest the middle of the list: the one under the reader's eye. */
function messageInMiddle(page: Page): Promise<string> {
  return log(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    let nearest = '';
    let distance = Number.POSITIVE_INFINITY;
    for (const body of element.querySelectorAll('.q-chat-message__body')) {
      const away = Math.abs(body.getBoundingClientRect().top - middle);
      if (away < distance) {
        distance = away;
        nearest = body.textContent ?? '';
      }
    }
    return nearest;
  });
}

/** Where that message is on screen (its top, in CSS pixels from the top of the viewport). */
async function screenTop(page: Page, body: string): Promise<number> {
  const box = await log(page).getByText(body, { exact: true }).boundingBox();
  if (!box) throw new Error(`${body} is not on screen`);
  return box.y;
}

describe('the admin inbox and thread pass axe', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      it(`has no axe violations on the inbox and the thread at ${viewport.width} px, ${scheme}`, async () => {
        const colorScheme = scheme === 'dark' ? 'dark' : undefined;
        const { page, errors } = await newPage(browser, { viewport, colorScheme });
        await signInByCookie(page, webUrl, DEMO_ADMIN);
        await page.goto(`${webUrl}/admin/chat`);
        await page
          .getByRole('navigation', { name: 'Conversations' })
          .getByRole('link', { name: new RegExp(reader.name) })
          .waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await shoot(page, `axe-inbox-${viewport.width}-${scheme}`);
        await page.goto(`${webUrl}/admin/chat/${readerId}`);
        await log(page).getByText(`Message ${HISTORY}`, { exact: true }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await shoot(page, `axe-thread-${viewport.width}-${scheme}`);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }
});

describe('loading older messages keeps the reading position', () => {
  const screens = [
    {
      name: 'the author screen',
      open: openChat,
      isOlderPage: (url: URL) =>
        url.pathname.endsWith('/user/messages') && url.searchParams.has('before'),
    },
    {
      name: 'the admin thread',
      open: openThread,
      isOlderPage: (url: URL) =>
        url.pathname.endsWith(`/admin/conversations/${readerId}/messages`) &&
        url.searchParams.has('before'),
    },
  ];
  for (const screen of screens) {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      const size = `${viewport.width}×${viewport.height}`;

      it(`keeps the message in view within 1 px while scrolling up loads two older pages, on ${screen.name} at ${size}`, async () => {
        const { page, errors } = await screen.open(viewport);
        // Each older page is held back until the place of the message in view is noted.
        const held: (() => void)[] = [];
        await page.route(screen.isOlderPage, async (route) => {
          await new Promise<void>((resolve) => held.push(resolve));
          await route.continue();
        });
        // The first page holds the newest 30; each older page 30 more.
        for (const newestOfOlderPage of [HISTORY - 30, HISTORY - 60]) {
          const olderPage = nextResponse(page, (response) =>
            screen.isOlderPage(new URL(response.url())),
          );
          // The reader drags the scrollbar to the top: rows there were never measured.
          await log(page).evaluate((element) => {
            element.scrollTop = 0;
          });
          await log(page).getByText('Loading older messages…').waitFor();
          await settled(page);
          const reading = await messageInMiddle(page);
          const before = await screenTop(page, reading);
          await expect.poll(() => held.length).toBe(1);
          held.shift()?.();
          await olderPage;
          await log(page)
            .getByText(`Message ${newestOfOlderPage}`, { exact: true })
            .waitFor({ state: 'attached' });
          await log(page).getByRole('button', { name: 'Load older messages' }).waitFor();
          await settled(page);
          const after = await screenTop(page, reading);
          expect(Math.abs(after - before), `${reading} moved`).toBeLessThanOrEqual(1);
        }
        expect(errors).toEqual([]);
        await page.context().close();
      });

      it(`scrolls the list, not the page, with the mouse wheel, and wheeling to the top loads older messages, on ${screen.name} at ${size}`, async () => {
        const { page, errors } = await screen.open(viewport);
        const box = await log(page).boundingBox();
        if (!box) throw new Error('The message list has no box');
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        const startTop = await log(page).evaluate((element) => element.scrollTop);
        const startHeight = await log(page).evaluate((element) => element.scrollHeight);
        let asked = false;
        page.on('request', (request) => {
          if (screen.isOlderPage(new URL(request.url()))) asked = true;
        });
        const olderPage = nextResponse(page, (response) =>
          screen.isOlderPage(new URL(response.url())),
        );
        // A person's wheel: notches of 100 px, a frame or two apart, until the list asks for more.
        let wheeled = 0;
        while (!asked && wheeled < startTop + 4_000) {
          await page.mouse.wheel(0, -100);
          await settled(page);
          wheeled += 100;
          if (wheeled === 300) {
            // The list moved under the wheel; the page did not.
            await expect
              .poll(() => log(page).evaluate((element) => element.scrollTop))
              .toBeLessThan(startTop);
            expect(await page.evaluate(() => window.scrollY)).toBe(0);
          }
        }
        expect(asked, 'wheeling up to the top asked for older messages').toBe(true);
        expect((await olderPage).ok()).toBe(true);
        // The older page is in the list: it grew (rows far from view are not rendered, so the
        // list's height, not its rows, says so).
        await expect
          .poll(() => log(page).evaluate((element) => element.scrollHeight))
          .toBeGreaterThan(startHeight);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        expect(errors).toEqual([]);
        await page.context().close();
      });

      it(`keeps the message in view within 1 px when "Load older messages" is pressed, on ${screen.name} at ${size}`, async () => {
        const { page, errors } = await screen.open(viewport);
        // Up a few screens, far enough from the top that scrolling alone loads nothing.
        await log(page).evaluate((element) => {
          element.scrollTop = 600;
        });
        await settled(page);
        const reading = await messageInMiddle(page);
        const before = await screenTop(page, reading);
        const height = await log(page).evaluate((element) => element.scrollHeight);
        const olderPage = nextResponse(page, (response) =>
          screen.isOlderPage(new URL(response.url())),
        );
        // A keyboard user reaches the button without scrolling the list (as a screen reader can).
        await log(page)
          .getByRole('button', { name: 'Load older messages' })
          .evaluate((button) => button.focus({ preventScroll: true }));
        await page.keyboard.press('Enter');
        await olderPage;
        // The page went in above (the list renders only rows near the view, so its messages
        // are not in the document; the list's height tells).
        await log(page).evaluate(
          (element, before) =>
            new Promise<void>((resolve) => {
              const check = () =>
                element.scrollHeight > before + 1000 ? resolve() : requestAnimationFrame(check);
              check();
            }),
          height,
        );
        await log(page).getByRole('button', { name: 'Load older messages' }).waitFor();
        await settled(page);
        const after = await screenTop(page, reading);
        expect(Math.abs(after - before), `${reading} moved`).toBeLessThanOrEqual(1);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }
});

describe('the chat fits every width from 320 to 1920 px', () => {
  const viewports = [
    { width: 320, height: 640 },
    { width: 375, height: 740 },
    { width: 768, height: 1024 },
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ];
  /** What a person needs in view without scrolling the page, and what scrolls instead. */
  const fit = (page: Page) =>
    page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
      const list = document.querySelector('.q-chat-list__scroll');
      return {
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        // The page itself must not scroll: the list scrolls, the pane fits the viewport.
        verticalOverflow: document.documentElement.scrollHeight - window.innerHeight,
        scrollY: window.scrollY,
        headerTop: box('.q-chat-pane__header')?.top ?? -1,
        composerBottom: box('.q-chat-pane__composer')?.bottom ?? Number.POSITIVE_INFINITY,
        listHeight: list?.clientHeight ?? 0,
        listScrolls: list ? list.scrollHeight > list.clientHeight : false,
      };
    });

  // One test per width and scheme: each opens its own pages at that size, so a slow machine
  // spends its time budget on one width rather than on all five in a row.
  for (const scheme of ['light', 'dark'] as const) {
    for (const viewport of viewports) {
      const where = `${viewport.width}×${viewport.height}`;
      it(`fits the author screen, the inbox and the thread without page scroll at ${where}, ${scheme}`, async () => {
        const colorScheme = scheme === 'dark' ? 'dark' : undefined;
        const { page: author, errors: authorErrors } = await openChat(viewport, colorScheme);
        const { page: admin, errors: adminErrors } = await openThread(viewport, colorScheme);
        for (const [name, page] of [
          ['author', author],
          ['thread', admin],
        ] as const) {
          await settled(page);
          // The pane is sized from measurements taken as the page settles: wait for it.
          await expect
            .poll(async () => (await fit(page)).verticalOverflow, {
              message: `${name} at ${where}: the page scrolls vertically`,
            })
            .toBeLessThanOrEqual(0);
          const seen = await fit(page);
          expect(seen.overflow, `${name} at ${where}: sideways overflow`).toBeLessThanOrEqual(0);
          expect(seen.verticalOverflow, `${name} at ${where}: page height`).toBeLessThanOrEqual(0);
          expect(seen.scrollY, `${name} at ${where}: page scrolled`).toBe(0);
          expect(seen.headerTop, `${name} at ${where}: header`).toBeGreaterThanOrEqual(0);
          expect(seen.composerBottom, `${name} at ${where}: composer`).toBeLessThanOrEqual(
            viewport.height,
          );
          // The list scrolls itself and keeps room for a few messages.
          expect(seen.listScrolls, `${name} at ${where}: list scrolls`).toBe(true);
          expect(seen.listHeight, `${name} at ${where}: list height`).toBeGreaterThanOrEqual(140);
          if (viewport.width !== 768) await shoot(page, `fit-${name}-${viewport.width}-${scheme}`);
        }
        await admin.goto(`${webUrl}/admin/chat`);
        await admin
          .getByRole('navigation', { name: 'Conversations' })
          .getByRole('link', { name: new RegExp(reader.name) })
          .waitFor();
        expect(
          (await fit(admin)).overflow,
          `inbox at ${where}: sideways overflow`,
        ).toBeLessThanOrEqual(0);
        if (viewport.width !== 768) await shoot(admin, `fit-inbox-${viewport.width}-${scheme}`);
        expect(authorErrors).toEqual([]);
        expect(adminErrors).toEqual([]);
        await author.context().close();
        await admin.context().close();
      });
    }
  }
});
