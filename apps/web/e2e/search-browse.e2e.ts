import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApi } from './support/api-read';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { apiUrl, webUrl } from './support/servers';

let browser: Browser;

/** An article of the demo seed with keywords and authors, read from the API. */
interface DemoArticle {
  journal: { slug: string; title: string };
  slug: string;
  title: string;
  keyword: string;
  author: string;
}
let demo: DemoArticle;

const api = <T>(path: string) => readApi<T>(apiUrl, path);

beforeAll(async () => {
  browser = await launchBrowser();
  const journal = (await api<{ data: DemoArticle['journal'][] }>('journals')).data[0];
  if (!journal) throw new Error('The demo seed has no journal');
  const issue = await api<{ sections: { articles: { slug: string }[] }[] }>(
    `journals/${journal.slug}/current-issue`,
  );
  for (const { slug } of issue.sections.flatMap((section) => section.articles)) {
    const article = await api<{ title: string; keywords: string[]; authors: { name: string }[] }>(
      `journals/${journal.slug}/articles/${slug}`,
    );
    const [keyword] = article.keywords;
    const author = article.authors.at(-1)?.name;
    if (keyword && author) {
      demo = { journal, slug, title: article.title, keyword, author };
      break;
    }
  }
  if (!demo) throw new Error('The demo seed has no article with keywords and authors');
});

afterAll(async () => {
  await browser?.close();
});

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** The publication dates of the listed hits, as times. */
async function publishedTimes(page: Page): Promise<number[]> {
  const texts = await page.locator('.q-search-hit .q-card__meta').allTextContents();
  return texts.map((text) => {
    const [, day, month, year] = /Published (\d{2})-(\d{2})-(\d{4})/.exec(text) ?? [];
    return Date.UTC(Number(year), Number(month) - 1, Number(day));
  });
}

describe('the journal search box', () => {
  it('searches only that journal, links to all journals, and sorts by a select', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${webUrl}/journals/${demo.journal.slug}`);
    const box = page.getByRole('search', { name: `Search ${demo.journal.title}` });
    await expectNoAxeViolations(page);
    await box.getByLabel(`Search articles in ${demo.journal.title}`).fill('forest');
    await box.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`**/search?journal=${demo.journal.slug}&q=forest`);
    await page.getByText(/\d+ articles? found/).waitFor();
    const journals = await page.locator('.q-search-hit .q-card__meta a').allTextContents();
    expect(journals.length).toBeGreaterThan(1);
    expect(new Set(journals)).toEqual(new Set([demo.journal.title]));
    expect(await page.getByRole('link', { name: 'Search all journals' }).getAttribute('href')).toBe(
      '/search?q=forest',
    );

    await page.getByLabel('Sort by').selectOption('oldest');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/search?q=forest&journal=*&type=&year=&sort=oldest');
    // The address changes when the navigation starts; the hits on screen are the previous
    // (relevance-ordered) ones until the new page's data arrives, so wait for the new order.
    await expect
      .poll(
        async () => {
          const oldestFirst = await publishedTimes(page);
          return (
            oldestFirst.length > 1 &&
            oldestFirst.every((time, i) => i === 0 || (oldestFirst[i - 1] ?? time) <= time)
          );
        },
        { message: 'the hits, oldest first' },
      )
      .toBe(true);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('oldest');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('works without JavaScript', async () => {
    const { page } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${webUrl}/journals/${demo.journal.slug}/archive`);
    await page.getByLabel(`Search articles in ${demo.journal.title}`).fill('forest');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`**/search?journal=${demo.journal.slug}&q=forest`);
    await page.getByLabel('Sort by').selectOption('newest');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**sort=newest');
    const newestFirst = await publishedTimes(page);
    expect(newestFirst.length).toBeGreaterThan(1);
    expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));
    await page.context().close();
  });
});

describe('keyword and author pages', () => {
  it('are reached from an article’s keywords and byline, and list that article', async () => {
    const { page, errors } = await newPage(browser);
    const articlePath = `/journals/${demo.journal.slug}/articles/${demo.slug}`;
    await page.goto(`${webUrl}${articlePath}`);
    await page
      .getByRole('region', { name: 'Keywords' })
      .getByRole('link', { name: demo.keyword, exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: demo.keyword, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(
      `/journals/${demo.journal.slug}/keywords/${encodeURIComponent(demo.keyword)}`,
    );
    expect(await page.title()).toBe(`Keyword: ${demo.keyword} — ${demo.journal.title} — Quire`);
    await page.getByRole('link', { name: demo.title, exact: true }).waitFor();
    await expectNoAxeViolations(page);

    await page.goto(`${webUrl}${articlePath}`);
    await page
      .getByRole('list', { name: 'Authors' })
      .getByRole('link', { name: demo.author, exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: demo.author, exact: true }).waitFor();
    expect(await page.title()).toBe(`${demo.author} — ${demo.journal.title} — Quire`);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(
      canonical?.endsWith(
        `/journals/${demo.journal.slug}/authors/${encodeURIComponent(demo.author)}`,
      ),
    ).toBe(true);
    await page.getByRole('link', { name: demo.title, exact: true }).click();
    await page.waitForURL(`**${articlePath}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('have no accessibility violations in dark mode, and answer 404 for an unknown keyword', async () => {
    const { page } = await newPage(browser, { colorScheme: 'dark' });
    await page.goto(
      `${webUrl}/journals/${demo.journal.slug}/authors/${encodeURIComponent(demo.author)}`,
    );
    await page.getByRole('heading', { level: 1, name: demo.author, exact: true }).waitFor();
    await expectNoAxeViolations(page);
    const missing = await page.goto(
      `${webUrl}/journals/${demo.journal.slug}/keywords/no%20such%20keyword`,
    );
    expect(missing?.status()).toBe(404);
    await page.context().close();
  });
});

describe('a page past the end', () => {
  it('offers the last page instead of saying nothing was found', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/search?q=forest&page=99`);
    await page.getByText('This page is past the end of the results').waitFor();
    expect(await page.getByText('No articles found').count()).toBe(0);
    await expectNoAxeViolations(page);
    const offer = page.getByRole('link', { name: /^go to page \d+$/ });
    const lastPage = Number((await offer.textContent())?.replace(/\D/g, ''));
    await offer.click();
    // The offer itself says how many were found: wait for the hits of the page it leads to.
    await page.locator('.q-search-hit').first().waitFor();
    if (lastPage > 1) expect(new URL(page.url()).searchParams.get('page')).toBe(String(lastPage));
    await page.context().close();
  });

  it('of a keyword’s list offers its last page too', async () => {
    const { page } = await newPage(browser);
    const path = `/journals/${demo.journal.slug}/keywords/${encodeURIComponent(demo.keyword)}`;
    await page.goto(`${webUrl}${path}?page=99`);
    await page.getByText('This page is past the end of the list').waitFor();
    await page.getByRole('link', { name: /^go to page \d+$/ }).click();
    await page.getByRole('link', { name: demo.title, exact: true }).waitFor();
    await page.context().close();
  });
});
