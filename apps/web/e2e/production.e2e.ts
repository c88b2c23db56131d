import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, DEMO_ADMIN, registerAuthor, submitSubmission } from './support/api-actor';
import { launchBrowser, newPage } from './support/browser';
import { minimalPdf } from './support/pdf';
import { apiDataDir, apiUrl, webUrl } from './support/servers';
import { signIn, signOut, uniqueEmail } from './support/session';

const AUTHOR = { name: 'Petra Proof', email: uniqueEmail('proof'), password: 'proof-pass-1' };
const TITLE = `Proofs in the margin ${Date.now().toString(36)}`;

/** Where screenshots of the production screens go when asked for (`E2E_SHOTS_DIR`). */
const SHOTS = process.env.E2E_SHOTS_DIR;

/** The page at 375 and 1280 px, light and dark, into `SHOTS` (nothing when unset). */
async function shots(target: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await target.setViewportSize({ width, height: 900 });
      await target.emulateMedia({ colorScheme });
      await target.screenshot({
        path: `${SHOTS}/${name}-${width}-${colorScheme}.png`,
        fullPage: true,
      });
    }
  }
  await target.setViewportSize({ width: 1280, height: 900 });
  await target.emulateMedia({ colorScheme: 'light' });
}

let browser: Browser;
let page: Page;
let errors: string[];
let id: number;

beforeAll(async () => {
  await registerAuthor(apiUrl, apiDataDir, AUTHOR);
  const [author, admin] = await Promise.all([
    apiSignIn(apiUrl, AUTHOR),
    apiSignIn(apiUrl, DEMO_ADMIN),
  ]);
  id = await submitSubmission(author, {
    title: TITLE,
    authorName: AUTHOR.name,
    authorEmail: AUTHOR.email,
  });
  await admin.call('POST', `admin/submissions/${id}/decisions`, { decision: 'accept' });
  browser = await launchBrowser();
  ({ page, errors } = await newPage(browser));
});

afterAll(async () => {
  await browser?.close();
});

describe('production in the panel: the editor sends the proof, the author approves, the editor publishes', () => {
  it('goes through production in Chromium', async () => {
    await signIn(page, webUrl, DEMO_ADMIN);
    await page.goto(new URL(`/admin/submissions/${id}`, webUrl).toString());
    const production = page.locator('section.q-production');
    await production.getByRole('heading', { name: 'Production' }).waitFor();
    // Publishing is not offered before the author approved a proof.
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);

    await production.getByLabel('Stage').selectOption('production');
    await Promise.all([
      page.waitForURL(/done=production-stage/),
      production.getByRole('button', { name: 'Change stage' }).click(),
    ]);
    await page
      .locator('#production-galley-file')
      .setInputFiles({ name: 'proof.pdf', mimeType: 'application/pdf', buffer: minimalPdf(TITLE) });
    await Promise.all([
      page.waitForURL(/done=production-galley/),
      page.getByRole('button', { name: 'Upload galley' }).click(),
    ]);
    await Promise.all([
      page.waitForURL(/done=proof-sent/),
      page.getByRole('button', { name: 'Send the proof to the author' }).click(),
    ]);
    await page.getByText('The proof was sent to the author.').waitFor();
    // Nothing scrolls sideways on a phone.
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await shots(page, 'editor-production');
    await signOut(page);

    await signIn(page, webUrl, AUTHOR);
    await page.goto(new URL(`/panel/submission/${id}`, webUrl).toString());
    const proof = page.locator('section.q-proof');
    await proof.getByRole('link', { name: 'proof.pdf' }).waitFor();
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await shots(page, 'author-proof');
    await Promise.all([
      page.waitForURL(/done=proof-approved/),
      proof.getByRole('button', { name: 'Approve the proof' }).click(),
    ]);
    await page.getByText('Thank you: you approved the proof.', { exact: false }).waitFor();
    await signOut(page);

    await signIn(page, webUrl, DEMO_ADMIN);
    await page.goto(new URL(`/admin/submissions/${id}`, webUrl).toString());
    await page.getByText('The author approved the latest proof', { exact: false }).waitFor();
    await Promise.all([
      page.waitForURL(/done=published/),
      page.getByRole('button', { name: 'Publish', exact: true }).click(),
    ]);
    await page.getByText('The submission is published.').waitFor();
    await page.locator('.q-notice a[href^="/journals/"]').waitFor();
    expect(errors).toEqual([]);
  });
});
