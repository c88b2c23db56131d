// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { prerenderedUrls } from './prerender.mjs';

let server: http.Server | undefined;

afterEach(async () => {
  const running = server;
  server = undefined;
  if (running) await new Promise((resolve) => running.close(resolve));
});

/**
 * An HTTP server answering the API's journal list as the API pages it (at most `perPage`, capped
 * at 100) and each journal with one static page; resolves with its API base URL.
 */
async function journalsApi(count: number): Promise<string> {
  const slugs = Array.from({ length: count }, (_, index) => `j${index + 1}`);
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api');
    res.setHeader('Content-Type', 'application/json');
    if (url.pathname === '/api/journals') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Math.min(Number(url.searchParams.get('perPage') ?? 20), 100);
      const data = slugs.slice((page - 1) * perPage, page * perPage).map((slug) => ({ slug }));
      const lastPage = Math.max(1, Math.ceil(count / perPage));
      res.end(JSON.stringify({ data, meta: { page, perPage, total: count, lastPage } }));
      return;
    }
    const slug = /^\/api\/journals\/([^/]+)$/.exec(url.pathname)?.[1];
    res.end(JSON.stringify({ slug, pages: [{ slug: 'about' }] }));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server?.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
}

describe('prerenderedUrls', () => {
  it('lists the pages of every journal, past the first page of the API’s list', async () => {
    const urls = await prerenderedUrls(await journalsApi(130));
    const journalPages = urls.filter((url) => /^\/journals\/[^/]+\/pages\/about$/.test(url));
    expect(journalPages).toHaveLength(130);
    expect(journalPages.at(-1)).toBe('/journals/j130/pages/about');
    expect(urls).toContain('/journals/j130/pages/about/_payload.json');
    expect(urls.slice(0, 4)).toEqual([
      '/about',
      '/about/_payload.json',
      '/test',
      '/test/_payload.json',
    ]);
  });

  it('stops at an empty list', async () => {
    expect(await prerenderedUrls(await journalsApi(0))).toEqual([
      '/about',
      '/about/_payload.json',
      '/test',
      '/test/_payload.json',
    ]);
  });
});
