import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { solidPng } from './support/png';
import { apiUrl, webUrl } from './support/servers';
import { signIn } from './support/session';

const DEMO_ADMIN = { email: 'admin@quire.test', password: 'admin-password' };
const ALT = 'A tidal creek winding through a salt marsh at dawn';
let browser: Browser;
let editor: Page;
/** A published demo issue without a cover: the test adds one, then removes it again. */
let issue: { id: number; label: string; journalTitle: string };

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: editor } = await newPage(browser));
  await signIn(editor, webUrl, DEMO_ADMIN, '?redirect=/admin/issues');
  await editor.goto(`${webUrl}/admin/issues`);
  const row = editor
    .locator('tbody tr')
    .filter({ hasText: 'None' })
    .filter({ hasText: 'Published' })
    .first();
  await row.waitFor();
  const link = row.getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';
  issue = {
    id: Number(href.split('/').at(-1)),
    label: (await link.textContent()) ?? '',
    journalTitle: (await row.locator('.q-issue-table__journal').textContent()) ?? '',
  };
});
afterAll(() => browser?.close());

/** The public archive page of the issue. */
async function publicIssuePath(): Promise<string> {
  const journals = (await (await fetch(new URL('journals', apiUrl))).json()) as {
    data: { slug: string; title: string }[];
  };
  const journal = journals.data.find((entry) => entry.title === issue.journalTitle);
  if (!journal) throw new Error(`No journal titled ${issue.journalTitle}`);
  return `/journals/${journal.slug}/archive/${issue.id}`;
}

describe('issue covers on the editors’ side', () => {
  it('lists every issue with its cover, filtered by journal, axe-clean', async () => {
    await editor.getByLabel('Journal', { exact: true }).selectOption({ label: issue.journalTitle });
    await editor.getByRole('button', { name: 'Show' }).click();
    await editor.waitForURL(/journal=/);
    // The URL changes before the client navigation's new list renders, so wait for the list.
    await expect
      .poll(async () => new Set(await editor.locator('.q-issue-table__journal').allTextContents()))
      .toEqual(new Set([issue.journalTitle]));
    expect(await axeViolations(editor)).toEqual([]);
  });

  it('refuses a cover without a description, keeping nothing half-done', async () => {
    await editor.goto(`${webUrl}/admin/issues/${issue.id}`);
    await editor.getByRole('heading', { level: 1, name: issue.label }).waitFor();
    await editor.getByLabel('Cover image').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: solidPng(120, [30, 90, 120]),
    });
    await editor.getByRole('button', { name: 'Save the cover' }).click();
    await editor
      .locator('#field-alt-error')
      .getByText('Describe the cover for readers who cannot see it, or mark it as decorative.')
      .waitFor();
    expect(await editor.getByText('This issue has no cover yet.', { exact: false }).count()).toBe(
      1,
    );
  });

  it('shows the server’s refusal of a file that is not really an image', async () => {
    await editor.getByLabel('Cover image').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from('GIF89a not a png at all'),
    });
    await editor.getByLabel('Description', { exact: true }).fill(ALT);
    await editor.getByRole('button', { name: 'Save the cover' }).click();
    await editor
      .getByText("The file's content does not match its .png extension.")
      .first()
      .waitFor();
    // What was typed is kept.
    expect(await editor.getByLabel('Description', { exact: true }).inputValue()).toBe(ALT);
  });

  it('saves an image with its description; readers see it on the issue', async () => {
    await editor.getByLabel('Cover image').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: solidPng(120, [30, 90, 120]),
    });
    await editor.getByLabel('Description', { exact: true }).fill(ALT);
    await editor.getByRole('button', { name: 'Save the cover' }).click();
    await editor.getByRole('status').getByText('The cover is saved', { exact: false }).waitFor();
    await editor.getByRole('img', { name: ALT }).waitFor();
    expect(await axeViolations(editor)).toEqual([]);

    const { page: reader } = await newPage(browser);
    await reader.goto(`${webUrl}${await publicIssuePath()}`);
    const cover = reader.getByRole('img', { name: ALT });
    await cover.waitFor();
    expect(await cover.getAttribute('src')).toMatch(/\/uploads\/.+\.png$/);
    await reader.context().close();
  });

  it('changes the description alone, then removes the cover', async () => {
    await editor.getByLabel('Description', { exact: true }).fill('The same creek, at dusk');
    await editor.getByRole('button', { name: 'Save the cover' }).click();
    await editor.getByRole('status').getByText('The description is saved.').waitFor();
    await editor.getByRole('img', { name: 'The same creek, at dusk' }).waitFor();
    await editor.getByRole('button', { name: 'Remove the cover' }).click();
    await editor.getByRole('status').getByText('The cover is removed.').waitFor();
    expect(await editor.getByText('This issue has no cover yet.', { exact: false }).count()).toBe(
      1,
    );
  });

  it('is for editors only: an author gets 403', async () => {
    const { page: author } = await newPage(browser);
    await signIn(author, webUrl, { email: 'author@quire.test', password: 'author-password' });
    const response = await author.goto(`${webUrl}/admin/issues/${issue.id}`);
    expect(response?.status()).toBe(403);
    await author.context().close();
  });
});
