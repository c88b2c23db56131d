import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { type ReviewStack, startReviewStack } from './support/review-stack';
import { signIn } from './support/session';
import type { WebServer } from './support/web-server';

// A journal's peer review set up in the back office with JavaScript off (plain form posts): the manager
// adds a question to the review form (a refused attempt first, its typing kept) and changes the
// time to review (a refused value first); a reviewer invited afterwards is asked the new question
// on the page the mailed link opens, and the invitation's due date follows the new setting. The
// reviewer then declares their interests under "My reviews", which editors see among candidates,
// and the manager corrects them on the journal's peer-review page.

const DEMO_ADMIN = { email: 'admin@quire.test', password: 'admin-password' };
const suffix = randomUUID().slice(0, 8);
const QUESTION = `Is the sample size justified (${suffix})?`;
const REVIEWER = {
  name: 'Iris Fieldmark',
  email: `iris.fieldmark-${suffix}@review.test`,
  password: 'iris-correct-horse-battery',
};

let stack: ReviewStack;
let web: WebServer;
let browser: Browser;
let admin: Page;
let reviewerId = 0;
let submissionId = 0;

beforeAll(async () => {
  stack = await startReviewStack();
  ({ web, browser } = stack);
  reviewerId = await stack.addReviewer(REVIEWER);
  submissionId = await stack.submitManuscript({
    clientKey: `review-settings-${suffix}`,
    title: `Dune grass succession ${suffix}`,
    abstract: 'Twelve years of dune grass plots.',
    keywords: ['dunes'],
    coverLetter: 'Dear editors.',
  });
  // The manager's pages run without JavaScript: every form of the screen is a plain post.
  ({ page: admin } = await newPage(browser, { javaScriptEnabled: false }));
  await signIn(admin, web.url, DEMO_ADMIN);
});

afterAll(() => stack?.stop());

describe('the journal’s peer review in the back office', () => {
  it('opens from the journal’s settings', async () => {
    await admin.goto(`${web.url}/admin/journals/${stack.journal.id}`);
    await admin.getByRole('link', { name: 'Peer review', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: /^Peer review at / }).waitFor();
    await admin.getByRole('heading', { level: 2, name: 'Review form' }).waitFor();
  });

  it('adds a question to the review form, after saying what a refused one lacks', async () => {
    const add = admin.getByRole('region', { name: 'Add a question', exact: true });
    await add.getByLabel('Answered by').selectOption('choice');
    await add.getByLabel(/^Choices/).fill('Yes');
    await add.getByRole('button', { name: 'Add the question' }).click();
    await add.getByText('Write the question.').first().waitFor();
    await add.getByText('A choice question offers at least two choices.').first().waitFor();
    // What was typed is still there.
    expect(await add.getByLabel(/^Choices/).inputValue()).toBe('Yes');
    await add.getByLabel('Question', { exact: true }).fill(QUESTION);
    await add.getByLabel(/^Choices/).fill('Yes\nPartly\nNo');
    await add.getByLabel('Reviewers must answer it').check();
    await add.getByRole('button', { name: 'Add the question' }).click();
    await admin.getByText('The question is added, last in the form').waitFor();
    await admin.getByRole('listitem').filter({ hasText: QUESTION }).waitFor();
    const form = await stack.adminApi.call<{
      questions: { prompt: string; options: string[] }[];
    }>('GET', `admin/journals/${stack.journal.id}/review-form`);
    expect(form.questions.at(-1)).toMatchObject({
      prompt: QUESTION,
      options: ['Yes', 'Partly', 'No'],
      required: true,
    });
    // One place up: a new version with the question second to last.
    await admin.getByRole('button', { name: `Move ${QUESTION} up` }).click();
    await admin.getByText('The questions are reordered').waitFor();
    const moved = await stack.adminApi.call<{ version: number; questions: { prompt: string }[] }>(
      'GET',
      `admin/journals/${stack.journal.id}/review-form`,
    );
    expect(moved.questions.at(-2)?.prompt).toBe(QUESTION);
    expect(moved.questions).toHaveLength(form.questions.length);
  });

  it('changes the time to review, after refusing one out of range', async () => {
    const days = admin.getByLabel('Days to submit the review');
    await days.fill('400');
    await admin.getByRole('button', { name: 'Save the settings' }).click();
    await admin.getByText('The time to review is at most 365 days.').first().waitFor();
    expect(await admin.getByLabel('Days to submit the review').inputValue()).toBe('400');
    await admin.getByLabel('Days to submit the review').fill('19');
    await admin.getByRole('button', { name: 'Save the settings' }).click();
    await admin.getByText('The peer-review settings are saved.').waitFor();
    expect(await admin.getByLabel('Days to submit the review').inputValue()).toBe('19');
  });

  it('asks an invited reviewer the new question, with the new due date', async () => {
    await admin.goto(`${web.url}/admin/submissions/${submissionId}`);
    await admin.getByLabel('Send to review').check();
    await admin.getByRole('button', { name: 'Record the decision' }).click();
    await admin.getByText('Decision recorded: send to review.').waitFor();
    const before = stack.smtp.received.length;
    const invited = Date.now();
    await stack.adminApi.call('POST', `admin/submissions/${submissionId}/reviewers`, {
      reviewerId,
    });
    const mail = await stack.mailTo(REVIEWER.email, before);
    const token = /\/review\?token=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`No review link in:\n${mail.text}`);
    const { page } = await newPage(browser);
    await page.goto(`${web.url}/review?token=${token}`);
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await page.getByRole('heading', { name: 'Your review' }).waitFor();
    const question = page.getByLabel(QUESTION, { exact: false });
    await question.waitFor();
    expect(await question.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['Yes', 'Partly', 'No']),
    );
    const review = await stack.adminApi.call<{
      rounds: { assignments: { reviewDueAt: string }[] }[];
    }>('GET', `admin/submissions/${submissionId}/review`);
    const due = Date.parse(review.rounds.at(-1)?.assignments[0]?.reviewDueAt ?? '');
    const days = (due - invited) / 86_400_000;
    expect(days).toBeGreaterThan(18);
    expect(days).toBeLessThan(20.1);
    await page.context().close();
  });

  it('lets the reviewer declare their interests under “My reviews”; editors see them', async () => {
    const { page } = await newPage(browser);
    await signIn(page, web.url, REVIEWER);
    await page.goto(`${web.url}/panel/reviews`);
    await page.getByRole('heading', { level: 2, name: 'Your interests' }).waitFor();
    const field = page.getByLabel(/^Your interests at /);
    await field.fill(`Dune ecology\n${'x'.repeat(120)}`);
    await page.getByRole('button', { name: 'Save the interests' }).click();
    await page
      .getByText(/at most 100 characters/)
      .first()
      .waitFor();
    expect(await page.getByLabel(/^Your interests at /).inputValue()).toContain('Dune ecology');
    await page.getByLabel(/^Your interests at /).fill('Dune ecology\nPlant succession');
    await page.getByRole('button', { name: 'Save the interests' }).click();
    await page.getByText('Your interests are saved.').waitFor();
    await page.context().close();
    const { data } = await stack.adminApi.call<{ data: { id: number; interests: string[] }[] }>(
      'GET',
      `admin/submissions/${submissionId}/reviewer-candidates`,
    );
    expect(data.find((candidate) => candidate.id === reviewerId)?.interests).toEqual([
      'Dune ecology',
      'Plant succession',
    ]);
  });

  it('lets the manager correct a reviewer’s interests on the journal’s peer-review page', async () => {
    await admin.goto(`${web.url}/admin/journals/${stack.journal.id}/review`);
    const row = admin.getByRole('listitem').filter({ hasText: REVIEWER.email });
    await row.getByText('Dune ecology · Plant succession').waitFor();
    await row.getByText(`Edit ${REVIEWER.name}’s interests`).click();
    await row.getByLabel('Interests').fill('Dune ecology\nCoastal geomorphology');
    await row.getByRole('button', { name: 'Save the interests' }).click();
    await admin.getByText('The reviewer’s interests are saved.').waitFor();
    await admin
      .getByRole('listitem')
      .filter({ hasText: REVIEWER.email })
      .getByText('Dune ecology · Coastal geomorphology')
      .waitFor();
  });
});
