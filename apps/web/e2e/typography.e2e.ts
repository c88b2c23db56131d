import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { webUrl } from './support/servers';

const READING_FACE = 'Source Serif 4 Variable';
const INTERFACE_FACE = 'Source Sans 3 Variable';
/** What the faces a signed-out article page downloads may weigh together (its page-weight share). */
const FONT_BUDGET_BYTES = 150 * 1024;

let browser: Browser;
let articlePath = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const { page } = await newPage(browser);
  await page.goto(`${webUrl}/journals`);
  await page.locator('a[href*="/journals/"]').first().click();
  const href = await page.locator('a[href*="/articles/"]').first().getAttribute('href');
  if (!href) throw new Error('No article linked from the journal’s home');
  articlePath = href;
  await page.context().close();
});
afterAll(() => browser?.close());

/** The first family of an element's computed `font-family`, unquoted. */
function firstFamily(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const [first = ''] = getComputedStyle(element).fontFamily.split(',');
      return first.trim().replace(/^["']|["']$/g, '');
    });
}

describe('the site’s own typefaces', () => {
  it('sets the article text in the reading serif, loaded from the site, and the tools in the sans', async () => {
    const { page, errors } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    const fontResponses: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'font') return;
      fontResponses.push({ url: response.url(), bytes: (await response.body()).length });
    });
    await page.goto(`${webUrl}${articlePath}`);
    await page.evaluate(() => document.fonts.ready);

    expect(await firstFamily(page, '.q-article__body')).toBe(READING_FACE);
    expect(await firstFamily(page, '.q-article__title')).toBe(READING_FACE);
    // One heading family: the sidebar's "How to cite" is a heading like "Abstract".
    expect(await firstFamily(page, '.q-tool__title')).toBe(READING_FACE);
    expect(await firstFamily(page, '.q-keywords')).toBe(INTERFACE_FACE);
    expect(await firstFamily(page, '.q-article-details')).toBe(INTERFACE_FACE);
    expect(await firstFamily(page, '.q-journal-nav')).toBe(INTERFACE_FACE);

    // The faces are really there, not a fallback under their names: loaded, and from this site.
    const loaded = await page.evaluate(
      ([reading, ui]) => ({
        reading: document.fonts.check(`400 1rem "${reading}"`, 'Abstract'),
        ui: document.fonts.check(`400 1rem "${ui}"`, 'Keywords'),
        faces: [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => `${face.family.replace(/"/g, '')} ${face.style}`),
      }),
      [READING_FACE, INTERFACE_FACE],
    );
    expect(loaded.reading).toBe(true);
    expect(loaded.ui).toBe(true);
    expect(loaded.faces).toEqual(
      expect.arrayContaining([`${READING_FACE} normal`, `${INTERFACE_FACE} normal`]),
    );
    expect(fontResponses.length).toBeGreaterThanOrEqual(2);
    for (const { url } of fontResponses) {
      expect(new URL(url).origin).toBe(new URL(webUrl).origin);
      expect(url).toMatch(
        /\/assets\/source-(serif-4|sans-3)-latin(-ext)?-wght-(normal|italic)-[\w-]+\.woff2$/,
      );
    }
    const fontBytes = fontResponses.reduce((sum, { bytes }) => sum + bytes, 0);
    expect(fontBytes).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('preloads the two upright Latin faces with the document, and serves them for a year', async () => {
    const response = await fetch(`${webUrl}${articlePath}`);
    const links = (response.headers.get('link') ?? '').split(/,\s*(?=<)/);
    const fonts = links.filter((link) => link.includes('as=font'));
    expect(fonts).toHaveLength(2);
    for (const link of fonts) {
      expect(link).toMatch(/^<\/assets\/source-(serif-4|sans-3)-latin-wght-normal-[\w-]+\.woff2>/);
      expect(link).toContain('crossorigin');
      const href = /^<([^>]+)>/.exec(link)?.[1] ?? '';
      const file = await fetch(`${webUrl}${href}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toContain('immutable');
    }
  });

  it('scales headings down on a phone', async () => {
    const sizeOf = async (width: number) => {
      const { page } = await newPage(browser, { viewport: { width, height: 800 } });
      await page.goto(`${webUrl}${articlePath}`);
      const size = await page
        .locator('h1')
        .evaluate((heading) => Number.parseFloat(getComputedStyle(heading).fontSize));
      await page.context().close();
      return size;
    };
    const phone = await sizeOf(375);
    const desktop = await sizeOf(1280);
    expect(phone).toBeLessThan(desktop);
    expect(phone).toBeGreaterThanOrEqual(24);
    expect(desktop).toBeLessThanOrEqual(32);
  });
});
