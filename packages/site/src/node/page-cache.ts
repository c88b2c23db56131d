// The anonymous page cache: rendered public pages (and their `.data` twins) kept in memory and
// served to signed-out readers without running React Router, with stale-while-revalidate, purged
// by tag when the API announces a content change (purge-stream.ts).
//
// What may be cached is decided by the app, not here: a response is kept only when the app marked
// it `Cache-Control: public` (anonymous, unguarded, 200; see lib/cache-control.ts) and it sets no
// cookie. Requests that carry a session cookie never read or fill the cache. A page's purge tags
// are what its routes declare (lib/route-handles.ts).
//
// Pages live in an `lru-cache` bounded by bytes; prerendered pages beside it, never evicted nor
// expired, until a purge drops them (and renders them again).
//
// Hits are answered before the compression middleware: a page is gzipped once when it is
// stored, in a form that still takes a fresh nonce per response (spliced-gzip.ts), and a hit
// sends that to browsers that accept gzip and the plain page to the others.
import { randomBytes } from 'node:crypto';
import http, { type OutgoingHttpHeader, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import './express-locals';
import type { Logger } from './logger';
import { compressPieces, type SplicedGzip, splicedGzipParts } from './spliced-gzip';

/** Answer header saying how the page was served: HIT, STALE, MISS or BYPASS. */
export const CACHE_STATUS_HEADER = 'x-page-cache';

/** The header background refreshes carry (with the cache's secret) through the server itself. */
const REFRESH_HEADER = 'x-page-cache-refresh';

// Headers that belong to one response, set again for each (the nonce-bearing CSP, the request
// id) or by the transport.
const PER_RESPONSE = new Set([
  'content-security-policy',
  'x-request-id',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
  CACHE_STATUS_HEADER,
]);

// Smaller bodies gain nothing from compression (the compression middleware's own threshold).
const COMPRESS_FROM_BYTES = 1024;
// Pages, their `.data` twins (`text/x-script`), payloads and feeds; never images or archives.
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|javascript|[\w.-]+\+(?:xml|json)))/i;

/**
 * Whether an answer's `Vary` names `Accept` (or `*`): a feed is sent as `application/xml` to a
 * browser that opens it and in its own type to feed readers. The cache keys answers by address
 * only, so it must not keep those: it would hand one client's form to the other. (`Cookie`, which
 * pages vary on, is the cache's own rule already: signed-in requests never read it.)
 */
function variesOnAccept(vary: OutgoingHttpHeader | undefined): boolean {
  if (vary === undefined) return false;
  return String(vary)
    .split(',')
    .some((name) => ['accept', '*'].includes(name.trim().toLowerCase()));
}

/** `body` cut at each occurrence of `nonce` (views, not copies); `[body]` when it holds none. */
function splitAt(body: Buffer, nonce: string | undefined): Buffer[] {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce, 'latin1');
  const pieces: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, start)) {
    pieces.push(body.subarray(start, at));
    start = at + needle.length;
  }
  pieces.push(body.subarray(start));
  return pieces;
}

/** Options of {@link createPageCache}. */
export interface PageCacheOptions {
  /** How long a page is served without rendering it again. */
  freshMs: number;
  /** How long after that a page is still served while it renders again. */
  staleMs: number;
  /** Bodies kept at most, in bytes; the least recently used go first. */
  maxBytes: number;
  /** The app's session cookie: requests carrying it never read or fill the cache. */
  sessionCookie: string;
  /** The purge tags of the page at a path (declared by its routes). */
  tagsOf: (pathname: string) => readonly string[];
  /** Runs on every purge (drops the app's cached API reads). */
  onPurge?: () => void;
  log: Pick<Logger, 'warn' | 'debug'>;
  /** The clock (tests pass their own). */
  now?: () => number;
}

interface Entry {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** The CSP nonce the page was rendered with. */
  nonce: string | undefined;
  /** The body cut where that nonce stood. */
  pieces: Buffer[];
  /** The pieces compressed, for browsers that accept gzip; none for small or binary bodies. */
  gzip: SplicedGzip | undefined;
  /** Bytes held: the body and its compressed pieces. */
  size: number;
  tags: readonly string[];
  storedAt: number;
  refreshing: boolean;
}

/** How the page cache answered, since start, and what it holds. */
export interface PageCacheStats {
  hit: number;
  stale: number;
  miss: number;
  bypass: number;
  entries: number;
  bytes: number;
  enabled: boolean;
}

/** The page cache's middleware and controls. */
export interface PageCache {
  /** Answers hits, early in the chain (before static files and body checks). */
  serveHits: RequestHandler;
  /** Right before React Router's handler: records what it renders, to keep it if public. */
  fillMisses: RequestHandler;
  /** Drops the pages of `tags` (`all`, `site`, `journal:<slug>`) and the app's cached API reads. */
  purge(tags: readonly string[]): void;
  /**
   * Prerenders `urls`: renders each now and keeps it until a purge drops it (then renders it
   * again). Resolves with each URL's status (null: it could not be asked).
   */
  prerender(urls: readonly string[]): Promise<Map<string, number | null>>;
  /** Serve and fill the cache only while purges can reach it; turning it off empties it. */
  setEnabled(enabled: boolean): void;
  /** How background refreshes reach this server. */
  listenOn(server: Server): void;
  /** Counts for /metrics and tests. */
  stats(): PageCacheStats;
}

/**
 * Creates the page cache: `serveHits` goes early in the chain, `fillMisses` right before React
 * Router's request handler, `purge(tags)` is called by the purge stream, `setEnabled(false)`
 * while the stream is down (a missed purge must not leave a stale page being served).
 */
export function createPageCache({
  freshMs,
  staleMs,
  maxBytes,
  sessionCookie,
  tagsOf,
  onPurge = () => {},
  log,
  now = Date.now,
}: PageCacheOptions): PageCache {
  const signedIn = new RegExp(`(?:^|;\\s*)${sessionCookie}=[^;\\s]`);
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    // One huge page must not empty the cache.
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 2)),
    sizeCalculation: (entry) => Math.max(1, entry.size),
    // Past fresh and stale, a page is gone; freshness within is the cache's own clock below.
    ttl: freshMs + staleMs,
    ttlAutopurge: false,
    ttlResolution: 0,
    perf: { now },
  });
  // Pages rendered ahead of any visit (prerender.ts): never expire or get evicted, and are
  // rendered again at once when a purge drops them.
  const pinned = new Map<string, Entry | undefined>();
  // Prerendered pages being rendered again (after a purge, or as the cache comes back on),
  // settled once the new page is stored or the render failed: a reader who asks meanwhile waits
  // for that render instead of starting a second one (see `serveHits`).
  const rerendering = new Map<string, Promise<unknown>>();
  // Prerendered pages being compressed before they are stored, by key (see `keepAnswer`).
  const storing = new Map<string, Promise<void>>();
  let enabled = false;
  // Bumped by every purge: a page whose rendering began before it is not stored.
  let generation = 0;
  // Background refreshes come back through the server itself and carry this secret.
  const refreshSecret = randomBytes(18).toString('base64url');
  let addressOf: (() => AddressInfo | string | null) | undefined;
  const counters = { hit: 0, stale: 0, miss: 0, bypass: 0 };
  let pinnedBytes = 0;

  function store(key: string, entry: Entry): void {
    if (pinned.has(key)) {
      pinnedBytes += entry.size - (pinned.get(key)?.size ?? 0);
      pinned.set(key, entry);
      return;
    }
    entries.set(key, entry);
  }

  // The path and query: one server serves one site (its links come from PUBLIC_ORIGIN), so the
  // Host header does not change a page.
  const keyOf = (req: Request) => req.originalUrl;

  /**
   * Serves `entry`, its nonce replaced by this response's own: gzipped when the client accepts
   * it and the entry has a compressed form, else as is. The stored pieces go out as they are,
   * with the nonce between them, in one write of several buffers: a hit copies no page bytes
   * (joining them into one buffer per response was a sixth of a hit's time in a profile).
   */
  function serve(req: Request, res: Response, entry: Entry, status: string): void {
    const fresh = res.locals.cspNonce;
    let parts: Buffer[] = [entry.body];
    const gzip = entry.gzip && req.acceptsEncodings('gzip', 'identity') === 'gzip';
    if (gzip && entry.gzip) {
      // Without a fresh nonce (none is made for this response) the stored one stays.
      const nonce = fresh ?? entry.nonce ?? '';
      parts = splicedGzipParts(entry.gzip, Buffer.from(nonce, 'latin1'));
    } else if (entry.pieces.length > 1 && fresh) {
      // The pieces between the old nonce's places, joined by the new one: no decoding of the page.
      const nonce = Buffer.from(fresh, 'latin1');
      parts = [];
      for (const piece of entry.pieces) parts.push(piece, nonce);
      parts.pop();
    }
    res.status(entry.status);
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
    res.setHeader(CACHE_STATUS_HEADER, status);
    res.setHeader('Age', String(Math.floor((now() - entry.storedAt) / 1000)));
    // Shared caches in front must keep the two forms apart.
    if (entry.gzip) res.vary('Accept-Encoding');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    let length = 0;
    for (const part of parts) length += part.length;
    res.setHeader('Content-Length', String(length));
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    // Corked, the parts leave with the headers in one write; end() uncorks.
    res.cork();
    for (const part of parts) res.write(part);
    res.end();
  }

  /**
   * Renders `url` (path and query) again through this server and stores it; resolves with the
   * status, or null when it could not be asked.
   * @param host the Host header (a request's own, else the server's address)
   */
  function render(url: string, host?: string): Promise<number | null> {
    const address = addressOf?.();
    if (!address || typeof address === 'string') return Promise.resolve(null);
    return new Promise((resolve) => {
      const request = http.request({
        host: '127.0.0.1',
        port: address.port,
        path: url,
        headers: { host: host ?? `127.0.0.1:${address.port}`, [REFRESH_HEADER]: refreshSecret },
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? null));
        response.on('error', () => resolve(null));
      });
      request.on('error', (error) => {
        log.warn('page cache could not render a page', { url, err: error });
        resolve(null);
      });
      request.end();
    });
  }

  /** Renders a stale page again in the background. */
  function refresh(req: Request, entry: Entry): void {
    entry.refreshing = true;
    void render(req.originalUrl, req.headers.host).finally(() => {
      entry.refreshing = false;
    });
  }

  /** Records the response of a render and stores it when the app allows. */
  function capture(req: Request, res: Response, key: string): void {
    const started = generation;
    const chunks: Buffer[] = [];
    const write = res.write;
    const end = res.end;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(
              chunk as string,
              typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
            ),
      );
    };
    // The response's own write and end, wrapped: whatever overloads the app calls them with
    // pass through unchanged.
    res.write = function (this: Response, ...args: unknown[]) {
      keep(args[0], args[1]);
      return (write as (...rest: unknown[]) => boolean).apply(this, args);
    } as Response['write'];
    res.end = function (this: Response, ...args: unknown[]) {
      keep(args[0], args[1]);
      const cacheControl = String(res.getHeader('cache-control') ?? '');
      if (
        enabled &&
        started === generation &&
        req.method === 'GET' &&
        res.statusCode === 200 &&
        cacheControl.startsWith('public') &&
        !res.hasHeader('set-cookie') &&
        !variesOnAccept(res.getHeader('vary'))
      ) {
        keepAnswer(req, res, key, Buffer.concat(chunks), started);
      }
      return (end as (...rest: unknown[]) => Response).apply(this, args);
    } as Response['end'];
  }

  function keepAnswer(req: Request, res: Response, key: string, body: Buffer, started: number) {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (!PER_RESPONSE.has(name) && value !== undefined) {
        headers[name] = Array.isArray(value) ? value : String(value);
      }
    }
    const entry: Entry = {
      status: res.statusCode,
      headers,
      body,
      nonce: res.locals.cspNonce,
      pieces: splitAt(body, res.locals.cspNonce),
      gzip: undefined,
      size: body.length,
      tags: tagsOf(req.path),
      storedAt: now(),
      refreshing: false,
    };
    // What is recorded here is what the app wrote, before the compression middleware (which
    // wraps the response first) encodes it.
    if (
      body.length < COMPRESS_FROM_BYTES ||
      !COMPRESSIBLE.test(String(headers['content-type'] ?? ''))
    ) {
      store(key, entry);
      return;
    }
    // Compressed off the event loop (zlib's thread pool), stored once ready: every stored page
    // that can be compressed has its gzip form, so no hit compresses anything.
    const stored = compressPieces(entry.pieces).then(
      (gzip) => {
        if (!enabled || started !== generation) return;
        entry.gzip = gzip;
        entry.size += gzip.deflated.reduce((sum, part) => sum + part.length, 0);
        store(key, entry);
      },
      (error: unknown) => log.warn('page cache could not compress a page', { key, err: error }),
    );
    // Only a prerendered page has readers waiting for its render (see `renderPinned`).
    if (!pinned.has(key)) return;
    storing.set(key, stored);
    void stored.finally(() => {
      if (storing.get(key) === stored) storing.delete(key);
    });
  }

  /**
   * Renders a prerendered page again and stores it. Until it is stored (or the render failed),
   * readers of `url` wait for it rather than render the page themselves.
   */
  function renderPinned(url: string): Promise<unknown> {
    const pending = rerendering.get(url);
    if (pending) return pending;
    // The answer is stored (compressed first) just after the render's response ends.
    const done = render(url).then(() => storing.get(url));
    rerendering.set(url, done);
    void done.finally(() => {
      if (rerendering.get(url) === done) rerendering.delete(url);
    });
    return done;
  }

  /** Whether `req` may be answered from, or fill, the cache at all. */
  function cacheable(req: Request): boolean {
    return (
      (req.method === 'GET' || req.method === 'HEAD') && !signedIn.test(req.headers.cookie ?? '')
    );
  }

  const cache: PageCache = {
    serveHits(req, res, next) {
      if (!enabled || !cacheable(req) || req.headers[REFRESH_HEADER] !== undefined) {
        return next();
      }
      const key = keyOf(req);
      const kept = pinned.get(key);
      // `get` makes the page the most recently used; past fresh and stale it is gone.
      const entry = kept ?? (pinned.has(key) ? undefined : entries.get(key));
      const rendering = entry ? undefined : rerendering.get(key);
      if (rendering) {
        // A prerendered page dropped by a purge and being rendered again: served from that
        // render once it is stored, so a burst of readers after a purge costs one render.
        void rendering.then(() => {
          const rendered = enabled ? pinned.get(key) : undefined;
          if (!rendered) return next();
          res.locals.routed = true;
          counters.hit += 1;
          serve(req, res, rendered, 'HIT');
        });
        return;
      }
      if (!entry) return next();
      res.locals.routed = true;
      const age = now() - entry.storedAt;
      if (kept || age < freshMs) {
        counters.hit += 1;
        return serve(req, res, entry, 'HIT');
      }
      counters.stale += 1;
      if (!entry.refreshing) refresh(req, entry);
      return serve(req, res, entry, 'STALE');
    },
    fillMisses(req, res, next) {
      if (!cacheable(req)) return next();
      if (!enabled) {
        counters.bypass += 1;
        res.setHeader(CACHE_STATUS_HEADER, 'BYPASS');
        return next();
      }
      const refreshing = req.headers[REFRESH_HEADER] === refreshSecret;
      if (!refreshing) {
        counters.miss += 1;
        res.setHeader(CACHE_STATUS_HEADER, 'MISS');
      }
      if (req.method === 'GET') capture(req, res, keyOf(req));
      next();
    },
    purge(tags) {
      generation += 1;
      onPurge();
      const all = tags.includes('all');
      const purged = (entry: Entry) => all || entry.tags.some((tag) => tags.includes(tag));
      for (const [key, entry] of entries.entries()) if (purged(entry)) entries.delete(key);
      for (const [url, entry] of pinned) {
        if (!entry || !purged(entry)) continue;
        pinned.set(url, undefined);
        pinnedBytes -= entry.size;
        // Prerendered pages are rendered again at once, from the changed content.
        if (enabled) void renderPinned(url);
      }
    },
    async prerender(urls) {
      const statuses = new Map<string, number | null>();
      for (const url of urls) {
        if (!pinned.has(url)) {
          // A page already kept as an ordinary one becomes a prerendered one.
          pinned.set(url, undefined);
          entries.delete(url);
        }
        statuses.set(url, await render(url));
      }
      return statuses;
    },
    setEnabled(value) {
      const was = enabled;
      enabled = value;
      if (!value) cache.purge(['all']);
      // Back on: the prerendered pages are rendered again (they were dropped when it went off).
      else if (!was) for (const [url, entry] of pinned) if (!entry) void renderPinned(url);
    },
    listenOn(server) {
      addressOf = () => server.address();
    },
    stats() {
      return {
        ...counters,
        entries: entries.size + [...pinned.values()].filter(Boolean).length,
        bytes: entries.calculatedSize + pinnedBytes,
        enabled,
      };
    },
  };
  return cache;
}
