import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApi } from './support/api-read';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { apiUrl, webUrl } from './support/servers';

let browser: Browser;

/** What the demo seed holds, read from the API so the tests follow the data, not guesses. */
interface Demo {
  journal: { slug: string; title: string; brandColor: string };
  issue: { id: number; volumeId: number };
  volumeId: number;
  pageSlug: string;
  pageTitle: string;
  newsSlug: string;
  newsTitle: string;
  articleSlug: string;
}
let demo: Demo;

const api = <T>(path: string) => readApi<T>(apiUrl, path);

beforeAll(async () => {
  browser = await launchBrowser();
  const journals = await api<{ data: Demo['journal'][] }>('journals');
  const journal = journals.data[0];
  if (!journal) throw new Error('The demo seed has no journal');
  const detail = await api<{
    pages: { slug: string; title: string }[];
    currentIssue: { id: number; volumeId: number };
  }>(`journals/${journal.slug}`);
  const issue = await api<{ sections: { articles: { slug: string }[] }[] }>(
    `journals/${journal.slug}/issues/${detail.currentIssue.id}`,
  );
  const news = await api<{ data: { slug: string; title: string }[] }>('news');
  demo = {
    journal,
    issue: detail.currentIssue,
    volumeId: detail.currentIssue.volumeId,
    pageSlug: detail.pages[0]?.slug ?? '',
    pageTitle: detail.pages[0]?.title ?? '',
    newsSlug: news.data[0]?.slug ?? '',
    newsTitle: news.data[0]?.title ?? '',
    articleSlug: issue.sections.flatMap((section) => section.articles)[0]?.slug ?? '',
  };
});

afterAll(async () => {
  await browser?.close();
});

/** Every public page type: its path and the `<h1>` it must show. */
function publicPages(): { name: string; path: string; heading: string | RegExp }[] {
  const j = `/journals/${demo.journal.slug}`;
  return [
    { name: 'home', path: '/', heading: 'Quire' },
    { name: 'journals', path: '/journals', heading: 'Journals' },
    { name: 'about', path: '/about', heading: 'About Quire' },
    { name: 'news', path: '/news', heading: 'News' },
    { name: 'news item', path: `/news/${demo.newsSlug}`, heading: demo.newsTitle },
    { name: 'contact', path: '/contact', heading: 'Contact' },
    { name: 'search', path: '/search?q=forest', heading: 'Search' },
    { name: 'journal home', path: j, heading: demo.journal.title },
    { name: 'current issue', path: `${j}/current-issue`, heading: /^Vol\. \d+ No\. \d+ \(\d{4}\)/ },
    { name: 'archive', path: `${j}/archive`, heading: 'Archive' },
    { name: 'archive item', path: `${j}/archive/${demo.issue.id}`, heading: /^Vol\. \d+ No\. \d+/ },
    { name: 'volumes', path: `${j}/volumes`, heading: 'Volumes' },
    {
      name: 'volume issues',
      path: `${j}/volumes/${demo.volumeId}/issues`,
      heading: /^Volume \d+ \(\d{4}\)/,
    },
    {
      name: 'issue',
      path: `${j}/volumes/${demo.volumeId}/issues/${demo.issue.id}`,
      heading: /^Vol\. \d+ No\. \d+/,
    },
    { name: 'journal page', path: `${j}/pages/${demo.pageSlug}`, heading: demo.pageTitle },
    { name: 'article', path: `${j}/articles/${demo.articleSlug}`, heading: /\S/ },
  ];
}

async function headMeta(page: Page, selector: string, attribute = 'content') {
  return page.locator(`head ${selector}`).first().getAttribute(attribute);
}

describe('every public page', () => {
  it('renders with status 200, its heading, a title, a description and social tags', async () => {
    const { page, errors } = await newPage(browser);
    for (const { name, path, heading } of publicPages()) {
      const response = await page.goto(`${webUrl}${path}`);
      expect(response?.status(), name).toBe(200);
      const h1 = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
      if (typeof heading === 'string') expect(h1, name).toBe(heading);
      else expect(h1, name).toMatch(heading);
      expect(await page.title(), name).toMatch(/\S.* — |^Quire$/);
      expect(await headMeta(page, 'meta[name="description"]'), name).toMatch(/\S/);
      expect((await headMeta(page, 'meta[name="description"]'))?.length ?? 0).toBeLessThanOrEqual(
        160,
      );
      const canonical = await headMeta(page, 'link[rel="canonical"]', 'href');
      expect(canonical, name).toMatch(/^https?:\/\//);
      expect(await headMeta(page, 'meta[property="og:url"]'), name).toBe(canonical);
      expect(await headMeta(page, 'meta[property="og:title"]'), name).toBe(await page.title());
      expect(await headMeta(page, 'meta[property="og:type"]'), name).toMatch(/^(website|article)$/);
      expect(await headMeta(page, 'meta[property="og:site_name"]'), name).toBe('Quire');
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has no axe violations', async () => {
    const { page } = await newPage(browser);
    for (const { name, path } of publicPages()) {
      await page.goto(`${webUrl}${path}`, { waitUntil: 'networkidle' });
      expect(await axeViolations(page), `${name} (${path})`).toEqual([]);
    }
    await page.context().close();
  });

  it('has no axe violations in dark mode either', async () => {
    const { page } = await newPage(browser, { colorScheme: 'dark' });
    for (const { name, path } of publicPages().filter((p) =>
      ['home', 'article', 'search'].includes(p.name),
    )) {
      await page.goto(`${webUrl}${path}`, { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => document.documentElement.classList.contains('p-dark'))).toBe(
        true,
      );
      expect(await axeViolations(page), `${name} (dark)`).toEqual([]);
    }
    await page.context().close();
  });
});

describe('journal pages', () => {
  it('wear the journal’s brand colour', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/journals/${demo.journal.slug}/archive`);
    const brand = await page
      .locator('.q-journal-layout')
      .evaluate((element) => getComputedStyle(element).getPropertyValue('--q-brand').trim());
    expect(brand.toLowerCase()).toBe(demo.journal.brandColor.toLowerCase());
    await page.context().close();
  });

  it('link the journal’s sections and pages in its navigation', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/journals/${demo.journal.slug}`);
    const nav = page.getByRole('navigation', { name: `${demo.journal.title} navigation` });
    for (const label of ['Home', 'Current issue', 'Archive', 'Volumes', demo.pageTitle]) {
      await nav.getByRole('link', { name: label, exact: true }).waitFor();
    }
    await page.context().close();
  });

  it('list the current issue’s articles with links to them', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/journals/${demo.journal.slug}/current-issue`);
    const link = page.locator(
      `a[href="/journals/${demo.journal.slug}/articles/${demo.articleSlug}"]`,
    );
    await link.first().click();
    await page.waitForURL(`**/articles/${demo.articleSlug}`);
    await page.locator('.q-article__title').waitFor();
    await page.context().close();
  });

  it.each([
    ['an unknown journal', '/journals/no-such-journal'],
    ['an unknown article', () => `/journals/${demo.journal.slug}/articles/no-such-article`],
    ['an unknown page', () => `/journals/${demo.journal.slug}/pages/no-such-page`],
    ['an issue that is not a number', () => `/journals/${demo.journal.slug}/archive/abc`],
    [
      'an issue under the wrong volume',
      () => `/journals/${demo.journal.slug}/volumes/999999/issues/${demo.issue.id}`,
    ],
    ['an unknown news item', '/news/no-such-news'],
  ])('answer %s with the 404 view', async (_, pathOrFn) => {
    const path = typeof pathOrFn === 'string' ? pathOrFn : pathOrFn();
    const { page } = await newPage(browser);
    const response = await page.goto(`${webUrl}${path}`);
    expect(response?.status()).toBe(404);
    await page.getByText(`Page Not Found: ${path}`).waitFor();
    await page.context().close();
  });
});

describe('news', () => {
  it('filters by journal with a plain GET form', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/news`);
    await page.getByLabel('Journal').selectOption(demo.journal.slug);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(`**/news?journal=${demo.journal.slug}`);
    await page.getByRole('heading', { level: 1, name: `News of ${demo.journal.title}` }).waitFor();
    await page.context().close();
  });
});

describe('search', () => {
  it('shows highlighted results', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/search`);
    await page.getByLabel('Search articles').fill('forest');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/search?q=forest**');
    await page.getByText(/\d+ articles? found/).waitFor();
    const marks = await page.locator('.q-search-results mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const text of marks) expect(text.toLowerCase()).toContain('forest');
    await page.context().close();
  });

  it('narrows by journal, type and year', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/search?q=study&journal=${demo.journal.slug}&type=research-article`);
    const journals = await page.locator('.q-search-hit .q-card__meta a').allTextContents();
    expect(journals.length).toBeGreaterThan(0);
    for (const title of journals) expect(title).toBe(demo.journal.title);
    await expect(page.getByLabel('Journal').inputValue()).resolves.toBe(demo.journal.slug);
    await page.context().close();
  });

  it('pages through results', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/search?q=study`);
    await page.getByRole('link', { name: 'Page 2' }).first().click();
    await page.waitForURL('**/search?q=study&page=2');
    // The address changes before React renders the new page (a transition): wait for the mark.
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: 'Page 2', exact: true })
          .first()
          .getAttribute('aria-current'),
      )
      .toBe('page');
    await expect.poll(() => page.locator('#search-summary').textContent()).toContain('page 2 of');
    await page.context().close();
  });

  it('shows the empty state when nothing matches', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/search?q=zzxqvvnothing`);
    await page.getByText('No articles found for “zzxqvvnothing”').waitFor();
    await page.context().close();
  });

  it('asks for words instead of failing on an empty search', async () => {
    const { page } = await newPage(browser);
    const response = await page.goto(`${webUrl}/search?q=`);
    expect(response?.status()).toBe(200);
    await page.getByText('Enter words to search for').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.context().close();
  });

  it('explains a refused filter next to the field', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${webUrl}/search?q=forest&year=12`);
    await page.locator('#search-year-error').getByText('Enter a four-digit year.').waitFor();
    await page.context().close();
  });
});

/** Fills the contact form; `values` override a valid message. */
async function fillContact(page: Page, values: Partial<Record<string, string>> = {}) {
  const fields = {
    'Your name': 'Rosa Reader',
    Email: 'rosa@example.org',
    Subject: 'A question about submissions',
    Message: 'How long does peer review usually take?',
    ...values,
  };
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

describe.each([
  ['with JavaScript', true],
  ['without JavaScript', false],
])('contact form %s', (_, javaScriptEnabled) => {
  it('sends the message and says thank you', async () => {
    const { page } = await newPage(browser, { javaScriptEnabled });
    await page.goto(`${webUrl}/contact`, { waitUntil: 'networkidle' });
    await fillContact(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').getByText('Thank you — your message has been sent.').waitFor();
    await expect(page.getByLabel('Your name').inputValue()).resolves.toBe('');
    await page.context().close();
  });

  it('shows the API’s message under each field it refused, keeping what was typed', async () => {
    const { page } = await newPage(browser, { javaScriptEnabled });
    await page.goto(`${webUrl}/contact`, { waitUntil: 'networkidle' });
    // Values the browser's own checks let through but the API refuses.
    await fillContact(page, { 'Your name': '   ', Email: 'rosa@example', Message: '          ' });
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('#field-name-error').getByText('Enter your name.').waitFor();
    await page
      .locator('#field-email-error')
      .getByText('Enter a valid email address, like name@example.org.')
      .waitFor();
    await page
      .locator('#field-message-error')
      .getByText('Write a message of at least 10 characters.')
      .waitFor();
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByLabel('Subject').inputValue()).resolves.toBe(
      'A question about submissions',
    );
    // The message text comes back into its field, and the summary stays the summary.
    await expect(page.getByLabel('Message').inputValue()).resolves.toBe('          ');
    await page.getByText('Please correct the errors below.').waitFor();
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('lets the browser refuse a missing field before sending', async () => {
    const { page } = await newPage(browser, { javaScriptEnabled });
    await page.goto(`${webUrl}/contact`, { waitUntil: 'networkidle' });
    await fillContact(page, { Subject: '' });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page
        .getByLabel('Subject')
        .evaluate((input) => (input as HTMLInputElement).validity.valueMissing),
    ).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(await page.getByText('your message has been sent').count()).toBe(0);
    await page.context().close();
  });
});

describe('machine-readable resources', () => {
  it('robots.txt allows the site, keeps crawlers out of private areas and names the sitemap', async () => {
    const response = await fetch(`${webUrl}/robots.txt`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /panel',
      'Disallow: /auth/',
      'Disallow: /bookmarks',
    ]) {
      expect(text.split('\n')).toContain(line);
    }
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it('sitemap.xml lists the site’s pages, journals, issues, articles and news', async () => {
    const response = await fetch(`${webUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    for (const path of [
      '/',
      '/journals',
      '/news',
      `/journals/${demo.journal.slug}`,
      `/journals/${demo.journal.slug}/archive`,
      `/journals/${demo.journal.slug}/volumes/${demo.volumeId}/issues/${demo.issue.id}`,
      `/journals/${demo.journal.slug}/pages/${demo.pageSlug}`,
      `/journals/${demo.journal.slug}/articles/${demo.articleSlug}`,
      `/news/${demo.newsSlug}`,
    ]) {
      expect(locs).toContain(path);
    }
    expect(locs.some((path) => path.startsWith('/panel') || path.startsWith('/auth'))).toBe(false);
  });

  it.each([
    ['news', '/news/feed.xml'],
    ['a journal', () => `/journals/${demo.journal.slug}/feed.xml`],
  ])('serves an Atom feed of %s', async (_, pathOrFn) => {
    const path = typeof pathOrFn === 'string' ? pathOrFn : pathOrFn();
    const response = await fetch(`${webUrl}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    const links = [...xml.matchAll(/<link rel="alternate" type="text\/html" href="([^"]+)"\/>/g)];
    expect(links.length).toBeGreaterThan(1);
    for (const [, href] of links) expect(href).toMatch(/^https?:\/\//);
  });

  it.each([
    ['news', '/news/rss.xml'],
    ['a journal', () => `/journals/${demo.journal.slug}/rss.xml`],
  ])('serves an RSS 2.0 feed of %s', async (_, pathOrFn) => {
    const path = typeof pathOrFn === 'string' ? pathOrFn : pathOrFn();
    const response = await fetch(`${webUrl}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    const items = [...xml.matchAll(/<item><title>[^<]+<\/title><link>(https?:\/\/[^<]+)<\/link>/g)];
    expect(items.length).toBeGreaterThan(1);
  });

  it.each(['feed.xml', 'rss.xml'])(
    'answers the %s of an unknown journal with 404',
    async (file) => {
      const response = await fetch(`${webUrl}/journals/no-such-journal/${file}`);
      expect(response.status).toBe(404);
    },
  );

  it('announces both feeds on their pages', async () => {
    const { page } = await newPage(browser);
    for (const path of [`/journals/${demo.journal.slug}`, '/news']) {
      await page.goto(`${webUrl}${path}`);
      for (const [type, file] of [
        ['application/atom+xml', 'feed.xml'],
        ['application/rss+xml', 'rss.xml'],
      ]) {
        await expect(headMeta(page, `link[rel="alternate"][type="${type}"]`, 'href')).resolves.toBe(
          `${path}/${file}`,
        );
      }
    }
    await page.context().close();
  });
});
