import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from './http-client';
import { installMicroCache } from './micro-cache';

let server: Server;
let apiUrl: string;
let hits: string[] = [];
let clock = 0;
/** The version `/api/tagged` answers with, as its ETag. */
let taggedVersion = 'v1';

// A loopback API that counts requests and answers `/missing` with 404.
beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/api/tagged')) {
      const etag = `"${taggedVersion}"`;
      hits[hits.length - 1] += ` if-none-match=${request.headers['if-none-match'] ?? '-'}`;
      response.setHeader('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        response.statusCode = 304;
        response.end();
        return;
      }
      response.end(JSON.stringify({ version: taggedVersion }));
      return;
    }
    if (request.url?.startsWith('/api/missing')) {
      response.statusCode = 404;
      response.end(JSON.stringify({ message: 'Not found.' }));
      return;
    }
    setTimeout(() => response.end(JSON.stringify({ url: request.url, items: [1, 2] })), 10);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  hits = [];
  clock = 0;
  taggedVersion = 'v1';
});

function cachedClient(token: string | null = null, maxEntries?: number): HttpClient {
  const http = createHttpClient({ apiUrl, auth: { getToken: () => token } });
  installMicroCache(http, { ttlMs: 1_000, maxEntries, now: () => clock });
  return http;
}

describe('installMicroCache', () => {
  it('sends concurrent identical GETs once and reuses the answer within the TTL', async () => {
    const http = cachedClient();
    const [first, second] = await Promise.all([
      http.get<{ url: string }>('journals'),
      http.get<{ url: string }>('journals'),
    ]);
    clock = 999;
    const third = await http.get<{ url: string }>('journals');
    expect(hits).toEqual(['GET /api/journals']);
    expect([first.url, second.url, third.url]).toEqual(Array(3).fill('/api/journals'));
  });

  it('asks again once the TTL has passed', async () => {
    const http = cachedClient();
    await http.get('journals');
    clock = 1_000;
    await http.get('journals');
    expect(hits).toHaveLength(2);
  });

  it('asks again at once after clear() (content changed)', async () => {
    const http = createHttpClient({ apiUrl, auth: { getToken: () => null } });
    const cache = installMicroCache(http, { ttlMs: 1_000, now: () => clock });
    await http.get('journals');
    cache.clear();
    await http.get('journals');
    expect(hits).toEqual(['GET /api/journals', 'GET /api/journals']);
  });

  it('keys answers by the full URL, query included', async () => {
    const http = cachedClient();
    await http.get('news', { params: { page: 1 } });
    await http.get('news', { params: { page: 2 } });
    await http.get('news', { params: { page: 1 } });
    expect(hits).toEqual(['GET /api/news?page=1', 'GET /api/news?page=2']);
  });

  it('gives every caller its own parsed body', async () => {
    const http = cachedClient();
    const first = await http.get<{ items: number[] }>('journals');
    first.items.push(3);
    const second = await http.get<{ items: number[] }>('journals');
    expect(second.items).toEqual([1, 2]);
  });

  it('never caches failures', async () => {
    const http = cachedClient();
    await expect(http.get('missing')).rejects.toMatchObject({ status: 404 });
    await expect(http.get('missing')).rejects.toMatchObject({ status: 404 });
    expect(hits).toHaveLength(2);
  });

  it('never caches authenticated requests or other methods', async () => {
    const http = cachedClient('secret-token');
    await http.get('journals');
    await http.get('journals');
    const anonymous = cachedClient();
    await anonymous.post('contact', { name: 'A' });
    await anonymous.post('contact', { name: 'A' });
    expect(hits).toEqual([
      'GET /api/journals',
      'GET /api/journals',
      'POST /api/contact',
      'POST /api/contact',
    ]);
  });

  it('sends requests the bypass rule names every time', async () => {
    const http = createHttpClient({ apiUrl });
    installMicroCache(http, {
      ttlMs: 1_000,
      now: () => clock,
      bypass: (url) => url.endsWith('/a'),
    });
    await http.get('a');
    await http.get('a');
    await http.get('b');
    await http.get('b');
    expect(hits).toEqual(['GET /api/a', 'GET /api/a', 'GET /api/b']);
  });

  it('keeps each URL for the time ttlFor gives it, never when that is 0', async () => {
    const http = createHttpClient({ apiUrl });
    let stableMs = 60_000;
    installMicroCache(http, {
      ttlMs: 0,
      now: () => clock,
      ttlFor: (url) => (url.endsWith('/settings') ? stableMs : undefined),
    });
    await http.get('settings');
    await http.get('news');
    clock = 59_999;
    await http.get('settings');
    await http.get('news');
    expect(hits).toEqual(['GET /api/settings', 'GET /api/news', 'GET /api/news']);
    // Asked on every request: a rule turned off (0) sends the next read at once.
    stableMs = 0;
    await http.get('settings');
    expect(hits.at(-1)).toBe('GET /api/settings');
  });

  it('drops the oldest answer beyond maxEntries', async () => {
    const http = cachedClient(null, 2);
    await http.get('a');
    await http.get('b');
    await http.get('c');
    await http.get('a');
    expect(hits).toEqual(['GET /api/a', 'GET /api/b', 'GET /api/c', 'GET /api/a']);
  });

  describe('shared parsed answers (shareParsedAnswers)', () => {
    function sharingClient(
      options: { bypass?: (url: string) => boolean; maxEntries?: number } = {},
    ) {
      const http = createHttpClient({ apiUrl, auth: { getToken: () => null } });
      const cache = installMicroCache(http, {
        ttlMs: 1_000,
        now: () => clock,
        shareParsedAnswers: true,
        ...options,
      });
      return { http, cache };
    }
    const read = <T>(http: HttpClient, url: string) => http.request<T>({ url });

    it('hands every caller the same frozen answer until it expires', async () => {
      const { http } = sharingClient();
      const [first, second] = await Promise.all([
        read<{ items: number[] }>(http, 'journals'),
        read<{ items: number[] }>(http, 'journals'),
      ]);
      clock = 999;
      const third = await read<{ items: number[] }>(http, 'journals');
      expect(hits).toEqual(['GET /api/journals']);
      expect(second).toBe(first);
      expect(third).toBe(first);
      expect(Object.isFrozen(first.items)).toBe(true);
      expect(() => first.items.push(3)).toThrow(TypeError);
      clock = 1_000;
      const fourth = await read<{ items: number[] }>(http, 'journals');
      expect(hits).toEqual(['GET /api/journals', 'GET /api/journals']);
      expect(fourth).not.toBe(first);
      expect(fourth.items).toEqual([1, 2]);
    });

    it('keys shared answers by the full URL, query included', async () => {
      const { http } = sharingClient();
      const page = (n: number) => http.request({ url: 'news', params: { page: n } });
      const first = await page(1);
      expect(await page(1)).toBe(first);
      expect(await page(2)).not.toBe(first);
      expect(await read(http, '/journals')).toBe(await read(http, 'journals'));
      expect(hits).toEqual(['GET /api/news?page=1', 'GET /api/news?page=2', 'GET /api/journals']);
    });

    it('asks again at once after clear()', async () => {
      const { http, cache } = sharingClient();
      const first = await read(http, 'journals');
      cache.clear();
      expect(await read(http, 'journals')).not.toBe(first);
      expect(hits).toHaveLength(2);
    });

    it('never joins a bypassed read, a failure or a read with headers of its own', async () => {
      const { http } = sharingClient({ bypass: (url) => url.endsWith('/counted') });
      const [one, two] = await Promise.all([read(http, 'counted'), read(http, 'counted')]);
      expect(one).not.toBe(two);
      await expect(read(http, 'missing')).rejects.toMatchObject({ status: 404 });
      await expect(read(http, 'missing')).rejects.toMatchObject({ status: 404 });
      // Its raw answer is still reused (headers do not make it private); its parse is its own.
      const own = { url: 'journals', headers: { 'Accept-Language': 'fr' } };
      expect(await http.request(own)).not.toBe(await http.request(own));
      expect(hits).toEqual([
        'GET /api/counted',
        'GET /api/counted',
        'GET /api/missing',
        'GET /api/missing',
        'GET /api/journals',
      ]);
    });

    it('keeps at most maxEntries answers, dropping the oldest', async () => {
      const { http } = sharingClient({ maxEntries: 2 });
      const a = await read(http, 'a');
      await read(http, 'b');
      await read(http, 'c');
      expect(await read(http, 'a')).not.toBe(a);
      expect(hits).toEqual(['GET /api/a', 'GET /api/b', 'GET /api/c', 'GET /api/a']);
    });
  });

  describe('revalidation with ETags', () => {
    it('revalidates an expired answer with If-None-Match and reuses it on 304', async () => {
      const http = cachedClient();
      const first = await http.get<{ version: string }>('tagged');
      clock = 1_000;
      const second = await http.get<{ version: string }>('tagged');
      expect(hits).toEqual([
        'GET /api/tagged if-none-match=-',
        'GET /api/tagged if-none-match="v1"',
      ]);
      expect(second).toEqual(first);
      expect(second).toEqual({ version: 'v1' });
    });

    it('takes the new body when the ETag has changed', async () => {
      const http = cachedClient();
      await http.get('tagged');
      taggedVersion = 'v2';
      clock = 1_000;
      expect(await http.get('tagged')).toEqual({ version: 'v2' });
      clock = 2_000;
      await http.get('tagged');
      expect(hits.at(-1)).toBe('GET /api/tagged if-none-match="v2"');
    });

    it('serves a revalidated answer from the cache for another TTL', async () => {
      const http = cachedClient();
      await http.get('tagged');
      clock = 1_000;
      await http.get('tagged');
      clock = 1_999;
      await http.get('tagged');
      expect(hits).toHaveLength(2);
    });

    it('asks plainly again for an answer without an ETag', async () => {
      const http = cachedClient();
      await http.get('journals');
      clock = 1_000;
      await http.get('journals');
      expect(hits).toEqual(['GET /api/journals', 'GET /api/journals']);
    });
  });
});
