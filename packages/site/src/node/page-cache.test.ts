// @vitest-environment node
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { defineJournalSite } from '../config/journal-site';
import { journalRouteHandle } from '../lib/route-handles';
import { CACHE_STATUS_HEADER, createPageCache } from './page-cache';
import { indexRoutes } from './route-index';

// The routes' declared tags: a journal layout at `journals/:slug`, everything else the site's.
const routes = indexRoutes(
  {
    root: { id: 'root', path: '' },
    journal: {
      id: 'journal',
      parentId: 'root',
      path: 'journals/:slug',
      module: { handle: journalRouteHandle },
    },
    'journal-article': {
      id: 'journal-article',
      parentId: 'journal',
      path: 'articles/:article_slug',
    },
    'not-found': { id: 'not-found', parentId: 'root', path: '*' },
  },
  defineJournalSite({ name: 'Test' }),
);
const quiet = { warn: () => {}, debug: () => {}, info: () => {} };
let server: http.Server | undefined;
/** How many times the app behind the cache rendered a page. */
let renders = 0;
let clock = 0;

/**
 * An app like the site server: a fresh nonce per response, the cache's hits, compression, then a "renderer" that writes
 * the page in two chunks with the nonce inside, public unless told otherwise by the query.
 */
async function start(options: { freshMs?: number; staleMs?: number; maxBytes?: number } = {}) {
  const cache = createPageCache({
    freshMs: options.freshMs ?? 60_000,
    staleMs: options.staleMs ?? 0,
    maxBytes: options.maxBytes ?? 1_000_000,
    sessionCookie: 'quire_session',
    tagsOf: routes.tagsOf,
    log: quiet,
    now: () => clock,
  });
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    res.setHeader('Content-Security-Policy', `script-src 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  app.use(cache.serveHits);
  app.use(compression());
  app.use(cache.fillMisses);
  app.get('/{*path}', (req, res) => {
    renders += 1;
    const status = Number(req.query.status ?? 200);
    res.status(status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', req.query.private ? 'private, no-store' : 'public, max-age=60');
    if (req.query.cookie) res.setHeader('Set-Cookie', 'a=b');
    if (req.query.vary) res.setHeader('Vary', String(req.query.vary));
    res.write(`<p>render ${renders} of ${req.path}</p>`);
    // A page worth compressing, with the nonce in its middle as well.
    if (req.query.big) {
      res.write(`<p>${'Lorem ipsum dolor sit amet. '.repeat(100)}</p>`);
      res.write(`<style nonce="${res.locals.cspNonce}">p{}</style>`);
      res.write(`<p>${'Consectetur adipiscing elit. '.repeat(100)}</p>`);
    }
    res.end(`<script nonce="${res.locals.cspNonce}">boot()</script>`);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server?.once('listening', resolve));
  cache.listenOn(server);
  cache.setEnabled(true);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers });
    const body = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy') ?? '',
    )?.[1];
    return { status: response.headers.get(CACHE_STATUS_HEADER), body, nonce };
  };
  /** The answer's bytes as sent, without fetch's decoding. */
  const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(`${base}${path}`, { headers, method }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject)
        .end();
    });
  return { cache, get, raw };
}

afterEach(async () => {
  renders = 0;
  clock = 0;
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

describe('page cache', () => {
  it('serves a public page from memory, with this response’s own nonce in the page', async () => {
    const { get } = await start();
    const first = await get('/about');
    const second = await get('/about');
    expect([first.status, second.status]).toEqual(['MISS', 'HIT']);
    expect(renders).toBe(1);
    expect(second.body).toContain('render 1 of /about');
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.body).toContain(`<script nonce="${second.nonce}">`);
    expect(second.body).not.toContain(first.nonce);
  });

  it('sends a page compressed once, with each response’s own nonce, to clients that accept gzip', async () => {
    const { get, raw } = await start();
    const plain = await raw('/big?big=1');
    expect(plain.headers[CACHE_STATUS_HEADER]).toBe('MISS');
    const nonceOf = (headers: http.IncomingHttpHeaders) =>
      /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1] as string;
    // Stored once compressed, a moment after the render.
    await expect.poll(async () => (await get('/big?big=1')).status).toBe('HIT');
    const nonces = new Set<string>();
    for (const accept of ['gzip', 'br, gzip;q=0.9, deflate', 'gzip, deflate, br, zstd']) {
      const hit = await raw('/big?big=1', { 'accept-encoding': accept });
      expect(hit.headers['content-encoding']).toBe('gzip');
      expect(hit.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
      const nonce = nonceOf(hit.headers);
      const page = gunzipSync(hit.body).toString();
      // The same page but for the nonce (a request made while the first was being compressed
      // may have rendered it again: the render count may differ).
      const unnumbered = (text: string) => text.replace(/render \d+/, 'render N');
      expect(unnumbered(page)).toBe(
        unnumbered(plain.body.toString().replaceAll(nonceOf(plain.headers), nonce)),
      );
      expect(page.split(nonce)).toHaveLength(3);
      expect(hit.body.length).toBeLessThan(page.length / 5);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
    // Without gzip (or refusing it), the page as rendered, with its own nonce.
    const refusals: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip;q=0, identity' }];
    for (const headers of refusals) {
      const identity = await raw('/big?big=1', headers);
      expect(identity.headers[CACHE_STATUS_HEADER]).toBe('HIT');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.headers.vary).toMatch(/Accept-Encoding/);
      expect(identity.body.length).toBe(plain.body.length);
      expect(Number(identity.headers['content-length'])).toBe(identity.body.length);
    }
    const head = await raw('/big?big=1', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });

  it('never reads or fills it for a signed-in reader, a private page, an error or a cookie', async () => {
    const { get } = await start();
    await get('/about');
    const signedIn = await get('/about', { cookie: 'theme=dark; quire_session=abc' });
    expect(signedIn.status).toBeNull();
    expect(signedIn.body).toContain('render 2');
    for (const path of ['/p?private=1', '/missing?status=404', '/c?cookie=1']) {
      await get(path);
      expect((await get(path)).status).toBe('MISS');
    }
    // Other cookies do not change the page.
    expect((await get('/about', { cookie: 'theme=dark' })).status).toBe('HIT');
  });

  it('never keeps an answer that varies on Accept', async () => {
    const { get } = await start();
    // A feed: XML for a browser opening it, the feed's own type for a reader.
    for (const path of [
      '/news/feed.xml?vary=Accept',
      '/x?vary=Accept-Encoding,%20Accept',
      '/z?vary=*',
    ]) {
      await get(path);
      expect((await get(path)).status, path).toBe('MISS');
    }
    // Pages vary on the cookie (the cache's own rule) and the encoding (its own forms).
    for (const path of ['/y?vary=Accept-Encoding', '/about?vary=Cookie']) {
      await get(path);
      expect((await get(path)).status, path).toBe('HIT');
    }
  });

  it('serves a stale page while rendering it again in the background', async () => {
    const { get } = await start({ freshMs: 1_000, staleMs: 10_000 });
    await get('/news');
    clock = 5_000;
    const stale = await get('/news');
    expect(stale.status).toBe('STALE');
    expect(stale.body).toContain('render 1');
    await expect.poll(() => renders).toBe(2);
    const fresh = await get('/news');
    expect(fresh.status).toBe('HIT');
    expect(fresh.body).toContain('render 2');
    clock = 100_000;
    expect((await get('/news')).status).toBe('MISS');
  });

  it('purges by tag: a journal’s pages, the site’s, or all', async () => {
    const { cache, get } = await start();
    const paths = ['/', '/journals/eco', '/journals/eco/articles/a.data', '/journals/geo'];
    for (const path of paths) await get(path);
    cache.purge(['journal:eco']);
    const after = await Promise.all(paths.map(async (path) => (await get(path)).status));
    expect(after).toEqual(['HIT', 'MISS', 'MISS', 'HIT']);
    cache.purge(['site']);
    expect((await get('/')).status).toBe('MISS');
    cache.purge(['all']);
    expect((await get('/journals/geo')).status).toBe('MISS');
  });

  it('serves a prerendered page a purge dropped from its new render, rendered once', async () => {
    const { cache, get } = await start();
    // Big enough to be compressed before it is stored: the slower way into the cache.
    const path = '/about?big=1';
    expect(await cache.prerender([path])).toEqual(new Map([[path, 200]]));
    expect((await get(path)).status).toBe('HIT');
    cache.purge(['site']);
    // Asked while the purge's render is under way: the readers wait for it, none renders again.
    const readers = await Promise.all([get(path), get(path), get(path)]);
    expect(readers.map((reader) => reader.status)).toEqual(['HIT', 'HIT', 'HIT']);
    expect(readers.every((reader) => reader.body.includes('render 2 of /about'))).toBe(true);
    expect(renders).toBe(2);
    expect(cache.stats()).toMatchObject({ hit: 4, miss: 0 });
  });

  it('is bypassed and empty while purges cannot reach it', async () => {
    const { cache, get } = await start();
    await get('/about');
    cache.setEnabled(false);
    expect((await get('/about')).status).toBe('BYPASS');
    cache.setEnabled(true);
    expect((await get('/about')).status).toBe('MISS');
    expect(cache.stats()).toMatchObject({ hit: 0, miss: 2, bypass: 1, entries: 1 });
  });

  it('keeps the most recently used pages within its byte budget', async () => {
    const { cache, get } = await start({ maxBytes: 250 });
    for (const path of ['/a', '/b', '/c']) await get(path);
    await get('/a');
    await get('/d');
    expect(cache.stats().bytes).toBeLessThanOrEqual(250);
    expect((await get('/a')).status).toBe('HIT');
    expect((await get('/b')).status).toBe('MISS');
  });
});
