import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApi } from './support/api-read';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { apiUrl, webUrl } from './support/servers';
import { DEMO_AUTHOR, signIn } from './support/session';

let browser: Browser;
let journal: { id: number; slug: string; title: string };

const api = <T>(path: string) => readApi<T>(apiUrl, path);

beforeAll(async () => {
  browser = await launchBrowser();
  const journals = await api<{ data: { id: number; slug: string; title: string }[] }>('journals');
  const first = journals.data[0];
  if (!first) throw new Error('The demo seed has no journal');
  journal = first;
});
afterAll(() => browser?.close());

const startHref = () => `/panel/submission/new?journal=${journal.slug}`;

describe('a journal invites submissions', () => {
  it('offers "Submit an article" and the author guidelines on its home page', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${webUrl}/journals/${journal.slug}`);
    const invitation = page.getByRole('region', { name: 'Submit an article' });
    await invitation.waitFor();
    expect(
      await invitation.getByRole('link', { name: 'Submit an article' }).getAttribute('href'),
    ).toBe(startHref());
    await invitation.getByRole('link', { name: 'Author guidelines' }).click();
    await page.getByRole('heading', { level: 1, name: 'Author Guidelines' }).waitFor();
    // The guidelines end with the same way in.
    const ready = page.getByRole('region', { name: 'Ready to submit?' });
    expect(await ready.getByRole('link', { name: 'Submit an article' }).getAttribute('href')).toBe(
      startHref(),
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends a signed-out author through sign-in to the wizard with the journal chosen', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/journals/${journal.slug}`);
    await page
      .getByRole('region', { name: 'Submit an article' })
      .getByRole('link', { name: 'Submit an article' })
      .click();
    await page.waitForURL(/\/auth\/login\?/);
    await page.getByLabel('Email').fill(DEMO_AUTHOR.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_AUTHOR.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/panel/submission/new');
    expect(new URL(page.url()).searchParams.get('journal')).toBe(journal.slug);
    await expect.poll(() => page.getByLabel('Journal').inputValue()).toBe(String(journal.id));
    await page.context().close();
  });

  it('explains a journal it does not know and lets the author choose', async () => {
    const { page } = await newPage(browser);
    await signIn(
      page,
      webUrl,
      DEMO_AUTHOR,
      '?redirect=/panel/submission/new?journal=no-such-journal',
    );
    await page.goto(`${webUrl}/panel/submission/new?journal=no-such-journal`);
    await page
      .getByRole('status')
      .filter({ hasText: 'No journal here takes submissions under “no-such-journal”' })
      .waitFor();
    expect(await page.getByLabel('Journal').inputValue()).toBe('');
    await page.context().close();
  });
});

describe('readership', () => {
  it('lists the month’s most read articles on the journal home, in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await newPage(browser, { colorScheme });
      await page.goto(`${webUrl}/journals/${journal.slug}`);
      const list = page.getByRole('region', { name: 'Most read this month' });
      const items = list.getByRole('listitem');
      await expect.poll(() => items.count()).toBeGreaterThan(0);
      expect(await items.first().textContent()).toMatch(/\d views?/);
      await items.first().getByRole('link').click();
      await page.locator('.q-article-details').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('shows views and PDF downloads on the article page', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/journals/${journal.slug}`);
    await page
      .getByRole('region', { name: 'Most read this month' })
      .getByRole('link')
      .first()
      .click();
    const readership = page.locator('.q-article-details dt', { hasText: 'Readership' });
    await readership.waitFor();
    expect(
      await page.locator('.q-article-details dt:text("Readership") + dd').textContent(),
    ).toMatch(/^[\d,]+ views?, [\d,]+ PDF downloads?$/);
    await page.context().close();
  });

  it('charts an author’s article by month in the panel, with the figures as a table', async () => {
    const { page } = await newPage(browser);
    await signIn(page, webUrl, DEMO_AUTHOR, '?redirect=/panel/articles');
    await openFirstArticle(page);
    const figure = page.getByRole('figure', { name: 'Views and PDF downloads, last 12 months' });
    await figure.waitFor();
    expect(await figure.locator('.q-usage-chart__bar--views').count()).toBe(12);
    await figure.getByText('The figures as a table').click();
    const rows = figure.getByRole('table').locator('tbody tr');
    expect(await rows.count()).toBe(12);
    // The demo seeds a year of history behind each article's totals.
    const views = await rows.evaluateAll((cells) =>
      cells.map((row) => Number(row.querySelector('td')?.textContent ?? 0)),
    );
    expect(views.reduce((sum, value) => sum + value, 0)).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

/** Opens the author's first article that has been read (one published by another test has not). */
async function openFirstArticle(page: Page): Promise<void> {
  await page.goto(`${webUrl}/panel/articles`);
  const rows = page.locator('tbody tr');
  await rows.first().waitFor();
  const views = await rows.evaluateAll((list) =>
    list.map((row) => Number(row.querySelectorAll('td.q-table__num')[0]?.textContent ?? 0)),
  );
  const read = views.findIndex((count) => count > 0);
  if (read < 0) throw new Error('None of the author’s articles has been read');
  await rows.nth(read).getByRole('link').first().click();
  await page.getByRole('heading', { level: 2, name: 'Readership' }).waitFor();
}
