// The web app's production server (`pnpm start`): Express 5 + React Router's request handler.
// It replaces `react-router-serve` because loaders must know the visitor's IP, so the API's
// per-IP rate limits see visitors rather than this server (see app/lib/client-ip.server.ts), and
// to add what a deployment needs: validated settings, request ids, JSON logs and metrics.
//
// Environment (validated before anything starts, see server/env.mjs): PORT (3000), HOST (all
// interfaces), TRUST_PROXY (unset: the client IP is the socket's peer; set it — `true`,
// `loopback`, hops or proxy addresses, Express's `trust proxy` syntax — when a load balancer in
// front of this server sets X-Forwarded-For), MAX_BODY_BYTES (largest request body, default
// 21 MiB: the API's UPLOAD_MAX_BYTES plus 1 MiB; see server/body-limit.mjs), LOG_LEVEL (info),
// METRICS_TOKEN (who may scrape /metrics from elsewhere; see server/metrics-access.mjs), the
// anonymous page cache's PAGE_CACHE_FRESH_MS, PAGE_CACHE_STALE_MS and PAGE_CACHE_MAX_MB (see
// server/page-cache.mjs), and
// the app's own (API_URL, BACKEND_URL, PUBLIC_ORIGIN, COOKIE_SECURE, BUILD_POLL_MS,
// API_CACHE_MS). Every response carries the Content-Security-Policy and the other security
// headers (app/lib/security-headers.server.ts) and an X-Request-Id, which the API calls made
// for the request carry too.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { bodyLimit } from './server/body-limit.mjs';
import { readWebEnv, WebConfigError } from './server/env.mjs';
import { createLogger } from './server/logger.mjs';
import { createWebMetrics } from './server/metrics.mjs';
import { createPageCache } from './server/page-cache.mjs';
import { payloadHandler, prerenderedUrls } from './server/prerender.mjs';
import { followPurges } from './server/purge-stream.mjs';
import { forwardRequestIds, requestIds } from './server/request-id.mjs';
import { routePatternOf } from './server/route-pattern.mjs';

let settings;
try {
  settings = readWebEnv(process.env);
} catch (error) {
  if (!(error instanceof WebConfigError)) throw error;
  console.error(`[quire-web] ${error.message}`);
  process.exit(1);
}
const log = createLogger({ level: settings.logLevel });

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, 'build', 'client');
/** @type {import('react-router').ServerBuild} */
const build = await import(path.join(here, 'build', 'server', 'index.js'));
const {
  createLoadContext,
  runWithClientIp,
  createCspNonce,
  securityHeaders,
  dropCachedApiReads,
  setFollowingPurges,
  PUBLIC_CACHE,
  SESSION_COOKIE,
} = build.entry.module;
const metrics = createWebMetrics({
  routePattern: routePatternOf(build.routes),
  token: settings.metricsToken,
});
forwardRequestIds(settings.apiOrigin);

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', settings.trustProxy);
app.use(metrics.measure);
app.use(requestIds());
// Health for load balancers and container checks, answered by this server alone: it is ready
// while it can answer at all (its own "Service Unavailable" page included, when the API is down),
// so an API outage does not take the web nodes out of the pool and leave readers with the load
// balancer's bare 503. Draining after SIGTERM, it says so, and new requests go elsewhere.
let draining = false;
app.get('/health/live', (_req, res) => {
  res.type('application/json').send({ status: 'ok' });
});
app.get('/health/ready', (_req, res) => {
  res
    .status(draining ? 503 : 200)
    .type('application/json')
    .send({ status: draining ? 'draining' : 'ok' });
});
// React Router builds the page's URL from the Host header (HTTP/1.0 clients and some health
// checkers send none): without one there is no page to render, so the answer is 400, not a crash.
app.use((req, res, next) => {
  if (req.headers.host) return next();
  res.status(400).type('text/plain').send('The request has no Host header.');
});
// One line per answered request; files served before React Router only at debug level.
app.use((req, res, next) => {
  res.once('close', () => {
    const fields = {
      reqId: res.locals.requestId,
      method: req.method,
      url: req.originalUrl,
      status: res.statusCode,
      ip: req.ip,
      aborted: !res.writableFinished,
    };
    if (res.locals.routed) log.info('request', fields);
    else log.debug('request', fields);
  });
  next();
});
// Before the rest, so every answer carries them: pages, errors, static files, feeds and the
// body-limit refusals. The nonce is new for each response; the page's inline scripts and styles
// carry it.
app.use((_req, res, next) => {
  const nonce = createCspNonce();
  res.locals.cspNonce = nonce;
  for (const [name, value] of Object.entries(securityHeaders(nonce))) res.setHeader(name, value);
  next();
});
app.get('/metrics', metrics.serve);
// Signed-out readers get public pages from memory, fresh for PAGE_CACHE_FRESH_MS and purged when
// the API announces a content change (docs/architecture.md, "Caching"). Hits are answered here,
// before static files and body checks; misses are recorded just before React Router. Hits come
// before compression too: the cache keeps each page gzipped once (server/spliced-gzip.mjs)
// rather than have every hit compressed again for every browser.
const pageCache =
  settings.pageCache.freshMs > 0
    ? createPageCache({
        ...settings.pageCache,
        sessionCookie: SESSION_COOKIE,
        onPurge: dropCachedApiReads,
        log,
      })
    : undefined;
if (pageCache) {
  app.use(pageCache.serveHits);
  metrics.observePageCache(pageCache.stats);
}
app.use(compression());
// Before anything reads a body: actions buffer whole form posts in memory (`request.formData()`).
app.use(bodyLimit({ maxBytes: settings.maxBodyBytes }));

// Hashed file names change with their content: cache them for a year.
app.use(
  '/assets',
  express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }),
);
// Other files (favicon, …) briefly; the build manifests never come from a cache unchecked:
// browsers poll builds/latest.json to notice a deploy.
const buildsDir = `${path.join(clientDir, 'builds')}${path.sep}`;
const publicFiles = express.static(clientDir, {
  maxAge: '1h',
  setHeaders(res, file) {
    if (file.startsWith(buildsDir)) res.setHeader('Cache-Control', 'no-cache');
  },
});
// Files have an extension and pages do not: a page's address skips the file-system lookup
// (a measurable share of an uncached page's time, see docs/performance.md).
app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));

app.use(metrics.routed);
// Filled with what the app renders for signed-out readers (see above).
if (pageCache) app.use(pageCache.fillMisses);
// `req.ip` is the socket's peer, or the X-Forwarded-For client when TRUST_PROXY allows it.
app.use((req, _res, next) => runWithClientIp(req.ip, next));
// The static payload of each prerendered page (server/prerender.mjs).
app.use(payloadHandler({ build, publicCache: PUBLIC_CACHE }));
app.use(
  createRequestHandler({
    build,
    mode: settings.mode,
    // Middleware needs a context provider; the build's own `react-router` makes it.
    getLoadContext: (req, res) =>
      createLoadContext({ clientIp: req.ip, cspNonce: res.locals.cspNonce }),
  }),
);
// Express 5 routes a rejected promise here too. React Router renders its own error pages, so
// this is only reached when the server itself fails (a static file read, the handler throwing).
app.use((error, _req, res, next) => {
  log.error('request failed', { reqId: res.locals.requestId, err: error });
  if (res.headersSent) return next(error);
  res
    .status(500)
    .type('text/plain')
    .send(`Something went wrong (request ${res.locals.requestId}).`);
});

const server = app.listen(settings.port, settings.host, (error) => {
  if (error) {
    log.fatal('cannot listen', { err: error, port: settings.port, host: settings.host });
    process.exit(1);
  }
  // Says the mode: the React build the server renders with follows NODE_ENV.
  log.info('Quire web listening', {
    url: `http://${settings.host ?? 'localhost'}:${settings.port}`,
    mode: settings.mode,
    node: process.version,
  });
});
metrics.countConnections(server);
pageCache?.listenOn(server);
// The purge stream drops what content changes made stale: the page cache's pages and the app's
// stable API reads (settings, journals: @quire/site's STABLE_READS_MS). Followed even with the
// page cache off; while it is down, neither is kept.
const purges = followPurges({
  apiUrl: settings.apiUrl,
  cache: {
    purge(tags) {
      if (pageCache) pageCache.purge(tags);
      else dropCachedApiReads();
    },
    setEnabled(enabled) {
      pageCache?.setEnabled(enabled);
      setFollowingPurges(enabled);
    },
  },
  log,
});
// Prerendering: the pages that change only on a deploy or an editor's change are rendered now
// and kept until a purge (server/prerender.mjs). Without the API yet, they render on demand.
if (pageCache) {
  server.once('listening', () => {
    prerenderedUrls(settings.apiUrl)
      .then((urls) => pageCache.prerender(urls))
      .then((statuses) => {
        const failed = [...statuses].filter(([, status]) => status !== 200);
        log.info('prerendered', { pages: statuses.size, failed: Object.fromEntries(failed) });
      })
      .catch((error) => log.warn('could not prerender; pages render on demand', { err: error }));
  });
}
// A client may close its sending side once the request is out (HTTP/1.1 allows it). Node's
// default then aborts the request and closes the socket, so a page still loading its data was
// never answered: the client saw a dropped connection. Half-open, the answer is sent, then the
// socket closes.
server.httpAllowHalfOpen = true;

// SIGTERM (deploys, `docker stop`): stop accepting, let requests in flight finish, then exit.
function shutdown(signal) {
  draining = true;
  log.info('draining', { signal });
  purges.close();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Keep-alive sockets of finished requests must not hold the process open.
  setTimeout(() => server.closeAllConnections(), 10_000).unref();
  setTimeout(() => process.exit(1), 15_000).unref();
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
