// The anonymous page cache: rendered public pages (and their `.data` twins) kept in memory and
// served to signed-out readers without running React Router, with stale-while-revalidate, purged
// by tag when the API announces a content change (server/purge-stream.mjs).
//
// What may be cached is decided by the app, not here: a response is kept only when the app marked
// it `Cache-Control: public` (anonymous, unguarded, 200; see packages/site/src/lib/cache-control.ts)
// and it sets no cookie. Requests that carry a session cookie never read or fill the cache.
//
// Hits are answered before the compression middleware: a page is gzipped once when it is
// stored, in a form that still takes a fresh nonce per response (server/spliced-gzip.mjs), and a
// hit sends that to browsers that accept gzip and the plain page to the others.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { compressPieces, splicedGzipParts } from './spliced-gzip.mjs';

/** Answer header saying how the page was served: HIT, STALE, MISS or BYPASS. */
export const CACHE_STATUS_HEADER = 'x-page-cache';

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
 * The cache tags of a page, from its path: every page of a journal carries `journal:<slug>`,
 * every other page `site`. A purge of `all` drops everything.
 * @param {string} pathname
 * @returns {string}
 */
export function tagOfPath(pathname) {
  const match = /^\/journals\/([^/.]+)(?:[/.]|$)/.exec(pathname);
  if (!match) return 'site';
  try {
    return `journal:${decodeURIComponent(match[1])}`;
  } catch {
    // Malformed escapes name no journal: such a page is an error page, never stored anyway.
    return `journal:${match[1]}`;
  }
}

/**
 * `body` cut at each occurrence of `nonce` (views, not copies); `[body]` when it holds none.
 * @param {Buffer} body
 * @param {string | undefined} nonce
 * @returns {Buffer[]}
 */
function splitAt(body, nonce) {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce, 'latin1');
  const pieces = [];
  let start = 0;
  for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, start)) {
    pieces.push(body.subarray(start, at));
    start = at + needle.length;
  }
  pieces.push(body.subarray(start));
  return pieces;
}

/**
 * @typedef {object} PageCacheOptions
 * @property {number} freshMs how long a page is served without rendering it again
 * @property {number} staleMs how long after that a page is still served while it renders again
 * @property {number} maxBytes bodies kept at most, in bytes; the least recently used go first
 * @property {string} sessionCookie the name of the app's session cookie: requests carrying it
 *   never read or fill the cache
 * @property {() => void} [onPurge] runs on every purge (drops the app's cached API reads)
 * @property {{ warn(msg: string, fields?: object): void, debug(msg: string, fields?: object): void }} log
 * @property {() => number} [now] the clock (tests pass their own)
 */

/**
 * @typedef {object} Entry
 * @property {number} status
 * @property {Record<string, string | string[]>} headers
 * @property {Buffer} body
 * @property {string | undefined} nonce the CSP nonce the page was rendered with
 * @property {Buffer[]} pieces the body cut where the CSP nonce it was rendered with stood
 * @property {import('./spliced-gzip.mjs').SplicedGzip | undefined} gzip the pieces compressed,
 *   for browsers that accept gzip; none for small or already compressed bodies
 * @property {number} size bytes held: the body and its compressed pieces
 * @property {string} tag
 * @property {number} storedAt
 * @property {boolean} refreshing
 * @property {boolean} pinned prerendered: kept until purged
 */

/**
 * Creates the page cache: `serveHits` goes early in the chain, `fillMisses` right before React
 * Router's request handler,
 * `purge(tags)` is called by the purge stream, `setEnabled(false)` while the stream is down (a
 * missed purge must not leave a stale page being served).
 * @param {PageCacheOptions} options
 */
export function createPageCache({
  freshMs,
  staleMs,
  maxBytes,
  sessionCookie,
  onPurge = () => {},
  log,
  now = Date.now,
}) {
  const signedIn = new RegExp(`(?:^|;\\s*)${sessionCookie}=[^;\\s]`);
  /** @type {Map<string, Entry>} in least-recently-used order */
  const entries = new Map();
  let bytes = 0;
  let enabled = false;
  // Bumped by every purge: a page whose rendering began before it is not stored.
  let generation = 0;
  // Background refreshes come back through the server itself and carry this secret.
  const refreshSecret = randomBytes(18).toString('base64url');
  /** @type {(() => import('node:net').AddressInfo | string | null) | undefined} */
  let addressOf;
  const counters = { hit: 0, stale: 0, miss: 0, bypass: 0 };

  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  }

  function store(key, entry) {
    drop(key);
    // One huge page must not empty the cache.
    if (entry.size > maxBytes / 2) return;
    entries.set(key, entry);
    bytes += entry.size;
    for (const [oldest, old] of entries) {
      if (bytes <= maxBytes) break;
      if (!old.pinned) drop(oldest);
    }
  }

  // Pages rendered ahead of any visit (server/prerender.mjs): never expire or get evicted, and
  // are rendered again at once when a purge drops them.
  /** @type {Set<string>} */
  const pinned = new Set();

  // The path and query: one web server serves one site (its links come from PUBLIC_ORIGIN), so
  // the Host header does not change a page.
  /** @param {import('express').Request} req */
  function keyOf(req) {
    return req.originalUrl;
  }

  /**
   * Serves `entry`, its nonce replaced by this response's own: gzipped when the client accepts
   * it and the entry has a compressed form, else as is. The stored pieces go out as they are,
   * with the nonce between them, in one write of several buffers: a hit copies no page bytes
   * (joining them into one buffer per response was a sixth of a hit's time in a profile).
   */
  function serve(req, res, entry, status) {
    const fresh = res.locals.cspNonce;
    /** @type {Buffer[]} */
    let parts = [entry.body];
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
   * @param {string} url
   * @param {string} [host] the Host header (a request's own, else the server's address)
   * @returns {Promise<number | null>}
   */
  function render(url, host) {
    const address = addressOf?.();
    if (!address || typeof address === 'string') return Promise.resolve(null);
    return new Promise((resolve) => {
      const request = http.request({
        host: '127.0.0.1',
        port: address.port,
        path: url,
        headers: {
          host: host ?? `127.0.0.1:${address.port}`,
          'x-page-cache-refresh': refreshSecret,
        },
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
  function refresh(req, entry) {
    entry.refreshing = true;
    render(req.originalUrl, req.headers.host).finally(() => {
      entry.refreshing = false;
    });
  }

  /** Records the response of a render and stores it when the app allows. */
  function capture(req, res, key, tag) {
    const started = generation;
    /** @type {Buffer[]} */
    const chunks = [];
    const write = res.write;
    const end = res.end;
    const keep = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'),
      );
    };
    res.write = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      const cacheControl = String(res.getHeader('cache-control') ?? '');
      if (
        enabled &&
        started === generation &&
        req.method === 'GET' &&
        res.statusCode === 200 &&
        cacheControl.startsWith('public') &&
        !res.hasHeader('set-cookie')
      ) {
        /** @type {Record<string, string | string[]>} */
        const headers = {};
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (!PER_RESPONSE.has(name) && value !== undefined) {
            headers[name] = Array.isArray(value) ? value : String(value);
          }
        }
        const body = Buffer.concat(chunks);
        /** @type {Entry} */
        const entry = {
          status: res.statusCode,
          headers,
          body,
          nonce: res.locals.cspNonce,
          pieces: splitAt(body, res.locals.cspNonce),
          gzip: undefined,
          size: body.length,
          tag,
          storedAt: now(),
          refreshing: false,
          pinned: pinned.has(key),
        };
        // What is recorded here is what the app wrote, before the compression middleware (which
        // wraps the response first) encodes it.
        if (
          body.length < COMPRESS_FROM_BYTES ||
          !COMPRESSIBLE.test(String(headers['content-type'] ?? ''))
        ) {
          store(key, entry);
        } else {
          // Compressed off the event loop (zlib's thread pool), stored once ready: every stored
          // page that can be compressed has its gzip form, so no hit compresses anything.
          compressPieces(entry.pieces).then(
            (gzip) => {
              if (!enabled || started !== generation) return;
              entry.gzip = gzip;
              entry.size += gzip.deflated.reduce((sum, part) => sum + part.length, 0);
              store(key, entry);
            },
            (error) => log.warn('page cache could not compress a page', { key, err: error }),
          );
        }
      }
      return end.call(this, chunk, encoding, callback);
    };
  }

  /** Whether `req` may be answered from, or fill, the cache at all. */
  function cacheable(req) {
    return (
      (req.method === 'GET' || req.method === 'HEAD') && !signedIn.test(req.headers.cookie ?? '')
    );
  }

  /**
   * Answers hits, as early as possible (before static files and body checks: nothing in the
   * cache is a file, and a GET has no body). `res.locals.routed` labels it by route in metrics.
   * @type {import('express').RequestHandler}
   */
  function serveHits(req, res, next) {
    if (!enabled || !cacheable(req) || req.headers['x-page-cache-refresh'] !== undefined) {
      return next();
    }
    const key = keyOf(req);
    const entry = entries.get(key);
    if (!entry) return next();
    const age = now() - entry.storedAt;
    res.locals.routed = true;
    if (entry.pinned || age < freshMs) {
      // Most recently used last.
      entries.delete(key);
      entries.set(key, entry);
      counters.hit += 1;
      return serve(req, res, entry, 'HIT');
    }
    if (age < freshMs + staleMs) {
      counters.stale += 1;
      if (!entry.refreshing) refresh(req, entry);
      return serve(req, res, entry, 'STALE');
    }
    next();
  }

  /**
   * Just before the app's handler: records what it renders for a signed-out GET, to keep it if
   * the app marks it public (and background refreshes, which carry the secret).
   * @type {import('express').RequestHandler}
   */
  function fillMisses(req, res, next) {
    if (!cacheable(req)) return next();
    if (!enabled) {
      counters.bypass += 1;
      res.setHeader(CACHE_STATUS_HEADER, 'BYPASS');
      return next();
    }
    const refreshing = req.headers['x-page-cache-refresh'] === refreshSecret;
    if (!refreshing) {
      counters.miss += 1;
      res.setHeader(CACHE_STATUS_HEADER, 'MISS');
    }
    if (req.method === 'GET') capture(req, res, keyOf(req), tagOfPath(req.path));
    next();
  }

  return {
    serveHits,
    fillMisses,
    /**
     * Drops the pages of `tags` (`all`, `site`, `journal:<slug>`), and the app's cached API reads.
     * @param {string[]} tags
     */
    purge(tags) {
      generation += 1;
      onPurge();
      const all = tags.includes('all');
      const purged = new Set(tags);
      for (const [key, entry] of entries) if (all || purged.has(entry.tag)) drop(key);
      // Prerendered pages are rendered again at once, from the changed content.
      if (enabled) for (const url of pinned) if (!entries.has(url)) void render(url);
    },
    /**
     * Prerenders `urls`: renders each now and keeps it until a purge drops it (then renders it
     * again). Resolves with each URL's status.
     * @param {string[]} urls
     * @returns {Promise<Map<string, number | null>>}
     */
    async prerender(urls) {
      const statuses = new Map();
      for (const url of urls) {
        pinned.add(url);
        statuses.set(url, await render(url));
      }
      return statuses;
    },
    /** Serve and fill the cache only while purges can reach it; turning it off empties it. */
    setEnabled(value) {
      const was = enabled;
      enabled = value;
      if (!value) this.purge(['all']);
      // Back on: the prerendered pages are rendered again (they were dropped when it went off).
      else if (!was) for (const url of pinned) void render(url);
    },
    /** How background refreshes reach this server (`server.address`). */
    listenOn(server) {
      addressOf = () => server.address();
    },
    /** Counts for /metrics and tests. */
    stats() {
      return { ...counters, entries: entries.size, bytes, enabled };
    },
  };
}
