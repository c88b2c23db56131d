import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApi } from './support/api-read';
import { apiUrl } from './support/servers';
import { startWebServer, type WebServer } from './support/web-server';

// How many API calls the web server makes to render each public page for a signed-out reader,
// with both of its shared caches of whole answers off (the page cache and the one-second cache of
// anonymous API reads): what an uncached page costs. Process-wide caches of what changes rarely
// (settings, the journal list), dropped on every content purge, stay on — they are the design.

/** The most API calls a public page may make (issue #15: "at most two API calls per public page"). */
const MAX_CALLS_PER_PAGE = 2;

let proxy: Server;
let web: WebServer;
/** The API paths asked since the last reset. */
let calls: string[] = [];

interface Demo {
  journal: string;
  issueId: number;
  volumeId: number;
  pageSlug: string;
  newsSlug: string;
  articleSlug: string;
}
let demo: Demo;

beforeAll(async () => {
  const upstream = new URL(apiUrl).origin;
  // Forwards every request to the API as a stream (the purge stream stays open through it) and
  // notes its path; the purge stream itself is not a page's call.
  proxy = createServer((request, response) => {
    if (!request.url?.includes('/cache/purges')) calls.push(`${request.method} ${request.url}`);
    const upstreamRequest = httpRequest(
      new URL(request.url ?? '/', upstream),
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstreamRequest.on('error', () => response.destroy());
    request.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  web = await startWebServer({
    apiUrl: `${proxyUrl}/api/`,
    backendUrl: upstream,
    env: { API_CACHE_MS: '0', PAGE_CACHE_FRESH_MS: '0' },
  });

  const read = <T>(path: string) => readApi<T>(apiUrl, path);
  const journals = await read<{ data: { slug: string }[] }>('journals');
  const journal = journals.data[0]?.slug ?? '';
  const detail = await read<{
    pages: { slug: string }[];
    currentIssue: { id: number; volumeId: number };
  }>(`journals/${journal}`);
  const issue = await read<{ sections: { articles: { slug: string }[] }[] }>(
    `journals/${journal}/issues/${detail.currentIssue.id}`,
  );
  const news = await read<{ data: { slug: string }[] }>('news');
  demo = {
    journal,
    issueId: detail.currentIssue.id,
    volumeId: detail.currentIssue.volumeId,
    pageSlug: detail.pages[0]?.slug ?? '',
    newsSlug: news.data[0]?.slug ?? '',
    articleSlug: issue.sections.flatMap((section) => section.articles)[0]?.slug ?? '',
  };
}, 120_000);

afterAll(async () => {
  await web?.stop();
  await new Promise((resolve) => proxy?.close(resolve));
});

function publicPages(): [name: string, path: string][] {
  const j = `/journals/${demo.journal}`;
  return [
    ['home', '/'],
    ['journals', '/journals'],
    ['about', '/about'],
    ['news', '/news'],
    ['news item', `/news/${demo.newsSlug}`],
    ['contact', '/contact'],
    ['search', '/search?q=forest'],
    ['journal home', j],
    ['current issue', `${j}/current-issue`],
    ['archive', `${j}/archive`],
    ['archive item', `${j}/archive/${demo.issueId}`],
    ['volumes', `${j}/volumes`],
    ['volume issues', `${j}/volumes/${demo.volumeId}/issues`],
    ['issue', `${j}/volumes/${demo.volumeId}/issues/${demo.issueId}`],
    ['journal page', `${j}/pages/${demo.pageSlug}`],
    ['article', `${j}/articles/${demo.articleSlug}`],
  ];
}

describe('API calls per public page, caches of whole answers off', () => {
  it(`makes at most ${MAX_CALLS_PER_PAGE} for each page type`, async () => {
    // The stable reads are kept once the server follows the purge stream (its log says so).
    await expect
      .poll(() => web.output(), { timeout: 15_000 })
      .toContain('following content changes');
    const seen: Record<string, string[]> = {};
    for (const [name, path] of publicPages()) {
      // The first view fills the process-wide caches (settings, journal list); the second is
      // what every later uncached view of the page costs.
      expect((await fetch(`${web.url}${path}`)).status, name).toBe(200);
      calls = [];
      expect((await fetch(`${web.url}${path}`)).status, name).toBe(200);
      seen[name] = [...calls];
    }
    const over = Object.entries(seen).filter(([, asked]) => asked.length > MAX_CALLS_PER_PAGE);
    expect(Object.fromEntries(over)).toEqual({});
  });
});
