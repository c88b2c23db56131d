import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApi } from './support/api-read';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { apiUrl, webUrl } from './support/servers';

interface Journal {
  slug: string;
  title: string;
  logoUrl: string | null;
  brandColor: string;
}

let browser: Browser;
let journal: Journal;
let home = '';
let articlePath = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const journals = await readApi<{ data: Journal[] }>(apiUrl, 'journals');
  const first = journals.data[0];
  if (!first) throw new Error('The demo seed has no journal');
  journal = first;
  home = `/journals/${journal.slug}`;
  const { page } = await newPage(browser);
  await page.goto(`${webUrl}${home}`);
  articlePath = (await page.locator('a[href*="/articles/"]').first().getAttribute('href')) ?? '';
  await page.context().close();
});
afterAll(() => browser?.close());

/** Whether every image matching `selector` on the page has loaded (and there is one at least). */
async function imagesLoaded(page: Page, selector: string): Promise<number> {
  const images = page.locator(selector);
  await images.first().waitFor();
  return images.evaluateAll((elements) =>
    elements.every((image) => (image as HTMLImageElement).naturalWidth > 0) ? elements.length : 0,
  );
}

/** An sRGB colour as Chromium computes it (`rgb(…)` or `color(srgb …)`), channels 0–1. */
function parseColour(value: string): [number, number, number] {
  const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(value);
  if (srgb) return [Number(srgb[1]), Number(srgb[2]), Number(srgb[3])];
  const rgb = /rgba?\((\d+), (\d+), (\d+)/.exec(value);
  if (rgb) return [Number(rgb[1]) / 255, Number(rgb[2]) / 255, Number(rgb[3]) / 255];
  throw new Error(`Not a colour: ${value}`);
}

/** WCAG relative luminance. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(parseColour(a)), luminance(parseColour(b))].sort(
    (x, y) => y - x,
  );
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('a journal’s banner', () => {
  it('shows the journal’s logo and ISSN in the full masthead of its home', async () => {
    expect(journal.logoUrl).toMatch(/\.png$/);
    const { page, errors } = await newPage(browser);
    await page.goto(`${webUrl}${home}`);
    expect(await imagesLoaded(page, '.q-journal-masthead__logo img')).toBe(1);
    await page.locator('.q-journal-masthead__issn').waitFor();
    expect(await page.locator('.q-journal-layout--compact').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is compact on the journal’s inner pages: at 200 % zoom of a 1280 × 800 screen the header and menu take less than half of it', async () => {
    // 200 % zoom: the page lays out in 640 × 400 CSS pixels, drawn at twice the density.
    const { page } = await newPage(browser, {
      viewport: { width: 640, height: 400 },
      deviceScaleFactor: 2,
    });
    for (const path of [`${home}/archive`, `${home}/current-issue`, articlePath]) {
      await page.goto(`${webUrl}${path}`);
      await page.locator('.q-journal-layout--compact').waitFor();
      expect(await page.locator('.q-journal-masthead__issn').count(), path).toBe(0);
      expect(await imagesLoaded(page, '.q-journal-masthead__logo img'), path).toBe(1);
      const bottom = await page
        .locator('.q-layout__header')
        .evaluate((header) => header.getBoundingClientRect().bottom);
      expect(bottom, path).toBeLessThanOrEqual(200);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        path,
      ).toBe(0);
    }
    await page.context().close();
  });

  it('leads to the site’s main navigation, in the header row on a wide screen and behind the Menu on a phone', async () => {
    const { page: wide } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await wide.goto(`${webUrl}${articlePath}`);
    const main = wide.getByRole('navigation', { name: 'Main' });
    for (const name of ['Journals', 'News', 'Search', 'About', 'Contact']) {
      expect(await main.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    await wide.context().close();

    const { page: phone } = await newPage(browser, { viewport: { width: 375, height: 740 } });
    await phone.goto(`${webUrl}${home}/archive`);
    await phone.getByRole('button', { name: 'Menu' }).click();
    await phone
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'News' })
      .click();
    await phone.waitForURL(`${webUrl}/news`);
    await phone.context().close();
  });

  it('shows on a phone that the journal’s menu scrolls sideways, inside its bar', async () => {
    const { page } = await newPage(browser, { viewport: { width: 375, height: 740 } });
    await page.goto(`${webUrl}${home}`);
    const menu = page.locator('.q-journal-nav .q-nav-list');
    const box = await menu.evaluate((list) => ({
      scrolls: list.scrollWidth > list.clientWidth,
      shadows: getComputedStyle(list).backgroundImage.match(/radial-gradient/g)?.length ?? 0,
    }));
    expect(box).toEqual({ scrolls: true, shadows: 2 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBe(0);
    await page.context().close();
  });

  it('tones the brand colour down on a dark page, keeping its text at 4.5:1 or more, axe-clean', async () => {
    const colours = async (theme: 'light' | 'dark') => {
      const { page } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
      await page.addInitScript((value) => localStorage.setItem('quire-theme', value), theme);
      await page.goto(`${webUrl}${home}`);
      const found = await page.locator('.q-journal-masthead').evaluate((masthead) => ({
        background: getComputedStyle(masthead).backgroundColor,
        text: getComputedStyle(masthead.querySelector('.q-journal-masthead__link') ?? masthead)
          .color,
        dark: document.documentElement.classList.contains('p-dark'),
      }));
      const violations = await axeViolations(page);
      await page.context().close();
      return { ...found, violations };
    };
    const light = await colours('light');
    const dark = await colours('dark');
    expect([light.dark, dark.dark]).toEqual([false, true]);
    expect(luminance(parseColour(dark.background))).toBeLessThan(
      luminance(parseColour(light.background)),
    );
    expect(contrast(dark.background, dark.text)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light.background, light.text)).toBeGreaterThanOrEqual(4.5);
    expect(light.violations).toEqual([]);
    expect(dark.violations).toEqual([]);
  });
});

describe('issue covers', () => {
  it('show on the journal’s home, its current issue and its archive', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${webUrl}${home}`);
    expect(await imagesLoaded(page, '.q-current-issue img')).toBe(1);
    await page.goto(`${webUrl}${home}/current-issue`);
    expect(await imagesLoaded(page, '.q-issue-header__cover')).toBe(1);
    await page.goto(`${webUrl}${home}/archive`);
    // Every issue but the journal's first (the seed leaves it without, for editors to give one).
    const covers = await imagesLoaded(page, '.q-issue-card__cover');
    const cards = await page.locator('.q-issue-card').count();
    expect(covers).toBeGreaterThan(1);
    expect(covers).toBeGreaterThanOrEqual(cards - 1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
