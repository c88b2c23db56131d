import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApi } from './support/api-read';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { apiUrl, webUrl } from './support/servers';
import { signIn } from './support/session';

const DEMO_ADMIN = { email: 'admin@quire.test', password: 'admin-password' };
/** Where screenshots go for a person to look at (not compared by the test). */
const SHOTS = process.env.CROSSREF_SHOTS_DIR;

let browser: Browser;
let editor: Page;
let settingsPath = '';
let issuePath = '';

/**
 * The last demo journal (the others' settings stay as other files expect) and its current issue.
 * Named, not the list's last: files before this one in the worker add journals of their own.
 */
async function demoJournal() {
  const { data } = await readApi<{ data: { id: number; slug: string }[] }>(apiUrl, 'journals');
  const journal = data.find((candidate) => candidate.slug === 'manuscript-studies');
  if (!journal) throw new Error('The demo seed has no journal manuscript-studies');
  const issue = await readApi<{ id: number }>(apiUrl, `journals/${journal.slug}/current-issue`);
  return { journal, issue };
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: editor } = await newPage(browser, { viewport: { width: 1280, height: 900 } }));
  await signIn(editor, webUrl, DEMO_ADMIN, '?redirect=/admin/journals');
  const { journal, issue } = await demoJournal();
  settingsPath = `/admin/journals/${journal.id}`;
  issuePath = `/admin/issues/${issue.id}`;
});
afterAll(() => browser?.close());

const doiSection = (page: Page) => page.locator('section[aria-labelledby="journal-dois"]');
const crossrefSection = (page: Page) => page.locator('section[aria-labelledby="crossref-heading"]');

describe('DOIs and Crossref in the back office', () => {
  it('saves the journal’s DOI prefix and patterns, refusing a malformed prefix beside its field', async () => {
    await editor.goto(`${webUrl}${settingsPath}`);
    const section = doiSection(editor);
    await section.getByLabel('DOI prefix').fill('11.5555');
    await section.getByRole('button', { name: 'Save the DOI settings' }).click();
    await section
      .getByText('A DOI prefix is 10. and four to nine digits, like 10.5555.')
      .first()
      .waitFor();
    // What was typed stays.
    expect(await section.getByLabel('DOI prefix').inputValue()).toBe('11.5555');
    await section.getByLabel('DOI prefix').fill('10.5555');
    await section.getByLabel('Depositor’s email').fill('dois@quire.test');
    // A username without a password: nothing is ever sent to Crossref from this test.
    await section.getByLabel('Crossref username').fill('quire-e2e');
    await Promise.all([
      editor.waitForURL(/\?saved=doi/),
      section.getByRole('button', { name: 'Save the DOI settings' }).click(),
    ]);
    await editor.getByRole('status').getByText('The DOI settings are saved.').waitFor();
    expect(await doiSection(editor).getByLabel('DOI prefix').inputValue()).toBe('10.5555');
    await doiSection(editor)
      .getByText(/For the newest issue these give 10\.5555\//)
      .waitFor();
    expect(await axeViolations(editor)).toEqual([]);
  });

  it('lists the issue’s DOIs with their deposits and offers the deposit’s XML', async () => {
    await editor.goto(`${webUrl}${issuePath}`);
    const section = crossrefSection(editor);
    await section.getByRole('heading', { name: 'DOIs and Crossref' }).waitFor();
    // The demo articles' hand-typed DOIs, never deposited.
    await section.getByText('Not deposited').first().waitFor();
    await section.getByText('Deposits need the journal’s Crossref username and password').waitFor();
    const href = await section.getByRole('link', { name: 'Crossref XML' }).getAttribute('href');
    expect(href).toBe(`${issuePath}/crossref.xml`);
    const download = await editor.request.get(`${webUrl}${href}`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toContain('application/xml');
    expect(download.headers()['content-disposition']).toContain('attachment');
    const xml = await download.text();
    expect(xml).toContain('<doi_batch xmlns="http://www.crossref.org/schema/5.3.1"');
    expect(xml).toContain('<email_address>dois@quire.test</email_address>');
    expect(await axeViolations(editor)).toEqual([]);
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      it(`shows the DOI settings and the issue’s Crossref section at ${width} px, ${scheme}`, async () => {
        const context = await browser.newContext({
          viewport: { width, height: width === 375 ? 760 : 900 },
          colorScheme: scheme,
        });
        const page = await context.newPage();
        await signIn(page, webUrl, DEMO_ADMIN, `?redirect=${settingsPath}`);
        await page.goto(`${webUrl}${settingsPath}`);
        await doiSection(page).scrollIntoViewIfNeeded();
        const overflow = () =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
        expect(await overflow()).toBe(0);
        if (SHOTS) {
          await doiSection(page).screenshot({
            path: `${SHOTS}/doi-settings-${width}-${scheme}.png`,
          });
        }
        await page.goto(`${webUrl}${issuePath}`);
        await crossrefSection(page).getByText('Not deposited').first().waitFor();
        expect(await overflow()).toBe(0);
        if (SHOTS) {
          await crossrefSection(page).screenshot({
            path: `${SHOTS}/issue-crossref-${width}-${scheme}.png`,
          });
        }
        await context.close();
      });
    }
  }
});
