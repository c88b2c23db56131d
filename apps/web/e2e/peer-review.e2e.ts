import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { TestSmtpServer } from '@quire/test-utils/smtp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newPage } from './support/browser';
import { minimalPdf } from './support/pdf';
import { type ReviewStack, startReviewStack } from './support/review-stack';
import { DEMO_AUTHOR, signIn } from './support/session';
import type { WebServer } from './support/web-server';

// Peer review in Chromium, double anonymous: the author's manuscript goes to review, the editor
// invites a reviewer of the journal and someone new by e-mail (links read from a real SMTP
// server), the new one declines with a suggestion, the other reviews from the mailed link without
// a password, the editor requests revisions sharing an edited comment, the author reads it as
// "Reviewer 1", resubmits, and round two ends in acceptance. Neither side ever sees the other's
// name or address. Its own API (demo seed) and web server, so the mails reach the SMTP server.

const DEMO_ADMIN = { email: 'admin@quire.test', password: 'admin-password' };
const suffix = randomUUID().slice(0, 8);
const TITLE = `Estuary nitrogen budgets ${suffix}`;
/** The existing reviewer of the journal: distinctive, so a leak is found by text. */
const RHEA = {
  name: 'Rhea Quillworth',
  email: `rhea.quill-${suffix}@review.test`,
  password: 'rhea-correct-horse-battery',
};
/** Someone new, invited by address. */
const THEO = { name: 'Theo Newcombe', email: `theo.newcombe-${suffix}@review.test` };
const CONFIDENTIAL = 'Confidential: I have met this group at a conference.';
const RHEA_COMMENT = 'Section 2 is long and the nitrogen table lacks units.';
const SHARED_COMMENT = 'Section 2 is long; please shorten it and add units to the table.';
/** When set, screenshots of the reviewer's page and the decision screen are written there. */
const SHOTS = process.env.PEER_REVIEW_SHOTS;

let stack: ReviewStack;
let web: WebServer;
let smtp: TestSmtpServer;
let browser: Browser;
let admin: Page;
let author: Page;
let _journalId = 0;
let rheaId = 0;
let submissionId = 0;

/** Text the author must never see, and text the reviewers must never see. */
const REVIEWER_IDENTITY = [RHEA.name, RHEA.email, THEO.name, THEO.email];
const AUTHOR_IDENTITY = [DEMO_AUTHOR.name, DEMO_AUTHOR.email];

async function expectAbsent(page: Page, forbidden: readonly string[]) {
  const html = await page.content();
  for (const text of forbidden) expect(html, text).not.toContain(text);
}

/** The review link of the newest mail to `email` after the first `after` mails. */
async function reviewLinkMailedTo(email: string, after: number): Promise<string> {
  const mail = await vi.waitFor(
    () => {
      const found = smtp.received.slice(after).find((item) => item.recipients.includes(email));
      if (!found) throw new Error(`no mail to ${email} yet`);
      return found;
    },
    { timeout: 30_000, interval: 50 },
  );
  for (const text of AUTHOR_IDENTITY) expect(mail.text, text).not.toContain(text);
  const token = /\/review\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No review link in:\n${mail.text}`);
  return `${web.url}/review?token=${token}`;
}

/** The page a reviewer opens from the mailed link, in a browser without any session. */
async function openReviewLink(link: string): Promise<Page> {
  const { page } = await newPage(browser);
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: /^A review for / }).waitFor();
  return page;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      // The theme is a class the page sets once on load (as the theme toggle does later).
      await page.evaluate((dark) => {
        document.documentElement.classList.toggle('p-dark', dark);
      }, scheme === 'dark');
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('p-dark'));
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Accepts from the link's page and submits a complete review with `recommendation`. */
async function acceptAndReview(link: string, recommendation: string, comment: string) {
  const page = await openReviewLink(link);
  await expectAbsent(page, AUTHOR_IDENTITY);
  await page.getByText('The authors are not named').waitFor();
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await page.getByRole('heading', { name: 'Your review' }).waitFor();
  await page
    .getByRole('link', { name: /\.pdf$/ })
    .first()
    .waitFor();
  await page.getByLabel('What does the manuscript contribute, and is it new?').fill('A budget.');
  await page.getByLabel('Are the methods sound?').selectOption('Partly');
  await page.getByLabel('Recommendation').selectOption(recommendation);
  await page.getByLabel(/^Comments for the author/).fill(comment);
  await page.getByLabel('Confidential comments for the editor').fill(CONFIDENTIAL);
  await expectAbsent(page, AUTHOR_IDENTITY);
  await shoot(page, 'reviewer-page');
  await page.getByRole('button', { name: 'Submit the review' }).click();
  await page.getByText('Your review is submitted. Thank you.').waitFor();
  await expectAbsent(page, AUTHOR_IDENTITY);
  await page.context().close();
}

/** Opens the review page's decision form for `decision` and sends it with `shared` comments. */
async function decide(decision: 'Request revisions' | 'Accept', shared: string) {
  await admin.goto(`${web.url}/admin/submissions/${submissionId}/review`);
  await admin.getByRole('heading', { level: 1, name: 'Peer review' }).waitFor();
  await admin.getByRole('link', { name: decision, exact: true }).click();
  await admin.getByRole('heading', { level: 3, name: decision }).waitFor();
  await admin.getByLabel('Reviewer 1: For the author').fill(shared);
  if (decision === 'Request revisions') await shoot(admin, 'editor-decision');
  await admin.getByRole('button', { name: 'Send the decision' }).click();
  await admin.getByText('The decision is sent to the author.').waitFor();
}

/** Invites one of the journal's reviewers (by id) or someone new from the editor's review page. */
async function invite(who: { id: number } | { name: string; email: string }) {
  await admin.goto(`${web.url}/admin/submissions/${submissionId}/review`);
  await admin.getByRole('heading', { level: 2, name: 'Invite a reviewer' }).waitFor();
  if ('id' in who) {
    await admin.getByLabel('One of the journal’s reviewers').selectOption(String(who.id));
  } else {
    await admin.getByLabel(/^Name\b/).fill(who.name);
    await admin.getByLabel(/^E-mail\b/).fill(who.email);
  }
  await admin.getByRole('button', { name: 'Send the invitation' }).click();
  await admin.getByText('The invitation is sent.').waitFor();
}

beforeAll(async () => {
  stack = await startReviewStack();
  ({ smtp, web, browser } = stack);
  _journalId = stack.journal.id;
  // Rhea: an account of her own (confirmed from the mailed link), a reviewer of the journal.
  rheaId = await stack.addReviewer(RHEA);
  submissionId = await stack.submitManuscript({
    clientKey: `peer-review-${suffix}`,
    title: TITLE,
    abstract: 'We closed the nitrogen budget of a small estuary over four seasons.',
    keywords: ['nitrogen', 'estuary'],
    coverLetter: 'Dear editors, please consider our budget.',
  });
  ({ page: admin } = await newPage(browser));
  ({ page: author } = await newPage(browser));
  await signIn(admin, web.url, DEMO_ADMIN);
  await signIn(author, web.url, DEMO_AUTHOR);
});

afterAll(() => stack?.stop());

describe('peer review in the browser (double anonymous, two rounds)', () => {
  it('sends the submission to review and opens its review page from the submission', async () => {
    await admin.goto(`${web.url}/admin/submissions/${submissionId}`);
    await admin.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await admin.getByLabel('Send to review').check();
    await admin.getByRole('button', { name: 'Record the decision' }).click();
    await admin.getByText('Decision recorded: send to review.').waitFor();
    await admin.getByRole('link', { name: /^Peer review: / }).click();
    await admin.getByRole('heading', { level: 1, name: 'Peer review' }).waitFor();
    await admin.getByRole('heading', { level: 2, name: 'Round 1' }).waitFor();
  });

  let rheaLink = '';
  let theoLink = '';

  it('invites a reviewer of the journal and someone new; both get a link by e-mail', async () => {
    const before = smtp.received.length;
    await invite({ id: rheaId });
    await invite(THEO);
    rheaLink = await reviewLinkMailedTo(RHEA.email, before);
    theoLink = await reviewLinkMailedTo(THEO.email, before);
    await admin.getByText('Reviewer 2', { exact: false }).first().waitFor();
  });

  it('lets the new person decline with a suggestion, without an account', async () => {
    const page = await openReviewLink(theoLink);
    await expectAbsent(page, AUTHOR_IDENTITY);
    await page.getByLabel('Why do you decline?').fill('Travelling this month.');
    await page.getByLabel('Someone you suggest instead (name)').fill('Sam Suggested');
    await page.getByLabel('Their e-mail address').fill('sam@example.org');
    await page.getByRole('button', { name: 'Decline the invitation' }).click();
    await page.getByText('You declined this invitation. Thank you for answering.').waitFor();
    await expectAbsent(page, AUTHOR_IDENTITY);
    await page.context().close();
    await admin.reload();
    await admin.getByText('Declined: Travelling this month.').waitFor();
    await admin.getByText('Suggests Sam Suggested <sam@example.org>').waitFor();
  });

  it('lets the journal’s reviewer accept and submit a review from the mailed link', async () => {
    await acceptAndReview(rheaLink, 'minor_revisions', RHEA_COMMENT);
  });

  it('lets the editor request revisions, sharing an edited comment', async () => {
    await decide('Request revisions', SHARED_COMMENT);
  });

  it('shows the author the letter with “Reviewer 1”’s comment and no reviewer’s name', async () => {
    await author.goto(`${web.url}/panel/submission/${submissionId}`);
    await author.getByRole('heading', { name: 'Message from the editor' }).waitFor();
    await author.getByText(SHARED_COMMENT, { exact: false }).first().waitFor();
    await author.getByText('Reviewer 1', { exact: false }).first().waitFor();
    await expectAbsent(author, [...REVIEWER_IDENTITY, CONFIDENTIAL, RHEA_COMMENT]);
    await author.goto(`${web.url}/panel/notifications`);
    await author.getByText(`Revisions requested: ${TITLE}`).first().waitFor();
    await expectAbsent(author, REVIEWER_IDENTITY);
  });

  it('takes the resubmission into round two, which ends in acceptance', async () => {
    await author.goto(`${web.url}/panel/submission/${submissionId}`);
    await author.locator('#upload-revision').setInputFiles({
      name: 'revised.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf(`${TITLE} revised`),
    });
    await author.getByRole('button', { name: 'Upload the revised file' }).click();
    await author.getByRole('link', { name: 'revised.pdf' }).first().waitFor();
    await author.getByLabel('Response to the editor').fill('Shortened and added units.');
    await author.getByRole('button', { name: 'Submit revisions' }).click();
    await author.waitForURL(/resubmitted=1$/);
    const before = smtp.received.length;
    await invite({ id: rheaId });
    await admin.getByRole('heading', { level: 2, name: 'Round 2' }).waitFor();
    await acceptAndReview(await reviewLinkMailedTo(RHEA.email, before), 'accept', 'Much better.');
    await decide('Accept', 'Much better now.');
    await author.goto(`${web.url}/panel/submission/${submissionId}`);
    await author.locator('.q-status-badge', { hasText: 'Accepted' }).first().waitFor();
    await expectAbsent(author, [...REVIEWER_IDENTITY, CONFIDENTIAL]);
  });

  it('lists both reviews under “My reviews” once the reviewer signs in', async () => {
    const { page } = await newPage(browser);
    await signIn(page, web.url, RHEA);
    await page.goto(`${web.url}/panel`);
    await page
      .getByRole('navigation', { name: 'Panel' })
      .getByRole('link', { name: 'My reviews' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'My reviews' }).waitFor();
    await page.getByRole('link', { name: TITLE }).first().waitFor();
    await expectAbsent(page, AUTHOR_IDENTITY);
    await page.context().close();
  });
});
