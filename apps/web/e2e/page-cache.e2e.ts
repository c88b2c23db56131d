import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { listPrerenderedPaths } from '@quire/site/node';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiSignIn,
  approveThroughProduction,
  DEMO_ADMIN,
  submitSubmission,
} from './support/api-actor';
import { readApi } from './support/api-read';
import { launchBrowser, newPage, nextResponse } from './support/browser';
import { apiUrl, webUrl } from './support/servers';
import { DEMO_AUTHOR, sessionCookie } from './support/session';

let browser: Browser;

interface Fetched {
  status: number;
  cache: string | null;
  cacheControl: string | null;
  headerNonce: string | undefined;
  body: string;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const response = await fetch(`${webUrl}${path}`, { headers, redirect: 'manual' });
  const csp = response.headers.get('content-security-policy') ?? '';
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    cacheControl: response.headers.get('cache-control'),
    headerNonce: /'nonce-([^']+)'/.exec(csp)?.[1],
    body: await response.text(),
  };
}

/** Asks for `path` until the cache holds it (the purge stream may still be connecting). */
function cached(path: string): Promise<Fetched> {
  return vi.waitFor(
    async () => {
      const answer = await get(path);
      if (answer.cache !== 'HIT') throw new Error(`${path} never came from the cache`);
      return answer;
    },
    { timeout: 30_000, interval: 100 },
  );
}

const api = <T>(path: string) => readApi<T>(apiUrl, path);

/** The answer's bytes as sent (fetch would decode them). */
function getRaw(
  path: string,
  headers: Record<string, string>,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${webUrl}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** The reader's browser: headless Chromium names itself HeadlessChrome, which counts as a bot. */
const READER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const BOT_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * Resolves once the API has written every view and download it counted before this call: it
 * counts one view of another article than `otherThan`, from a reader of its own, and waits for
 * that view to show. The API writes all the hits it holds at once, in the order they came, so
 * every earlier hit is in the figures by then, a repeat or a bot it wrongly kept included.
 */
async function usageWritten(otherThan: number): Promise<void> {
  const { data: journals } = await api<{ data: { slug: string }[] }>('journals');
  for (const { slug } of journals) {
    const issue = await api<{ sections: { articles: { slug: string }[] }[] }>(
      `journals/${slug}/current-issue`,
    );
    for (const { slug: articleSlug } of issue.sections.flatMap((section) => section.articles)) {
      const read = () =>
        api<{ id: number; views: number }>(`journals/${slug}/articles/${articleSlug}`);
      const marker = await read();
      if (marker.id === otherThan) continue;
      const beacon = await fetch(new URL(`articles/${marker.id}/view`, apiUrl), {
        method: 'POST',
        headers: { 'User-Agent': `${READER_AGENT} marker/${randomUUID()}` },
      });
      expect(beacon.status).toBe(204);
      await expect.poll(async () => (await read()).views).toBe(marker.views + 1);
      return;
    }
  }
  throw new Error('The demo seed has no second article to count a marker view on');
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('anonymous page cache', () => {
  it('serves a signed-out reader from memory, each answer with its own CSP nonce', async () => {
    const first = await cached('/journals');
    const second = await get('/journals');
    expect(second.cache).toBe('HIT');
    expect(second.cacheControl).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
    );
    expect(second.headerNonce).not.toBe(first.headerNonce);
    const nonces = new Set([...second.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
    expect([...nonces]).toEqual([second.headerNonce]);
  });

  it('sends a cached page gzipped once stored, with a fresh nonce in each answer', async () => {
    const plain = await cached('/journals');
    const nonces = new Set<string>();
    for (let round = 0; round < 3; round += 1) {
      const hit = await getRaw('/journals', { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(hit.headers['x-page-cache']).toBe('HIT');
      expect(hit.headers['content-encoding']).toBe('gzip');
      expect(hit.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
      const nonce = /'nonce-([^']+)'/.exec(String(hit.headers['content-security-policy']))?.[1];
      if (!nonce) throw new Error('The answer has no CSP nonce');
      const page = gunzipSync(hit.body).toString();
      // The same page, only the nonce differs; every inline script and style carries the new one.
      expect(page).toBe(plain.body.replaceAll(plain.headerNonce as string, nonce));
      expect([...new Set([...page.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))]).toEqual([
        nonce,
      ]);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
    const identity = await getRaw('/journals', {});
    expect(identity.headers['x-page-cache']).toBe('HIT');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.length).toBe(Buffer.byteLength(plain.body));

    // Chromium decodes it whole and runs its scripts under the CSP: the page hydrates (a
    // client-side navigation keeps the window's state).
    await cached('/');
    const { page, errors } = await newPage(browser);
    const answer = await page.goto(`${webUrl}/`);
    expect(answer?.headers()['x-page-cache']).toBe('HIT');
    expect(answer?.headers()['content-encoding']).toBe('gzip');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await page.getByRole('navigation').getByRole('link', { name: 'Journals' }).first().click();
    await page.waitForURL(`${webUrl}/journals`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('never serves or stores a signed-in page', async () => {
    await cached('/journals');
    const cookie = await sessionCookie(webUrl, DEMO_AUTHOR);
    const signedIn = await get('/journals', { cookie });
    expect(signedIn.cache).toBeNull();
    expect(signedIn.cacheControl).toBe('private, no-store');
    expect(signedIn.body).toContain('Ada Author');
    const anonymous = await get('/journals');
    expect(anonymous.cache).toBe('HIT');
    expect(anonymous.body).not.toContain('Ada Author');
  });

  it('drops the issue, journal and home pages when an article is published', async () => {
    const admin = await apiSignIn(apiUrl, DEMO_ADMIN);
    const author = await apiSignIn(apiUrl, DEMO_AUTHOR);
    const title = `Cache purge probe ${Date.now()}`;
    const id = await submitSubmission(author, {
      title,
      authorName: 'Ada Author',
      authorEmail: DEMO_AUTHOR.email,
    });
    await admin.call('POST', `admin/submissions/${id}/decisions`, { decision: 'accept' });
    await approveThroughProduction(admin, author, id);
    const targets = await admin.call<{
      data: { id: number; isPublished: boolean; sections: { id: number }[] }[];
    }>('GET', `admin/submissions/${id}/issues`);
    const target = targets.data.find((issue) => issue.isPublished);
    if (!target) throw new Error('No public issue to publish into');
    const submission = await admin.call<{ journal: { slug: string } }>(
      'GET',
      `admin/submissions/${id}`,
    );
    const slug = submission.journal.slug;
    const { volumeId } = await api<{ volumeId: number }>(`journals/${slug}/issues/${target.id}`);
    const pages = [
      '/',
      `/journals/${slug}`,
      `/journals/${slug}/volumes/${volumeId}/issues/${target.id}`,
    ];
    // Another journal's home is not touched by the change.
    const journals = await api<{ data: { slug: string }[] }>('journals');
    const other = journals.data.find((journal) => journal.slug !== slug)?.slug;
    const untouched = `/journals/${other}`;
    for (const path of [...pages, untouched]) await cached(path);

    await admin.call('POST', `admin/submissions/${id}/publish`, {
      issueId: target.id,
      sectionId: target.sections[0]?.id ?? null,
    });

    await expect.poll(async () => (await get(pages[2] as string)).body).toContain(title);
    // Their first request since the purge renders them again.
    for (const path of pages.slice(0, 2)) expect((await get(path)).cache, path).toBe('MISS');
    expect((await get(untouched)).cache).toBe('HIT');
  });

  it('counts a view once per reader within 30 s and never for a bot, with pages cached', async () => {
    // A demo journal by name: files before this one in the worker add journals without issues.
    const slug = 'manuscript-studies';
    const issue = await api<{ sections: { articles: { slug: string }[] }[] }>(
      `journals/${slug}/current-issue`,
    );
    const articleSlug = issue.sections.flatMap((section) => section.articles).at(-1)?.slug;
    const path = `/journals/${slug}/articles/${articleSlug}`;
    const read = () =>
      api<{ id: number; views: number }>(`journals/${slug}/articles/${articleSlug}`);
    const { id, views: before } = await read();
    await cached(path);

    const reader = await browser.newContext({ userAgent: READER_AGENT });
    const bot = await browser.newContext({ userAgent: BOT_AGENT });
    for (const context of [reader, reader, bot]) {
      const page = await context.newPage();
      const beacon = nextResponse(page, (response) => response.url().endsWith('/view'));
      const answer = await page.goto(`${webUrl}${path}`);
      expect(answer?.headers()['x-page-cache']).toBe('HIT');
      await beacon;
      await page.close();
    }
    await usageWritten(id);
    expect((await read()).views).toBe(before + 1);
    await reader.close();
    await bot.close();
  });

  it('counts a PDF download through the article page’s link once per reader within 30 s, never for a bot, and the author sees it', async () => {
    const author = await apiSignIn(apiUrl, DEMO_AUTHOR);
    const { data: mine } = await author.call<{ data: { id: number; path: string }[] }>(
      'GET',
      'user/articles?perPage=100',
    );
    const articles = await Promise.all(
      mine.map((summary) =>
        author.call<{ id: number; path: string; pdfUrl: string | null; downloads: number }>(
          'GET',
          `user/articles/${summary.id}`,
        ),
      ),
    );
    const article = articles.find((candidate) => candidate.pdfUrl !== null);
    if (!article) throw new Error('None of the author’s articles has a PDF');
    const cookie = await sessionCookie(webUrl, DEMO_AUTHOR);
    /** The figure the author panel's article page shows. */
    const panelDownloads = async () => {
      const panel = await get(`/panel/articles/${article.id}`, { cookie });
      return Number(/<dt>Downloads<\/dt><dd>(\d+)<\/dd>/.exec(panel.body)?.[1]);
    };
    const before = article.downloads;
    expect(await panelDownloads()).toBe(before);
    await cached(article.path);

    const reader = await browser.newContext({ userAgent: READER_AGENT });
    const bot = await browser.newContext({ userAgent: BOT_AGENT });
    for (const context of [reader, reader, bot]) {
      const page = await context.newPage();
      const answer = await page.goto(`${webUrl}${article.path}`);
      expect(answer?.headers()['x-page-cache']).toBe('HIT');
      const link = page.getByRole('link', { name: 'Download PDF' });
      expect(await link.getAttribute('href')).toMatch(/\/articles\/\d+\/download$/);
      const redirect = nextResponse(page, (response) => response.url().endsWith('/download'));
      // A PDF opens as a download in headless Chromium; only the counting redirect matters.
      await link.click();
      expect((await redirect).status()).toBe(302);
      await page.close();
    }
    await usageWritten(article.id);
    expect(await panelDownloads()).toBe(before + 1);
    const metrics = await author.call<{ totals: { downloads: number } }>(
      'GET',
      `user/articles/${article.id}/metrics`,
    );
    expect(metrics.totals.downloads).toBe(before + 1);
    await reader.close();
    await bot.close();
  });
});

describe('prerendered pages', () => {
  it('serves /about, /test and journal pages from the cache from the first visit', async () => {
    const { data } = await api<{ data: { slug: string }[] }>('journals');
    const slug = data[0]?.slug as string;
    const journal = await api<{ pages: { slug: string; title: string }[] }>(`journals/${slug}`);
    const page = journal.pages[0] as { slug: string; title: string };
    for (const path of ['/about', '/test', `/journals/${slug}/pages/${page.slug}`]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.cache, path).toBe('HIT');
    }
  });

  it('answers each one’s static payload at {path}/_payload.json', async () => {
    const about = await get('/about/_payload.json');
    expect(about.status).toBe(200);
    const payload = JSON.parse(about.body);
    expect(payload.path).toBe('/about');
    // Routes without a loader (the default layout) have no data.
    expect(Object.keys(payload.routes)).toEqual(['root', 'routes/about']);
    expect(payload.routes['routes/about'].siteName).toBe('Quire');
    expect(payload.routes.root.viewer).toBeNull();

    const { data } = await api<{ data: { slug: string }[] }>('journals');
    const slug = data[0]?.slug as string;
    const journal = await api<{ pages: { slug: string; title: string }[] }>(`journals/${slug}`);
    const first = journal.pages[0] as { slug: string; title: string };
    const pagePayload = JSON.parse(
      (await get(`/journals/${slug}/pages/${first.slug}/_payload.json`)).body,
    );
    expect(JSON.stringify(pagePayload.routes)).toContain(first.title);
    expect((await get('/test/_payload.json')).status).toBe(200);
  });

  it('answers the static payload of every page the server prerenders', async () => {
    // The server's own list: the static pages and every journal's pages, as the API lists them.
    const urls = await listPrerenderedPaths({
      build: new URL('../build/', import.meta.url),
      apiUrl,
    });
    const pages = urls.filter((url) => !url.endsWith('/_payload.json'));
    expect(pages.filter((path) => path.includes('/pages/')).length).toBeGreaterThan(1);
    for (const path of pages) {
      expect(urls, path).toContain(`${path}/_payload.json`);
      const answer = await get(`${path}/_payload.json`);
      expect(answer.status, path).toBe(200);
      expect(answer.cacheControl, path).toMatch(/^public/);
      const payload = JSON.parse(answer.body);
      expect(payload.path, path).toBe(path);
      expect(payload.routes.root.viewer, path).toBeNull();
      // The page's own route has its data (a journal page's title, for instance).
      const own = Object.entries(payload.routes).at(-1);
      expect(own?.[1], path).toBeTruthy();
      const match = /^\/journals\/([^/]+)\/pages\/([^/]+)$/.exec(path);
      if (match) {
        const journal = await api<{ pages: { slug: string; title: string }[] }>(
          `journals/${match[1]}`,
        );
        const title = journal.pages.find(
          (page) => page.slug === decodeURIComponent(match[2] as string),
        )?.title as string;
        expect(JSON.stringify(own?.[1]), path).toContain(JSON.stringify(title).slice(1, -1));
      }
    }
  });

  it('refuses a payload of a page that is not prerendered or does not exist', async () => {
    expect(await get('/news/_payload.json')).toMatchObject({
      status: 404,
      body: JSON.stringify({
        message: '/news is not a prerendered page: it has no static payload.',
      }),
    });
    const { data } = await api<{ data: { slug: string }[] }>('journals');
    const missing = await get(`/journals/${data[0]?.slug}/pages/no-such-page/_payload.json`);
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body).message).toMatch(/was not found/);
  });
});
