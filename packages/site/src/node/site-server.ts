// The production server of a site built from the kit: Express 5 + React Router's request
// handler, with what a deployment needs (docs/architecture.md, "The site server"): validated
// settings, request ids, JSON logs, metrics, the security headers with a CSP nonce per response,
// body limits, the anonymous page cache with its purge stream and prerendered pages, health
// checks and a graceful shutdown. An app's server entry is a few lines:
//
//   await runSiteServer({ build: new URL('./build/', import.meta.url), env: process.env });
//
// Loaders must know the visitor's IP (so the API's per-IP rate limits see visitors rather than
// this server): `req.ip` is the socket's peer, or the X-Forwarded-For client when TRUST_PROXY
// allows it.
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { ServerBuild } from 'react-router';
import type { JournalSite } from '../config/journal-site';
import type { SiteServerEntry } from '../server/site-server-entry.server';
import { bodyLimit } from './body-limit';
import { readSiteEnv, SiteConfigError, type SiteServerEnv } from './env';
import './express-locals';
import { createLogger, type Logger, loggableUrl } from './logger';
import { createSiteMetrics } from './metrics';
import { createPageCache, type PageCache } from './page-cache';
import { apiFetcher, payloadHandler, prerenderOnceReady } from './prerender';
import { followPurges } from './purge-stream';
import { forwardRequestIds, requestIds } from './request-id';
import { indexRoutes, type RouteIndex } from './route-index';

/** Options of {@link createSiteServer}. */
export interface SiteServerOptions {
  /** The app's build folder: `server/index.js` is rendered, `client/` served. */
  build: string | URL;
  /** The environment the settings are read from (`process.env`); see `siteEnvSchema`. */
  env: Readonly<Record<string, string | undefined>>;
  /** The site's configuration; by default the one the build defines. */
  site?: JournalSite;
  /** The `name` of the server's log lines (default `quire-web`). */
  name?: string;
}

/** A site server, built and not yet listening. */
export interface SiteServer {
  /** The Express application (every middleware in place). */
  app: Express;
  settings: SiteServerEnv;
  log: Logger;
  /** The routes of the build, as the cache and metrics read them. */
  routes: RouteIndex;
  /** The page cache, unless `PAGE_CACHE_FRESH_MS=0` turned it off. */
  pageCache: PageCache | undefined;
  /** Listens on `PORT`/`HOST` and starts following the API's purges. */
  listen(): Promise<Server>;
  /** Drains: refuses readiness, lets requests in flight finish, stops following purges. */
  close(): Promise<void>;
}

function buildDirOf(build: string | URL): string {
  return build instanceof URL ? fileURLToPath(build) : path.resolve(build);
}

/** Imports an app's server build and its {@link SiteServerEntry}. */
async function importBuild(
  buildDir: string,
): Promise<{ build: ServerBuild; entry: SiteServerEntry }> {
  const build = (await import(
    pathToFileURL(path.join(buildDir, 'server', 'index.js')).href
  )) as ServerBuild;
  const entry = (build.entry.module as { siteServerEntry?: SiteServerEntry }).siteServerEntry;
  if (!entry) {
    throw new Error(
      "The server build's entry does not export `siteServerEntry`: add `export { siteServerEntry } from '@quire/site/server';` to app/entry.server.tsx.",
    );
  }
  return { build, entry };
}

/**
 * The pages (and payloads) a site server over `build` prerenders, as its routes declare them and
 * the API at `apiUrl` lists them (tests compare a running server against it).
 */
export async function listPrerenderedPaths({
  build,
  apiUrl,
}: {
  build: string | URL;
  apiUrl: string;
}): Promise<string[]> {
  const imported = await importBuild(buildDirOf(build));
  const routes = indexRoutes(imported.build.routes, imported.entry.site());
  return routes.prerenderedPaths(apiFetcher(apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`));
}

/**
 * Builds the site server for an app's build: reads the settings (throws
 * {@link SiteConfigError} naming every bad variable), imports the build and assembles the
 * middleware. Nothing listens until `listen()`.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const settings = readSiteEnv(options.env);
  const log = createLogger({ level: settings.logLevel, name: options.name ?? 'quire-web' });
  const { build, entry } = await importBuild(buildDirOf(options.build));
  const clientDir = path.join(buildDirOf(options.build), 'client');
  const site = options.site ?? entry.site();
  const routes = indexRoutes(build.routes, site);
  const metrics = createSiteMetrics({
    routePattern: routes.patternOf,
    token: settings.metricsToken,
  });
  const stopForwardingIds = forwardRequestIds(settings.apiOrigin);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', settings.trustProxy);
  app.use(metrics.measure);
  app.use(requestIds());
  // Health for load balancers and container checks, answered by this server alone: it is ready
  // while it can answer at all (its own "Service Unavailable" page included, when the API is
  // down), so an API outage does not take the web nodes out of the pool and leave readers with
  // the load balancer's bare 503. Draining after SIGTERM, it says so, and new requests go
  // elsewhere.
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
  // checkers send none): without one there is no page to render, so the answer is 400.
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
        url: loggableUrl(req.originalUrl),
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
  // body-limit refusals. The nonce is new for each response; the page's inline scripts and
  // styles carry it.
  app.use((_req, res, next) => {
    const nonce = entry.createCspNonce();
    res.locals.cspNonce = nonce;
    for (const [name, value] of Object.entries(entry.securityHeaders(nonce))) {
      res.setHeader(name, value);
    }
    next();
  });
  app.get('/metrics', metrics.serve);
  // Signed-out readers get public pages from memory, fresh for PAGE_CACHE_FRESH_MS and purged
  // when the API announces a content change. Hits are answered here, before static files and
  // body checks; misses are recorded just before React Router. Hits come before compression
  // too: the cache keeps each page gzipped once (spliced-gzip.ts).
  const pageCache =
    settings.pageCache.freshMs > 0
      ? createPageCache({
          ...settings.pageCache,
          sessionCookie: entry.sessionCookie,
          tagsOf: routes.tagsOf,
          onPurge: entry.dropCachedApiReads,
          log,
        })
      : undefined;
  if (pageCache) {
    app.use(pageCache.serveHits);
    metrics.observePageCache(pageCache.stats);
  }
  app.use(compression());
  // Before anything reads a body: actions buffer whole form posts in memory.
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
  if (pageCache) app.use(pageCache.fillMisses);
  app.use((req, _res, next) => entry.runWithClientIp(req.ip, next));
  app.use(payloadHandler({ build, entry, routes }));
  app.use(
    createRequestHandler({
      build,
      mode: settings.mode,
      // Middleware needs a context provider; the build's own `react-router` makes it.
      getLoadContext: (req, res) =>
        entry.createLoadContext({ clientIp: req.ip, cspNonce: res.locals.cspNonce }),
    }),
  );
  // Express 5 routes a rejected promise here too. React Router renders its own error pages, so
  // this is only reached when the server itself fails (a static file read, the handler throwing).
  const failed: ErrorRequestHandler = (error, _req, res, next) => {
    log.error('request failed', { reqId: res.locals.requestId, err: error });
    if (res.headersSent) return next(error);
    res
      .status(500)
      .type('text/plain')
      .send(`Something went wrong (request ${res.locals.requestId}).`);
  };
  app.use(failed);

  let server: Server | undefined;
  let purges: { close(): void } | undefined;
  const prerendering = pageCache
    ? prerenderOnceReady({ routes, apiUrl: settings.apiUrl, pageCache, log })
    : undefined;

  return {
    app,
    settings,
    log,
    routes,
    pageCache,
    listen() {
      const listening = createServer(app);
      // A client may close its sending side once the request is out (HTTP/1.1 allows it).
      // Node's default then aborts the request and closes the socket, so a page still loading
      // its data was never answered. Half-open, the answer is sent, then the socket closes.
      (listening as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
      server = listening;
      return new Promise((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(settings.port, settings.host, () => {
          listening.off('error', reject);
          // Says the mode: the React build the server renders with follows NODE_ENV.
          log.info('Quire web listening', {
            url: `http://${settings.host ?? 'localhost'}:${settings.port}`,
            mode: settings.mode,
            node: process.version,
          });
          metrics.countConnections(listening);
          pageCache?.listenOn(listening);
          // The purge stream drops what content changes made stale: the page cache's pages and
          // the app's stable API reads. Followed even with the page cache off; while it is down,
          // neither is kept. Its opening says the API answers: prerendering starts then.
          purges = followPurges({
            apiUrl: settings.apiUrl,
            cache: {
              purge(tags) {
                if (pageCache) pageCache.purge(tags);
                else entry.dropCachedApiReads();
              },
              setEnabled(enabled) {
                pageCache?.setEnabled(enabled);
                entry.setFollowingPurges(enabled);
                if (enabled) prerendering?.apiReady();
              },
            },
            log,
          });
          resolve(listening);
        });
      });
    },
    close() {
      draining = true;
      purges?.close();
      prerendering?.close();
      stopForwardingIds();
      const open = server;
      if (!open) return Promise.resolve();
      return new Promise((resolve) => {
        open.close(() => resolve());
        open.closeIdleConnections();
        // Keep-alive sockets of finished requests must not hold the process open.
        setTimeout(() => open.closeAllConnections(), 10_000).unref();
      });
    },
  };
}

/**
 * Runs an app's production server: builds it (a bad setting stops the process with a message
 * naming it), listens, and on SIGTERM or SIGINT (deploys, `docker stop`, Ctrl-C) stops accepting,
 * lets requests in flight finish, then exits.
 * @example await runSiteServer({ build: new URL('./build/', import.meta.url), env: process.env });
 */
export async function runSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  let server: SiteServer;
  try {
    server = await createSiteServer(options);
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
    console.error(`[${options.name ?? 'quire-web'}] ${error.message}`);
    process.exit(1);
  }
  try {
    await server.listen();
  } catch (error) {
    server.log.fatal('cannot listen', {
      err: error,
      port: server.settings.port,
      host: server.settings.host,
    });
    process.exit(1);
  }
  const shutdown = (signal: string) => {
    server.log.info('draining', { signal });
    void server.close().then(() => process.exit(0));
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return server;
}
