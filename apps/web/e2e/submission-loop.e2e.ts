import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { minimalPdf } from './support/pdf';
import { apiUrl, webUrl } from './support/servers';
import { DEMO_AUTHOR, signIn } from './support/session';

const DEMO_ADMIN = { email: 'admin@quire.test', password: 'admin-password' };
const TITLE = `Tidal marsh carbon ${randomUUID().slice(0, 8)}`;
const ABSTRACT = 'Salt marshes store carbon in their soils.\n\nWe measured it over ten years.';
const EDITOR_LETTER = 'Please add the 2024 field season to the methods section.';
const PDF = { name: 'manuscript.pdf', mimeType: 'application/pdf', buffer: minimalPdf(TITLE) };

let browser: Browser;
let author: Page;
let admin: Page;
let authorErrors: string[];
let submissionId = 0;
/** A folder for files too big to hand the browser through the protocol. */
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'quire-e2e-upload-'));
  browser = await launchBrowser();
  ({ page: author, errors: authorErrors } = await newPage(browser));
  ({ page: admin } = await newPage(browser));
  await signIn(author, webUrl, DEMO_AUTHOR);
  await signIn(admin, webUrl, DEMO_ADMIN);
});

afterAll(async () => {
  await browser?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** How many drafts the author's list shows. */
async function draftCount(page: Page): Promise<number> {
  await page.goto(`${webUrl}/panel/submission?status=draft`);
  await page.getByRole('heading', { level: 1, name: 'Submissions' }).waitFor();
  const count = page.locator('#submissions-count');
  if ((await count.count()) === 0) return 0;
  return Number(/^(\d+)/.exec((await count.textContent()) ?? '')?.[1]);
}

const step = (name: string) => `${webUrl}/panel/submission/${submissionId}/edit?step=${name}`;

describe('the submission loop: author, editor, public article', () => {
  it('refuses an author on the editorial pages', async () => {
    const response = await author.goto(`${webUrl}/admin/submissions`);
    expect(response?.status()).toBe(403);
    await author.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
  });

  it('creates one draft from a double-clicked first step', async () => {
    const before = await draftCount(author);
    await author.goto(`${webUrl}/panel/submission/new`);
    await author.getByRole('heading', { level: 1, name: 'New submission: Journal' }).waitFor();
    await expectNoAxeViolations(author);
    await author.getByLabel('Journal', { exact: true }).selectOption({ index: 1 });
    await author.getByRole('button', { name: 'Save and continue' }).dblclick();
    await author.waitForURL(/\/panel\/submission\/\d+\/edit\?step=details$/);
    submissionId = Number(/submission\/(\d+)\//.exec(author.url())?.[1]);
    expect(submissionId).toBeGreaterThan(0);
    expect(await draftCount(author)).toBe(before + 1);
  });

  it('lists what is missing, per step, when an incomplete draft is submitted', async () => {
    await author.goto(step('review'));
    await author.getByRole('button', { name: 'Submit' }).click();
    await author.getByText('Before you submit, please complete:').waitFor();
    await author.getByRole('link', { name: /^Title: / }).waitFor();
    await author.getByRole('link', { name: /^Manuscript: / }).waitFor();
    await author.getByRole('link', { name: /^Declarations: / }).waitFor();
    // The error modal lists the same; it closes with Escape.
    await author.getByRole('alertdialog').or(author.getByRole('dialog')).first().waitFor();
    await author.keyboard.press('Escape');
    const details = author.getByRole('link', { name: /Details.*has errors/ });
    await details.waitFor();
  });

  it('saves the details with live word and character counts', async () => {
    await author.goto(step('details'));
    await author.getByLabel('Title').fill(TITLE);
    await author.getByLabel('Abstract').fill(ABSTRACT);
    await author.getByText('13 / 300 words · 60 characters').waitFor();
    const keywords = author.getByLabel('Keywords');
    await keywords.fill('carbon');
    await keywords.press('Enter');
    await keywords.fill('salt marsh');
    await keywords.press('Enter');
    await author.getByText('2 of at most 10 keywords.', { exact: false }).waitFor();
    // Keywords of several words, typed as a list (space alone would split them).
    await author.getByRole('button', { name: 'Add keywords of several words' }).click();
    await author.getByLabel('Separate them with commas').fill('blue carbon, tidal wetlands');
    await expectNoAxeViolations(author);
    await author.getByRole('button', { name: 'Add these' }).click();
    await author.getByText('4 of at most 10 keywords.', { exact: false }).waitFor();
    await author.getByRole('button', { name: 'Remove tag tidal wetlands' }).waitFor();
    await author.getByRole('button', { name: 'Save and continue' }).click();
    await author.waitForURL(/step=authors$/);
  });

  it('shows the API’s message beside the field it is about', async () => {
    await expect(author.getByLabel('Name').first().inputValue()).resolves.toBe(DEMO_AUTHOR.name);
    await author.getByLabel('ORCID iD').first().fill('0000-0000-0000-0000');
    await author.getByRole('button', { name: 'Save and continue' }).click();
    const orcid = author.locator('[id="field-authors.0.orcid"]');
    await expect.poll(() => orcid.getAttribute('aria-invalid')).toBe('true');
    await author.locator('[id="field-authors.0.orcid-error"]').waitFor();
    await author.getByRole('alert').filter({ hasText: 'Author 1: ORCID iD' }).waitFor();
    await expectNoAxeViolations(author);
  });

  it('adds a co-author and saves the list', async () => {
    await author.getByLabel('ORCID iD').first().fill('');
    await author.getByRole('button', { name: 'Add an author' }).click();
    await author.getByLabel('Name').nth(1).fill('Bo Coauthor');
    await author.getByLabel('Email').nth(1).fill('bo@example.org');
    await author.getByRole('button', { name: 'Move up author 2' }).click();
    await expect(author.getByLabel('Name').first().inputValue()).resolves.toBe('Bo Coauthor');
    await author.getByRole('button', { name: 'Save and continue' }).click();
    await author.waitForURL(/step=files$/);
  });

  it('checks type and size before uploading, and shows the server’s refusal', async () => {
    await author.getByText('PDF, DOCX, ODT, TEX or ZIP · up to 20.00 MB').first().waitFor();
    const manuscript = author.locator('#upload-manuscript');
    const form = author.getByRole('form', { name: 'Upload: Manuscript' });
    await manuscript.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await form.getByRole('alert').filter({ hasText: 'TXT files are not accepted here.' }).waitFor();
    // From disk: the browser opens the file itself. Sent as a buffer, 21 MB would go through the
    // protocol as base64, which alone can outlast the step's timeout on a busy machine.
    const huge = join(scratch, 'huge.pdf');
    await writeFile(huge, Buffer.alloc(21 * 1024 * 1024, 0x20));
    await manuscript.setInputFiles(huge);
    await form.getByText('This file is 21.00 MB; files may be at most 20.00 MB.').waitFor();
    await form.getByText('(PDF, 21.00 MB)').waitFor();
    // Named .pdf but not a PDF inside: only the server can tell.
    await manuscript.setInputFiles({
      name: 'renamed.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text pretending to be a PDF'),
    });
    await form.getByRole('button', { name: 'Upload the manuscript' }).click();
    const refusal = form.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/\S/);
    expect(await author.getByRole('link', { name: 'renamed.pdf' }).count()).toBe(0);
  });

  it('uploads a real PDF with progress and keeps it after a reload', async () => {
    await author.locator('#upload-manuscript').setInputFiles(PDF);
    await author.getByRole('button', { name: 'Upload the manuscript' }).click();
    await author.getByRole('link', { name: 'manuscript.pdf' }).waitFor();
    await expectNoAxeViolations(author);
    await author.reload();
    await author.getByRole('link', { name: 'manuscript.pdf' }).waitFor();
    await author.goto(step('details'));
    await expect(author.getByLabel('Title').inputValue()).resolves.toBe(TITLE);
  });

  it('takes the declarations and submits once on a double click', async () => {
    await author.goto(step('declarations'));
    await author.getByLabel('Cover letter').fill('Dear editors, please consider our study.');
    await author.getByLabel(/This work is original/).check();
    await author.getByLabel(/journal’s licence/).check();
    await author.getByLabel(/personal data/).check();
    await expectNoAxeViolations(author);
    await author.getByRole('button', { name: 'Save and continue' }).click();
    await author.waitForURL(/step=review$/);
    await author.getByText('Dear editors, please consider our study.').waitFor();
    await expectNoAxeViolations(author);
    await author.getByRole('button', { name: 'Submit' }).dblclick();
    await author.waitForURL(`${webUrl}/panel/submission/${submissionId}?submitted=1`);
    await author.getByText('Thank you! Your submission was sent').waitFor();
    await expectNoAxeViolations(author);
  });

  it('lists it as Submitted, once', async () => {
    await author.goto(`${webUrl}/panel/submission?q=${encodeURIComponent(TITLE)}`);
    const row = author.getByRole('row', { name: new RegExp(TITLE) });
    await row.getByText('Submitted').waitFor();
    expect(await row.count()).toBe(1);
    await expectNoAxeViolations(author);
  });

  it('lets an administrator assign the journal’s editor, who finds it under “Needs my action”', async () => {
    await admin.goto(`${webUrl}/admin/submissions/${submissionId}`);
    await admin.getByRole('heading', { level: 2, name: 'Editors' }).waitFor();
    await admin.getByText('No editor is assigned yet').waitFor();
    const select = admin.getByLabel('Assign an editor');
    // The browser asks for a choice before posting (the API's refusals are the API tests').
    expect(await select.getAttribute('required')).not.toBeNull();
    const option = await select
      .locator('option', { hasText: 'Elena Okafor' })
      .getAttribute('value');
    await select.selectOption(option ?? '');
    await admin.getByRole('button', { name: 'Assign', exact: true }).click();
    await admin.getByText('The editor is assigned and has been told.').waitFor();
    await admin.getByRole('button', { name: 'Remove Elena Okafor' }).waitFor();
    await admin.getByText('Elena Okafor assigned as editor').waitFor();
    await expectNoAxeViolations(admin);

    const { page: editor } = await newPage(browser);
    await signIn(editor, webUrl, { email: 'editor@quire.test', password: 'editor-password' });
    await editor.goto(`${webUrl}/admin`);
    await editor.getByRole('link', { name: /^Needs my action \(\d+\)$/ }).click();
    await editor.getByRole('heading', { level: 1, name: 'Needs my action' }).waitFor();
    await editor.getByRole('link', { name: TITLE }).waitFor();
    await expectNoAxeViolations(editor);
    await editor.goto(`${webUrl}/admin/submissions?view=waiting`);
    expect(await editor.getByRole('link', { name: TITLE }).count()).toBe(0);
    // The author's page never shows who edits it.
    await author.goto(`${webUrl}/panel/submission/${submissionId}`);
    await author.getByRole('heading', { level: 2, name: 'Timeline' }).waitFor();
    expect(await author.getByText('assigned as editor').count()).toBe(0);
    await editor.context().close();
  });

  it('lets the editor request revisions with a message', async () => {
    await admin.goto(`${webUrl}/admin/submissions?q=${encodeURIComponent(TITLE)}`);
    await expectNoAxeViolations(admin);
    await admin.getByRole('link', { name: TITLE }).click();
    await admin.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await expectNoAxeViolations(admin);
    // Private files reach the editor through the web server, with the editor's own session.
    const href = await admin
      .getByRole('link', { name: 'manuscript.pdf' })
      .first()
      .getAttribute('href');
    const download = await admin.request.get(`${webUrl}${href}`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect((await download.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The editors' address refuses an author, even the submitter, and a signed-out visitor.
    expect((await author.request.get(`${webUrl}${href}`)).status()).toBe(403);
    const stranger = await newPage(browser);
    const refused = await stranger.page.request.get(`${webUrl}${href}`, { maxRedirects: 0 });
    expect(refused.status()).toBe(302);
    await stranger.page.context().close();
    await admin.getByLabel('Request revisions').check();
    await admin.getByRole('button', { name: 'Record the decision' }).click();
    await admin.locator('[id="field-message-error"]').waitFor();
    await admin.getByLabel('Request revisions').check();
    await admin.getByLabel('Message to the author').fill(EDITOR_LETTER);
    await admin.getByRole('button', { name: 'Record the decision' }).click();
    await admin.getByText('Decision recorded: request revisions.').waitFor();
  });

  it('tells the author, who answers with a revised PDF', async () => {
    await author.goto(`${webUrl}/panel/notifications`);
    await author.getByText(`Revisions requested: ${TITLE}`).first().waitFor();
    await author.goto(`${webUrl}/panel/submission?id=${submissionId}`);
    await author.waitForURL(`${webUrl}/panel/submission/${submissionId}`);
    await author.getByRole('heading', { name: 'Message from the editor' }).waitFor();
    await author.getByText(EDITOR_LETTER).first().waitFor();
    await expectNoAxeViolations(author);
    await author.locator('#upload-revision').setInputFiles({ ...PDF, name: 'revised.pdf' });
    await author.getByRole('button', { name: 'Upload the revised file' }).click();
    await author.getByRole('link', { name: 'revised.pdf' }).first().waitFor();
    await author.getByLabel('Response to the editor').fill('Added the 2024 season to the methods.');
    await author.getByRole('button', { name: 'Submit revisions' }).click();
    await author.waitForURL(/resubmitted=1$/);
    await author.locator('.q-status-badge', { hasText: 'Under review' }).first().waitFor();
  });

  it('lets the editor accept and publish into an issue', async () => {
    await admin.reload();
    await admin.getByLabel('Accept').check();
    await admin.getByRole('button', { name: 'Record the decision' }).click();
    await admin.getByText('Decision recorded: accept.').waitFor();
    // Production: a galley sent as a proof, which the author approves; publishing waits for it.
    await admin.getByLabel('Stage').selectOption('production');
    await admin.getByRole('button', { name: 'Change stage' }).click();
    await admin.getByText('The production stage was changed.').waitFor();
    await admin.locator('#production-galley-file').setInputFiles({
      name: 'galley.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf(TITLE),
    });
    await admin.getByRole('button', { name: 'Upload galley' }).click();
    await admin.getByText('The galley was added.').waitFor();
    await admin.getByRole('button', { name: 'Send the proof to the author' }).click();
    await admin.getByText('The proof was sent to the author.').waitFor();
    await author.goto(`${webUrl}/panel/submission/${submissionId}`);
    await author.getByRole('button', { name: 'Approve the proof' }).click();
    await author.getByText('you approved the proof', { exact: false }).waitFor();
    await admin.reload();
    const issue = admin.getByLabel('Issue');
    const options = await issue.locator('option').evaluateAll((nodes) =>
      nodes.map((node) => ({
        value: (node as HTMLOptionElement).value,
        text: node.textContent ?? '',
      })),
    );
    const target = options.find((option) => !option.text.includes('not yet public'));
    expect(target).toBeDefined();
    await issue.selectOption(target?.value ?? '');
    await admin.getByLabel('Pages').fill('1–12');
    await admin.getByLabel('Licence').selectOption('cc-by-sa-4.0');
    await expectNoAxeViolations(admin);
    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.getByText('The submission is published.').waitFor();
    const link = admin.locator('.q-notice a[href^="/journals/"]');
    const path = (await link.getAttribute('href')) ?? '';
    const slug = /^\/journals\/([^/]+)\/articles\//.exec(path)?.[1] ?? '';

    await author.goto(`${webUrl}${path}`);
    await author.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await author.getByRole('link', { name: 'CC BY-SA 4.0' }).waitFor();
    expect(await author.locator('meta[name="DC.Rights"]').getAttribute('content')).toBe(
      'https://creativecommons.org/licenses/by-sa/4.0/',
    );
    const issueAnswer = await fetch(`${apiUrl}journals/${slug}/issues/${target?.value}`);
    const { volumeId } = (await issueAnswer.json()) as { volumeId: number };
    await author.goto(`${webUrl}/journals/${slug}/volumes/${volumeId}/issues/${target?.value}`);
    await author.getByRole('link', { name: TITLE }).first().waitFor();
  });

  it('counts it on the dashboard, which links to it', async () => {
    await author.goto(`${webUrl}/panel`);
    await author.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await author.getByRole('link', { name: 'New submission' }).waitFor();
    await author.getByRole('link', { name: /^Published: \d+$/ }).waitFor();
    await expectNoAxeViolations(author);
    await author.getByRole('link', { name: TITLE }).first().click();
    await author.waitForURL(`${webUrl}/panel/submission/${submissionId}`);
  });

  it('shows the published submission with a link to its article', async () => {
    await author.goto(`${webUrl}/panel/submission/${submissionId}`);
    await author.getByRole('link', { name: 'read the article' }).waitFor();
    expect(authorErrors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
  });
});

describe('the wizard without JavaScript', () => {
  it('creates a draft, saves its steps, changes the author list and uploads with plain posts', async () => {
    const { page } = await newPage(browser, { javaScriptEnabled: false });
    await signIn(page, webUrl, DEMO_AUTHOR);
    await page.goto(`${webUrl}/panel/submission/new`);
    await page.getByLabel('Journal', { exact: true }).selectOption({ index: 1 });
    await Promise.all([
      page.waitForURL(/\/panel\/submission\/\d+\/edit\?step=details$/),
      page.getByRole('button', { name: 'Save and continue' }).click(),
    ]);
    const draft = Number(/submission\/(\d+)\//.exec(page.url())?.[1]);

    await page.getByLabel('Title').fill('A draft written without scripts');
    await page.getByLabel('Abstract').fill('Plain posts all the way.');
    await page
      .getByLabel('Add keywords (separated by commas)')
      .fill('forms, progressive enhancement');
    await Promise.all([
      page.waitForURL(/step=authors$/),
      page.getByRole('button', { name: 'Save and continue' }).click(),
    ]);

    // Row buttons post to the action, which answers with the changed (unsaved) rows.
    await page.getByRole('button', { name: 'Add an author' }).click();
    await page.getByLabel('Name').nth(1).waitFor();
    await page.getByRole('button', { name: 'Remove author 2' }).click();
    await expect(page.getByLabel('Name').count()).resolves.toBe(1);
    await Promise.all([
      page.waitForURL(/step=files$/),
      page.getByRole('button', { name: 'Save and continue' }).click(),
    ]);

    await page.locator('#upload-manuscript').setInputFiles(PDF);
    await page.getByRole('button', { name: 'Upload the manuscript' }).click();
    await page.getByText('Uploaded manuscript.pdf.').waitFor();
    await page.getByRole('link', { name: 'manuscript.pdf' }).waitFor();

    await page.goto(`${webUrl}/panel/submission/${draft}/edit?step=review`);
    await page.getByText('forms, progressive enhancement').waitFor();
    await page.getByText('A draft written without scripts').first().waitFor();
    await page.context().close();
  });
});
