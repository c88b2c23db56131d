import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { TestSmtpServer } from '@quire/test-utils/smtp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiActor } from './support/api-actor';
import { newPage } from './support/browser';
import { type ReviewStack, startReviewStack } from './support/review-stack';
import { DEMO_AUTHOR, signIn } from './support/session';
import type { WebServer } from './support/web-server';

// Discussions on a submission in Chromium, double anonymous: the editor and the author write to
// each other live (typing, read receipts, no reload), the reviewer asks the editor from the
// mailed review link without an account and is answered by mail with a link back to the thread,
// the editors keep a note of their own, and a page without JavaScript still posts (with a file,
// which the editor downloads, under a "new messages" divider). Who is here shows live, also on
// the reviewer's link page without a session (its socket is the link's). Each
// side's pages are scanned for the other's identity and for threads that are not theirs.

const DEMO_ADMIN = { email: 'admin@quire.test', password: 'admin-password' };
const suffix = randomUUID().slice(0, 8);
const TITLE = `Tidal marsh carbon ${suffix}`;
const RHEA = {
  name: 'Rhea Quillworth',
  email: `rhea.quill-${suffix}@review.test`,
  password: 'rhea-correct-horse-battery',
};
/** Words that open each thread's messages: found outside their thread, a thread leaked. */
const TO_AUTHOR = 'Could you add the site coordinates?';
const FROM_AUTHOR = 'Added them to table 1.';
const FROM_RHEA = 'Is the appendix part of what I review?';
const TO_RHEA = 'Yes, please read the appendix too.';
const EDITORS_NOTE = 'Note for editors: Reviewer 1 is fast.';
const LIVE_TO_RHEA = 'One more thing: the supplement is online now.';
const WITHOUT_JS = 'Sent from a page without JavaScript.';
/** A PDF the author sends with a message (the smallest the API's type check accepts). */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 72 72]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
);
/** When set, screenshots of each side's Discussion are written there (375/1280, light/dark). */
const SHOTS = process.env.DISCUSSION_SHOTS;

let stack: ReviewStack;
let web: WebServer;
let smtp: TestSmtpServer;
let browser: Browser;
let admin: Page;
let author: Page;
let adminApi: ApiActor;
let submissionId = 0;
let rheaLink = '';

const REVIEWER_IDENTITY = [RHEA.name, RHEA.email];
const AUTHOR_IDENTITY = [DEMO_AUTHOR.name, DEMO_AUTHOR.email];

async function expectAbsent(page: Page, forbidden: readonly string[]) {
  const html = await page.content();
  for (const text of forbidden) expect(html, text).not.toContain(text);
}

/** The newest mail to `email` after the first `after`, once it arrives. */
const mailTo = (email: string, after: number) => stack.mailTo(email, after);

/** Screenshots of the page's Discussion section at phone and desktop widths, light and dark. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate((dark) => {
        document.documentElement.classList.toggle('p-dark', dark);
      }, scheme === 'dark');
      // No sideways scrolling on phones, whatever the names and messages.
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(wide, `${name} at ${width}px scrolls sideways`).toBe(false);
      await page
        .locator('#discussion')
        .screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png` });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('p-dark'));
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Writes in the open thread's box and sends it. */
async function write(page: Page, text: string) {
  await page.getByLabel('Your message').fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/**
 * Opens a page and waits until its socket is up (connected by polling, then upgraded): live
 * events sent from then on reach it.
 */
async function openLive(page: Page, url: string) {
  const upgraded = page.waitForEvent('websocket', {
    predicate: (socket) => socket.url().includes('/socket.io/'),
    timeout: 30_000,
  });
  await page.goto(url);
  await upgraded;
}

/** The discussion's log (the open thread's messages). */
function log(page: Page) {
  return page.locator('#discussion [role="log"]');
}

beforeAll(async () => {
  stack = await startReviewStack();
  ({ smtp, web, browser, adminApi } = stack);
  // Rhea: her own confirmed account, a reviewer of the journal.
  const rheaId = await stack.addReviewer(RHEA);
  submissionId = await stack.submitManuscript({
    clientKey: `discussions-${suffix}`,
    title: TITLE,
    abstract: 'We measured carbon burial in a tidal marsh over three years.',
    keywords: ['carbon', 'marsh'],
    coverLetter: 'Dear editors, please consider our measurements.',
  });
  await adminApi.call('POST', `admin/submissions/${submissionId}/decisions`, {
    decision: 'send_to_review',
  });
  const invited = smtp.received.length;
  await adminApi.call('POST', `admin/submissions/${submissionId}/reviewers`, {
    reviewerId: rheaId,
  });
  const token = /\/review\?token=([\w-]+)/.exec((await mailTo(RHEA.email, invited)).text)?.[1];
  if (!token) throw new Error('No review link mailed to Rhea.');
  rheaLink = `${web.url}/review?token=${token}`;
  ({ page: admin } = await newPage(browser));
  ({ page: author } = await newPage(browser));
  await signIn(admin, web.url, DEMO_ADMIN);
  await signIn(author, web.url, DEMO_AUTHOR);
});

afterAll(() => stack?.stop());

describe('discussions on a submission in the browser (double anonymous)', () => {
  it('carries editor ↔ author messages live: typing, the message, the read receipt', async () => {
    await openLive(admin, `${web.url}/admin/submissions/${submissionId}?discussion=editor-author`);
    await admin.getByRole('heading', { level: 2, name: 'Discussion' }).waitFor();
    // The author's page is open and connected before the editor writes: no reload from here.
    await openLive(author, `${web.url}/panel/submission/${submissionId}`);
    await author.getByRole('heading', { level: 3, name: 'The editors' }).waitFor();
    // Both have the thread open: each sees the other here (the editor sees the author's name).
    await admin
      .locator('.q-discussion__presence')
      .getByText(DEMO_AUTHOR.name)
      .waitFor({ timeout: 15_000 });
    await author.locator('.q-discussion__presence').getByText('(you)').waitFor();
    await write(admin, TO_AUTHOR);
    await log(admin).getByText(TO_AUTHOR).waitFor();
    await log(author).getByText(TO_AUTHOR).waitFor({ timeout: 15_000 });
    // The author's page read it: the editor's copy says so.
    await log(admin).getByText('Read').waitFor({ timeout: 15_000 });
    await author.getByLabel('Your message').pressSequentially('Add');
    await admin.getByText('The author is typing').waitFor({ timeout: 15_000 });
    await author.getByLabel('Your message').fill(FROM_AUTHOR);
    await author.getByRole('button', { name: 'Send', exact: true }).click();
    await log(admin).getByText(FROM_AUTHOR).waitFor({ timeout: 15_000 });
    // The message arrived: the author is no longer typing it.
    await admin.getByText('The author is typing').waitFor({ state: 'hidden' });
    await expectAbsent(author, REVIEWER_IDENTITY);
    await shoot(admin, 'editor');
    await shoot(author, 'author');
  });

  it('lets the reviewer ask from the mailed link and answers her by mail, with a link back', async () => {
    const { page: rhea } = await newPage(browser);
    const opened = await rhea.goto(rheaLink);
    // One reviewer's page: never kept in the page cache (it would show a minute-old thread).
    expect(opened?.headers()['cache-control']).not.toContain('public');
    await rhea.getByRole('heading', { level: 2, name: 'Discussion' }).waitFor();
    await write(rhea, FROM_RHEA);
    await log(rhea).getByText(FROM_RHEA).waitFor();
    await expectAbsent(rhea, [...AUTHOR_IDENTITY, TO_AUTHOR, FROM_AUTHOR]);
    await rhea.context().close();
    await admin.getByRole('link', { name: /^Reviewer 1 · Rhea Quillworth/ }).click();
    await log(admin).getByText(FROM_RHEA).waitFor();
    const before = smtp.received.length;
    await write(admin, TO_RHEA);
    await log(admin).getByText(TO_RHEA).waitFor();
    // Rhea has no page open: the answer is mailed, with a link that opens the thread.
    const mail = await mailTo(RHEA.email, before);
    expect(mail.text).toContain(TO_RHEA);
    expect(mail.text).toContain('Editor wrote in the discussion');
    for (const text of AUTHOR_IDENTITY) expect(mail.text, text).not.toContain(text);
    const link = /(\/review\?token=[\w-]+#discussion)/.exec(mail.text)?.[1];
    if (!link) throw new Error(`No link to the thread in:\n${mail.text}`);
    const { page: again } = await newPage(browser);
    await again.goto(`${web.url}${link}`);
    await log(again).getByText(TO_RHEA).waitFor();
    await log(again).getByText('Editor', { exact: true }).first().waitFor();
    await expectAbsent(again, [...AUTHOR_IDENTITY, TO_AUTHOR, FROM_AUTHOR]);
    await shoot(again, 'reviewer');
    await again.context().close();
  });

  it('keeps the editors’ notes from the author and the reviewer', async () => {
    await admin.getByRole('link', { name: /^Editors only/ }).click();
    await admin.getByRole('heading', { level: 3, name: 'Editors only' }).waitFor();
    await write(admin, EDITORS_NOTE);
    await log(admin).getByText(EDITORS_NOTE).waitFor();
    await author.reload();
    await log(author).getByText(FROM_AUTHOR).waitFor();
    await expectAbsent(author, [...REVIEWER_IDENTITY, EDITORS_NOTE, FROM_RHEA, TO_RHEA]);
    const { page: rhea } = await newPage(browser);
    await rhea.goto(rheaLink);
    await log(rhea).getByText(TO_RHEA).waitFor();
    await expectAbsent(rhea, [...AUTHOR_IDENTITY, EDITORS_NOTE, TO_AUTHOR, FROM_AUTHOR]);
    await rhea.context().close();
  });

  it('brings the editor’s answer live to the reviewer on her link’s page, signed out', async () => {
    // Her page has no session: its socket is the review link's, scoped to her thread.
    const { page: rhea } = await newPage(browser);
    await openLive(rhea, rheaLink);
    await rhea.getByRole('heading', { level: 2, name: 'Discussion' }).waitFor();
    await admin.getByRole('link', { name: /^Reviewer 1 · Rhea Quillworth/ }).click();
    await log(admin).getByText(TO_RHEA).waitFor();
    // Each sees the other here, by the rule: she sees "Editor", the editor sees her name.
    await rhea
      .locator('.q-discussion__presence')
      .getByText('Editor', { exact: true })
      .waitFor({ timeout: 15_000 });
    await admin
      .locator('.q-discussion__presence')
      .getByText(RHEA.name)
      .waitFor({ timeout: 15_000 });
    await write(admin, LIVE_TO_RHEA);
    await log(rhea).getByText(LIVE_TO_RHEA).waitFor({ timeout: 15_000 });
    await expectAbsent(rhea, [...AUTHOR_IDENTITY, EDITORS_NOTE, TO_AUTHOR, FROM_AUTHOR]);
    await shoot(rhea, 'reviewer-link-live');
    await rhea.context().close();
    // Back where the next test expects the editor: the editors' notes.
    await admin.getByRole('link', { name: /^Editors only/ }).click();
    await log(admin).getByText(EDITORS_NOTE).waitFor();
  });

  it('posts from a page without JavaScript, and refuses an empty message beside the box', async () => {
    const { page } = await newPage(browser, { javaScriptEnabled: false });
    await signIn(page, web.url, DEMO_AUTHOR);
    await page.goto(`${web.url}/panel/submission/${submissionId}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Write a message.').first().waitFor();
    await page.getByLabel('Your message').fill(WITHOUT_JS);
    await page
      .getByLabel('Attach files (optional)')
      .setInputFiles({ name: 'site-coordinates.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await log(page).getByText(WITHOUT_JS).waitFor();
    await log(page).getByText('site-coordinates.pdf').waitFor();
    await page.context().close();
    await log(admin).getByText(EDITORS_NOTE).waitFor();
    await admin.getByRole('link', { name: /^Author/ }).click();
    await log(admin).getByText(WITHOUT_JS).waitFor();
    // What came while the editor was in another thread is under the "new messages" divider.
    await log(admin).getByText('New messages').waitFor();
    await admin.getByText('1 new message since you last read this thread.').waitFor({
      state: 'attached',
    });
    const file = log(admin).getByRole('link', { name: /site-coordinates\.pdf/ });
    const href = await file.getAttribute('href');
    if (!href) throw new Error('The file has no link.');
    const download = await admin.request.get(href);
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);
    await shoot(admin, 'editor-file-divider');
  });
});
