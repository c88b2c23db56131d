import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { apiUrl, webUrl } from './support/servers';
import { DEMO_AUTHOR, signIn } from './support/session';

// The site works with its Content-Security-Policy enforced: no page it serves trips the policy
// (inline boot script and styles carry the nonce, covers and avatars come from the API's files,
// the chat reaches the API's socket), and React still hydrates.

let browser: Browser;
let articlePath: string;

declare global {
  interface Window {
    /** Violations reported in this document (collected by the init script below). */
    cspViolations?: string[];
    /** Set before a link click: survives only a client-side navigation. */
    hydrationMarker?: number;
  }
}

/** The first article of the first journal's newest issue, as its page address. */
async function firstArticlePath(): Promise<string> {
  const getJson = async <T>(path: string) =>
    (await (await fetch(new URL(path, apiUrl))).json()) as T;
  const journals = await getJson<{ data: { slug: string }[] }>('journals');
  for (const { slug } of journals.data) {
    const archive = await getJson<{ data: { id: number }[] }>(`journals/${slug}/archive`);
    for (const { id } of archive.data) {
      const issue = await getJson<{ sections: { articles: { slug: string }[] }[] }>(
        `journals/${slug}/issues/${id}`,
      );
      const article = issue.sections.flatMap((section) => section.articles)[0];
      if (article) return `/journals/${slug}/articles/${article.slug}`;
    }
  }
  throw new Error('The demo seed has no article.');
}

/** A page that records every CSP violation of every document it loads. */
async function watchedPage() {
  const { page, errors } = await newPage(browser);
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return { page, errors };
}

/** Opens `path`, waits for the page to settle and returns the violations it reported. */
async function visit(
  page: Page,
  path: string,
): Promise<{ response: Response | null; violations: string[] }> {
  const response = await page.goto(`${webUrl}${path}`, { waitUntil: 'networkidle' });
  return { response, violations: await page.evaluate(() => window.cspViolations ?? []) };
}

/** The browser's own reports of blocked content, among the console errors. */
const cspErrors = (errors: string[]) =>
  errors.filter((error) => /Content Security Policy|Refused to/i.test(error));

beforeAll(async () => {
  browser = await launchBrowser();
  articlePath = await firstArticlePath();
});

afterAll(async () => {
  await browser?.close();
});

describe('Content-Security-Policy in Chromium', () => {
  it('signed out: home, an article and sign-in load without a violation, and React hydrates', async () => {
    const { page, errors } = await watchedPage();

    const home = await visit(page, '/');
    expect(home.response?.headers()['content-security-policy']).toContain(
      "script-src 'self' 'nonce-",
    );
    expect(home.violations).toEqual([]);
    // Client-side navigation (only a hydrated page has it) keeps the window's state.
    await page.evaluate(() => {
      window.hydrationMarker = 1;
    });
    await page.getByRole('navigation').getByRole('link', { name: 'Journals' }).first().click();
    await page.waitForURL(`${webUrl}/journals`);
    await expect(page.evaluate(() => window.hydrationMarker)).resolves.toBe(1);

    const article = await visit(page, articlePath);
    expect(article.response?.status()).toBe(200);
    expect(article.violations).toEqual([]);

    const login = await visit(page, '/auth/login');
    expect(login.violations).toEqual([]);
    expect(cspErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('signed in: the panel and the chat (API socket) run without a violation', async () => {
    const { page, errors } = await watchedPage();
    await signIn(page, webUrl, DEMO_AUTHOR, '?redirect=/panel');
    const panel = await visit(page, '/panel');
    expect(panel.violations).toEqual([]);

    await page.goto(`${webUrl}/panel/chat`);
    // The chat's socket is up: it reached the API's origin through connect-src.
    await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
    await expect(page.evaluate(() => window.cspViolations ?? [])).resolves.toEqual([]);
    expect(cspErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('a page cannot be framed and its headers forbid sniffing and full referrers', async () => {
    const response = await fetch(`${webUrl}/journals`);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('shows a feed opened in the browser as a page, through the site’s own XSL stylesheet', async () => {
    const { page, errors } = await watchedPage();
    const stylesheet = page.waitForResponse((response) => response.url().endsWith('/feed.xsl'));
    const feed = await page.goto(`${webUrl}/news/feed.xml`);
    expect(feed?.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xsl = await stylesheet;
    expect(xsl.status()).toBe(200);
    expect(xsl.headers()['content-type']).toBe('text/xsl; charset=utf-8');
    // The browser turned the feed into HTML: its title as a heading, its entries as links.
    await page.getByRole('heading', { level: 1, name: /: news$/ }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(1);
    const first = page.getByRole('heading', { level: 2 }).first().getByRole('link');
    expect(await first.getAttribute('href')).toMatch(/^http:\/\/[^/]+\/news\/[^/]+$/);
    // Nothing of the site's own was refused: the stylesheet, its styles (attributes only).
    expect(errors.filter((error) => /feed\.xsl|Refused to load/i.test(error))).toEqual([]);
    await page.context().close();
  });

  it.each([
    '/favicon.svg',
    '/feed.xsl',
    '/news/feed.xml',
    '/robots.txt',
    '/builds/latest.json',
    '/no/such/page',
  ])('%s carries the security headers too', async (path) => {
    const response = await fetch(`${webUrl}${path}`);
    await response.body?.cancel();
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('every response gets its own nonce, the one its inline scripts carry', async () => {
    const [first, second] = await Promise.all([fetch(`${webUrl}/about`), fetch(`${webUrl}/about`)]);
    const nonceOf = (response: globalThis.Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonceOf(first)).toBeDefined();
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    const html = await first.text();
    await second.body?.cancel();
    const inline = [...html.matchAll(/<(script|style)\b(?![^>]*\bsrc=)[^>]*>/g)].map(
      (match) => match[0],
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const tag of inline) expect(tag).toContain(`nonce="${nonceOf(first)}"`);
  });
});
