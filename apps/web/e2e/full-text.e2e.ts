import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { apiUrl, webUrl } from './support/servers';

let browser: Browser;
let articlePath = '';
let sections: { id: string; title: string; level: number }[] = [];

const getJson = async <T>(path: string): Promise<T> =>
  (await (await fetch(new URL(path, apiUrl))).json()) as T;

beforeAll(async () => {
  browser = await launchBrowser();
  // The demo seed gives three research articles a JATS galley: find one through the API.
  const journals = await getJson<{ data: { slug: string }[] }>('journals');
  for (const { slug } of journals.data) {
    const archive = await getJson<{ data: { id: number }[] }>(`journals/${slug}/archive`);
    for (const { id } of archive.data) {
      const issue = await getJson<{ sections: { articles: { slug: string }[] }[] }>(
        `journals/${slug}/issues/${id}`,
      );
      for (const { slug: articleSlug } of issue.sections.flatMap((section) => section.articles)) {
        const article = await getJson<{ fullText: { outline: typeof sections } | null }>(
          `journals/${slug}/articles/${articleSlug}`,
        );
        if (article.fullText) {
          articlePath = `/journals/${slug}/articles/${articleSlug}`;
          sections = article.fullText.outline.filter((heading) => heading.level === 2);
          return;
        }
      }
    }
  }
  throw new Error('The demo seed has no article with a full text');
});
afterAll(() => browser?.close());

describe('an article with its full text', () => {
  it('shows the full text with a list of its sections, and tells Google Scholar', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${webUrl}${articlePath}`);
    await page.getByRole('heading', { level: 2, name: 'Full text' }).waitFor();
    const outline = page.getByRole('navigation', { name: 'Sections of the full text' });
    for (const section of sections) {
      await expect(
        outline.getByRole('link', { name: section.title }).getAttribute('href'),
      ).resolves.toBe(`#${section.id}`);
      await expect(page.locator(`[id="${section.id}"]`).count()).resolves.toBe(1);
    }
    await expect(
      page.locator('meta[name="citation_fulltext_html_url"]').getAttribute('content'),
    ).resolves.toMatch(new RegExp(`${articlePath}$`));
    await page.getByRole('link', { name: 'Read the full text' }).click();
    await expect(page.evaluate(() => window.location.hash)).resolves.toBe('#article-full-text');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits a phone and has no axe violations, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await newPage(browser, {
        viewport: { width: 375, height: 740 },
        colorScheme,
      });
      await page.goto(`${webUrl}${articlePath}`, { waitUntil: 'networkidle' });
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).resolves.toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      // SCREENSHOT_DIR=… keeps a picture of each scheme to look at.
      const dir = process.env.SCREENSHOT_DIR;
      if (dir) await page.screenshot({ path: `${dir}/full-text-375-${colorScheme}.png` });
      await page.context().close();
    }
  });
});
