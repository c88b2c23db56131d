import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuthor } from './support/api-actor';
import { launchBrowser, newPage } from './support/browser';
import { minimalPdf } from './support/pdf';
import { solidPng } from './support/png';
import { apiDataDir, apiUrl, webUrl } from './support/servers';
import { signIn, uniqueEmail } from './support/session';

const DEMO_ADMIN = { email: 'admin@quire.test', password: 'admin-password' };
/** Where screenshots go for a person to look at (not compared by the test). */
const SHOTS = process.env.CHAT_SHOTS_DIR;

const pia = { name: 'Pia Pictures', email: uniqueEmail('attach'), password: 'pia-password-1' };
const theo = { name: 'Theo Third', email: uniqueEmail('third'), password: 'theo-password-1' };

const REPORT = {
  name: 'Revised report.pdf',
  mimeType: 'application/pdf',
  buffer: minimalPdf('Revised'),
};
const FIGURE = { name: 'figure-2.png', mimeType: 'image/png', buffer: solidPng(64, [37, 99, 235]) };
const NOTES = {
  name: 'editor-notes.png',
  mimeType: 'image/png',
  buffer: solidPng(48, [22, 163, 74]),
};
/** A Windows executable renamed to look like a PDF. */
const FAKE_PDF = {
  name: 'invoice.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]),
};

let browser: Browser;
let author: Page;
let admin: Page;
let third: Page;
let authorErrors: string[];

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const fileInput = (page: Page) => page.locator('form.q-chat-composer input[type="file"]');

beforeAll(async () => {
  browser = await launchBrowser();
  await registerAuthor(apiUrl, apiDataDir, pia);
  await registerAuthor(apiUrl, apiDataDir, theo);
  ({ page: author, errors: authorErrors } = await newPage(browser));
  ({ page: admin } = await newPage(browser));
  ({ page: third } = await newPage(browser));
  await signIn(author, webUrl, pia);
  await signIn(admin, webUrl, DEMO_ADMIN);
  await signIn(third, webUrl, theo);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

// One conversation, in order: each step builds on the previous one.
describe('chat attachments between an author and an administrator', () => {
  it('opens the conversation on both sides', async () => {
    await author.goto(`${webUrl}/panel/chat`);
    await author.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await author.getByRole('textbox', { name: 'Message' }).fill('Hello, two files follow.');
    await author.getByRole('button', { name: 'Send' }).click();
    await log(author).getByText('Hello, two files follow.').waitFor();
    await admin.goto(`${webUrl}/admin/chat`);
    const conversation = admin
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(pia.name) });
    await conversation.click();
    await log(admin).getByText('Hello, two files follow.', { exact: true }).waitFor();
  });

  it('lets the author attach a PDF and an image from a labelled, keyboard-reachable button', async () => {
    const attach = author.getByRole('button', { name: 'Attach a file' });
    await attach.focus();
    expect(await attach.evaluate((element) => element === document.activeElement)).toBe(true);
    await fileInput(author).setInputFiles([REPORT, FIGURE]);
    await author.getByRole('button', { name: `Remove ${REPORT.name}` }).waitFor();
    await author.getByRole('button', { name: `Remove ${FIGURE.name}` }).waitFor();
    await author.getByRole('textbox', { name: 'Message' }).fill('The revised report and figure.');
    await author.getByRole('button', { name: 'Send' }).click();
    const sent = log(author).locator('article', { hasText: 'The revised report and figure.' });
    await sent.getByRole('img', { name: FIGURE.name }).waitFor();
    await sent.getByRole('link', { name: new RegExp(`^PDF, ${REPORT.name}, `) }).waitFor();
  });

  it('shows them live to the administrator, who downloads the PDF', async () => {
    const received = log(admin).locator('article', { hasText: 'The revised report and figure.' });
    const image = received.getByRole('img', { name: FIGURE.name });
    await image.waitFor();
    // The preview really loaded (the admin's session cookie reached the API).
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBe(64);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      received.getByRole('link', { name: new RegExp(`^PDF, ${REPORT.name}, `) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(REPORT.name);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(REPORT.buffer)).toBe(true);
  });

  it('lets the administrator attach a file back, shown live to the author', async () => {
    await fileInput(admin).setInputFiles([NOTES]);
    await admin.getByRole('button', { name: `Remove ${NOTES.name}` }).waitFor();
    // A file alone is a message.
    await admin.getByRole('button', { name: 'Send' }).click();
    const image = log(author).getByRole('img', { name: NOTES.name });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBe(48);
    // The inbox previews a message of files alone by what was sent, not an empty line.
    await admin
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(pia.name) })
      .getByText(`You: File: ${NOTES.name}`)
      .waitFor();
  });

  it('refuses the files to anyone else, and to a signed-out visitor', async () => {
    const url = await log(author)
      .getByRole('img', { name: FIGURE.name })
      .evaluate((element) => (element as HTMLImageElement).src);
    expect(url).toMatch(/\/api\/chat\/attachments\/\d+$/);
    const asAuthor = await author.request.get(url);
    expect(asAuthor.status()).toBe(200);
    const asThird = await third.request.get(url);
    expect(asThird.status()).toBe(404);
    expect((await asThird.json()).message).toBe('The file was not found.');
    const signedOut = await browser.newContext();
    const anonymous = await signedOut.request.get(url);
    expect(anonymous.status()).toBe(401);
    expect((await anonymous.json()).message).toBe('Please sign in to continue.');
    await signedOut.close();
  });

  it('says why an executable renamed .pdf is refused, keeping the typed text', async () => {
    const box = author.getByRole('textbox', { name: 'Message' });
    await box.fill('This one should not go');
    await fileInput(author).setInputFiles([FAKE_PDF]);
    await author
      .getByRole('alert')
      .filter({
        hasText: `“${FAKE_PDF.name}” was not attached: The file's content does not match its .pdf extension.`,
      })
      .waitFor();
    expect(await box.inputValue()).toBe('This one should not go');
    expect(await author.getByRole('button', { name: `Remove ${FAKE_PDF.name}` }).count()).toBe(0);
    await box.fill('');
    // The refusal is an answer, not a page error.
    expect(authorErrors.filter((error) => !error.includes('415'))).toEqual([]);
  });

  it('fits the chat with attachments at 320 px without horizontal scroll', async () => {
    await author.setViewportSize({ width: 320, height: 640 });
    await log(author).getByRole('img', { name: NOTES.name }).waitFor();
    const overflow = await author.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await author.getByRole('button', { name: 'Attach a file' }).waitFor();
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      it(`screenshots the chat with attachments at ${width} px, ${scheme}`, async () => {
        const context = await browser.newContext({
          viewport: { width, height: width === 375 ? 760 : 860 },
          colorScheme: scheme,
        });
        const page = await context.newPage();
        await signIn(page, webUrl, pia);
        await page.goto(`${webUrl}/panel/chat`);
        await log(page).getByRole('img', { name: NOTES.name }).waitFor();
        await fileInput(page).setInputFiles([REPORT]);
        await page.getByRole('button', { name: `Remove ${REPORT.name}` }).waitFor();
        await page.getByRole('textbox', { name: 'Message' }).fill('Draft with a file');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/attachments-${width}-${scheme}.png` });
        await context.close();
      });

      it(`fits the inbox previewing a message of files alone at ${width} px, ${scheme}`, async () => {
        const context = await browser.newContext({
          viewport: { width, height: width === 375 ? 760 : 860 },
          colorScheme: scheme,
        });
        const page = await context.newPage();
        await signIn(page, webUrl, DEMO_ADMIN);
        await page.goto(`${webUrl}/admin/chat`);
        await page
          .getByRole('navigation', { name: 'Conversations' })
          .getByText(`You: File: ${NOTES.name}`)
          .waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-files-${width}-${scheme}.png` });
        await context.close();
      });
    }
  }
});
