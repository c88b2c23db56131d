import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from './support/api-actor';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { solidPng } from './support/png';
import { webUrl } from './support/servers';
import { signIn } from './support/session';

/**
 * A journal created, set up and moved in the browser by the site administrator. It is a journal
 * of this test's own (unique address), so the demo journals the other files read stay as seeded.
 */
const suffix = Date.now().toString(36);
const journal = { title: 'Journal of Browser Studies', slug: `browser-studies-${suffix}` };
const movedSlug = `browser-studies-moved-${suffix}`;

let browser: Browser;
let admin: Page;
let settingsUrl = '';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: admin } = await newPage(browser, { viewport: { width: 1280, height: 900 } }));
  await signIn(admin, webUrl, DEMO_ADMIN, '?redirect=/admin/journals');
});
afterAll(() => browser?.close());

const settingsForm = (page: Page) =>
  page.locator('form', { has: page.locator('input[name="intent"][value="settings"]') });
const status = (page: Page, text: string) => page.getByRole('status').getByText(text);

describe('a journal’s settings, in the browser', () => {
  it('creates a journal from the list, refusing a taken address beside its field', async () => {
    await admin.goto(`${webUrl}/admin/journals`);
    await admin.getByRole('heading', { level: 1, name: 'Journals' }).waitFor();
    const create = admin.locator('section[aria-labelledby="create-journal"]');
    await create.getByLabel('Title').fill(journal.title);
    await create.getByLabel('Web address').fill('computational-ecology');
    await create.getByRole('button', { name: 'Create the journal' }).click();
    await create.locator('#field-slug-error').getByText('already leads to').waitFor();
    expect(await create.getByLabel('Title').inputValue()).toBe(journal.title);
    await create.getByLabel('Web address').fill(journal.slug);
    await create.getByRole('button', { name: 'Create the journal' }).click();
    await status(admin, 'The journal is created.').waitFor();
    await admin.getByRole('heading', { level: 1, name: `Settings of ${journal.title}` }).waitFor();
    settingsUrl = admin.url();
    expect(await axeViolations(admin)).toEqual([]);
  });

  it('names the field of each bad setting, keeps what was typed, and saves good ones', async () => {
    const form = settingsForm(admin);
    await form.getByLabel('Print ISSN').fill('2049-3631');
    await form.getByLabel('Brand colour').fill('#fde047');
    await form.getByLabel('Focus and scope').fill('<p>How people read in browsers.</p>');
    await form.getByRole('button', { name: 'Save the settings' }).click();
    await form.locator('#field-issn-error').getByText('check digit does not match').waitFor();
    await form
      .locator('#field-brandColor-error')
      .getByText(/contrast of 1\.\d:1/)
      .waitFor();
    expect(await form.getByLabel('Focus and scope').inputValue()).toBe(
      '<p>How people read in browsers.</p>',
    );
    expect(await axeViolations(admin)).toEqual([]);

    await form.getByLabel('Print ISSN').fill('2049-3630');
    await form.getByLabel('Brand colour').fill('#1f5f8b');
    await form.getByLabel('Declarations').fill('The work is original.\n\nAll authors agreed.');
    await form.getByRole('button', { name: 'Save the settings' }).click();
    await status(admin, 'The settings are saved').waitFor();
    expect(await settingsForm(admin).getByLabel('Declarations').inputValue()).toBe(
      'The work is original.\nAll authors agreed.',
    );
    await admin.getByText(/White text on it: \d+\.\d:1, passes AA\./).waitFor();
  });

  it('refuses a save over a newer one, naming who saved it', async () => {
    const { page: second } = await newPage(browser);
    await signIn(second, webUrl, DEMO_ADMIN, `?redirect=${new URL(settingsUrl).pathname}`);
    await second.getByRole('heading', { level: 1, name: `Settings of ${journal.title}` }).waitFor();
    // The first tab saves in the meantime.
    await settingsForm(admin).getByLabel('Publisher').fill('Browser Press');
    await settingsForm(admin).getByRole('button', { name: 'Save the settings' }).click();
    await status(admin, 'The settings are saved').waitFor();
    await settingsForm(second).getByLabel('Publisher').fill('Stale Press');
    await settingsForm(second).getByRole('button', { name: 'Save the settings' }).click();
    await settingsForm(second)
      .getByText(/saved this journal on .* after you opened it/)
      .first()
      .waitFor();
    expect(await settingsForm(second).getByLabel('Publisher').inputValue()).toBe('Stale Press');
    await second.context().close();
  });

  it('uploads a logo that the journal’s banner shows, and refuses a file that is not an image', async () => {
    const logo = admin.locator('section[aria-labelledby="journal-logo"]');
    await logo.getByLabel('A new logo').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await logo.getByRole('button', { name: 'Upload the logo' }).click();
    await logo.locator('#field-logo-error').waitFor();
    await logo.getByLabel('A new logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: solidPng(64, [31, 95, 139]),
    });
    await logo.getByRole('button', { name: 'Upload the logo' }).click();
    await status(admin, 'The logo is saved').waitFor();
    const { page: reader } = await newPage(browser);
    await reader.goto(`${webUrl}/journals/${journal.slug}`);
    await reader.locator('.q-journal-masthead__logo img').waitFor();
    await reader.context().close();
  });

  it('adds, edits and orders sections', async () => {
    for (const title of ['Research Articles', 'Reviews']) {
      await admin.getByText('Add a section').click();
      const add = admin.locator('form', { has: admin.locator('input[value="section-add"]') });
      await add.getByLabel('Section title').fill(title);
      await add.getByRole('button', { name: 'Add the section' }).click();
      await status(admin, 'The section is added').waitFor();
    }
    await admin.getByRole('button', { name: 'Move Reviews up' }).click();
    await status(admin, 'The new order is saved.').waitFor();
    const titles = await admin
      .locator('section[aria-labelledby="journal-sections"] li strong')
      .allInnerTexts();
    expect(titles).toEqual(['Reviews', 'Research Articles']);
    await admin.getByText('Edit Reviews').click();
    const edit = admin
      .locator('form', { has: admin.locator('input[value="section-save"]') })
      .first();
    await edit.getByLabel('Peer reviewed').uncheck();
    await edit.getByRole('button', { name: 'Save the section' }).click();
    await status(admin, 'The section is saved.').waitFor();
    await admin
      .getByText('Closed to submissions · Not peer reviewed')
      .or(admin.getByText('Open to submissions · Not peer reviewed'))
      .waitFor();
  });

  it('moves the journal to a new address; the old one redirects readers', async () => {
    await settingsForm(admin).getByLabel('Web address').fill(movedSlug);
    await settingsForm(admin).getByRole('button', { name: 'Save the settings' }).click();
    await status(admin, 'The settings are saved').waitFor();
    await admin.getByText(`Former addresses that still lead here: ${journal.slug}`).waitFor();
    const { page: reader } = await newPage(browser);
    const response = await reader.goto(`${webUrl}/journals/${journal.slug}`);
    expect(new URL(reader.url()).pathname).toBe(`/journals/${movedSlug}`);
    expect(response?.status()).toBe(200);
    await reader.getByRole('heading', { name: journal.title }).first().waitFor();
    await reader.context().close();
  });

  it('lists every change in the audit log, filtered by the journal', async () => {
    await admin.goto(`${webUrl}/admin/audit`);
    await admin.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await admin.getByLabel('Journal', { exact: true }).selectOption(movedSlug);
    await admin.getByRole('button', { name: 'Show' }).click();
    await admin.waitForURL((url) => url.searchParams.get('journal') === movedSlug);
    const entries = admin
      .getByRole('list', { name: 'Changes, newest first' })
      .locator(':scope > li');
    const actions = await entries.locator('strong').allTextContents();
    expect(actions).toEqual([
      'Journal settings changed',
      'Section changed',
      'Sections reordered',
      'Section added',
      'Section added',
      // The logo, then the two saves of the settings.
      'Journal settings changed',
      'Journal settings changed',
      'Journal settings changed',
      'Journal created',
    ]);
    await entries.first().getByText('1 field changed').click();
    await entries.first().getByText(movedSlug).waitFor();
    expect(await axeViolations(admin)).toEqual([]);
  });

  it('fits a phone without sideways scrolling, in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await newPage(browser, {
        viewport: { width: 375, height: 800 },
        colorScheme,
      });
      await signIn(page, webUrl, DEMO_ADMIN, `?redirect=${new URL(settingsUrl).pathname}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, colorScheme).toBeLessThanOrEqual(0);
      expect(await axeViolations(page), colorScheme).toEqual([]);
      await page.context().close();
    }
  });
});
