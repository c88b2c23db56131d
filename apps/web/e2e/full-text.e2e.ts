import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { apiUrl, webUrl } from './support/servers';

let browser: Browser;
let articlePath = '';
let sections: { id: string; title: string; level: number }[] = [];
let referenceCount = 0;

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
        const article = await getJson<{
          references: string[];
          fullText: { outline: typeof sections } | null;
        }>(`journals/${slug}/articles/${articleSlug}`);
        if (article.fullText) {
          articlePath = `/journals/${slug}/articles/${articleSlug}`;
          sections = article.fullText.outline.filter((heading) => heading.level === 2);
          referenceCount = article.references.length;
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

  it('lists the references once, in the full text, each linked to its citations and back', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${webUrl}${articlePath}`);
    await expect(
      page.getByRole('heading', { name: 'References', exact: true }).count(),
    ).resolves.toBe(1);
    const references = page.locator('#references + ol > li');
    await expect(references.count()).resolves.toBe(referenceCount);
    const inView = (selector: string) =>
      page.evaluate((target) => {
        const box = document.querySelector(target)?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
      }, selector);
    // The first citation of reference 1 jumps to it…
    const citation = page.locator('a[href="#ref-r1"]').first();
    const citationId = await citation.getAttribute('id');
    await citation.click();
    await expect(page.evaluate(() => window.location.hash)).resolves.toBe('#ref-r1');
    await expect(inView('#ref-r1')).resolves.toBe(true);
    // …and the reference's first back-link returns to it.
    await page
      .locator('#ref-r1')
      .getByRole('link', { name: /^Back to where reference 1 is cited/ })
      .first()
      .click();
    await expect(page.evaluate(() => window.location.hash)).resolves.toBe(`#${citationId}`);
    await expect(inView(`[id="${citationId}"]`)).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the figures’ images from the galley, with alt text and captions', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}${articlePath}`, { waitUntil: 'networkidle' });
    const figures = page.locator('.q-full-text figure.q-full-text__figure');
    await expect(figures.count()).resolves.toBe(2);
    for (const figure of await figures.all()) {
      const image = figure.locator('img');
      await image.scrollIntoViewIfNeeded();
      await expect(image.evaluate((img: HTMLImageElement) => img.decode())).resolves.toBe(
        undefined,
      );
      await expect(image.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBe(720);
      await expect(image.getAttribute('alt')).resolves.toMatch(/\w/);
      await expect(figure.locator('figcaption').textContent()).resolves.toMatch(/^Figure \d/);
    }
    await expect(page.getByText('Image not available').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('keeps the outline in view beside the text on a wide screen', async () => {
    const { page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${webUrl}${articlePath}`);
    await page.locator('#references').scrollIntoViewIfNeeded();
    const outline = page.getByRole('navigation', { name: 'Sections of the full text' });
    const box = await outline.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
    await outline.getByRole('link', { name: 'Discussion' }).click();
    await expect(page.evaluate(() => window.location.hash)).resolves.toBe('#sec-s4');
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
      // The wide table scrolls inside its own frame instead.
      const wide = page.locator('#tab-t2');
      await expect(wide.evaluate((frame) => frame.scrollWidth > frame.clientWidth)).resolves.toBe(
        true,
      );
      // The outline is a list to open at the start of the text.
      const outline = page.getByRole('navigation', { name: 'Sections of the full text' });
      await expect(outline.getByRole('link', { name: 'Methods' }).isVisible()).resolves.toBe(false);
      await outline.getByText('Contents').click();
      await expect(outline.getByRole('link', { name: 'Methods' }).isVisible()).resolves.toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      // SCREENSHOT_DIR=… keeps a picture of each scheme to look at.
      const dir = process.env.SCREENSHOT_DIR;
      if (dir) await page.screenshot({ path: `${dir}/full-text-375-${colorScheme}.png` });
      await page.context().close();
    }
  });
});
