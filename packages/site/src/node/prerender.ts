// Prerendering: the pages that change only on a deploy or an editor's change — those whose
// routes declare `prerender` in their handle (lib/route-handles.ts): `/about`, each journal's
// own pages… — are rendered once the API answers, kept by the page cache until a purge drops
// them, then rendered again at once. Each has its static payload, the loader data of the page as
// JSON, at `{path}/_payload.json`.
//
// Why at start and not at build time (React Router's `prerender` option): the content lives in
// the API's database, not in the repository. A build-time render bakes in whatever API the build
// machine reaches and goes stale at the first editorial change; here the same render runs against
// the deployment's own API and again after each change (docs/architecture.md, "Caching").
import type { RequestHandler } from 'express';
import {
  createStaticHandler,
  type RouterContextProvider,
  type ServerBuild,
  type StaticHandlerContext,
} from 'react-router';
import type { SiteServerEntry } from '../server/site-server-entry.server';
import './express-locals';
import type { Logger } from './logger';
import type { PageCache } from './page-cache';
import { PAYLOAD_SUFFIX, type RouteIndex } from './route-index';

/** A data route, as React Router's static handler takes it. */
type DataRoute = Parameters<typeof createStaticHandler>[0][number];

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * A GET of the API's JSON (`path` relative to `apiUrl`); rejects on a failed request or an
 * answer that is not 2xx.
 */
export function apiFetcher(apiUrl: string): (path: string) => Promise<unknown> {
  return async (path) => {
    const response = await fetch(new URL(path, apiUrl), { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return response.json();
  };
}

/** Options of {@link prerenderOnceReady}. */
export interface PrerenderOptions {
  routes: RouteIndex;
  apiUrl: string;
  pageCache: PageCache;
  log: Pick<Logger, 'info' | 'warn'>;
  /** The first delay before listing again after a failure, doubled up to 30 s. */
  firstRetryMs?: number;
}

/**
 * Prerenders the declared pages once the API answers: `apiReady()` is called when the purge
 * stream opens (the API is up and the page cache on). Listing the pages asks the API; when that
 * fails it is tried again with backoff until it succeeds, so a server started before the API
 * still prerenders. After that, the page cache renders them again itself (after purges and
 * whenever it is turned back on).
 */
export function prerenderOnceReady({
  routes,
  apiUrl,
  pageCache,
  log,
  firstRetryMs = FIRST_RETRY_MS,
}: PrerenderOptions): { apiReady(): void; close(): void; done: Promise<void> } {
  const fetchApi = apiFetcher(apiUrl);
  let state: 'waiting' | 'running' | 'done' = 'waiting';
  let retryMs = firstRetryMs;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });

  async function run(): Promise<void> {
    state = 'running';
    try {
      const statuses = await pageCache.prerender(await routes.prerenderedPaths(fetchApi));
      const failed = [...statuses].filter(([, status]) => status !== 200);
      log.info('prerendered', { pages: statuses.size, failed: Object.fromEntries(failed) });
      state = 'done';
      finish();
    } catch (error) {
      state = 'waiting';
      if (closed) return;
      log.warn('could not prerender yet; trying again', { err: error, retryInMs: retryMs });
      timer = setTimeout(() => void run(), retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    }
  }

  return {
    apiReady() {
      if (state !== 'waiting' || closed) return;
      clearTimeout(timer);
      void run();
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
    done,
  };
}

/**
 * The data routes of a server build, for React Router's static handler: the same loaders the
 * page runs, nested as `routes.ts` nests them.
 */
function dataRoutes(manifest: ServerBuild['routes'], parentId: string | undefined): DataRoute[] {
  return Object.values(manifest)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const { id, path, index, caseSensitive, module } = route as NonNullable<typeof route>;
      const loader = module.loader;
      const children = index ? undefined : dataRoutes(manifest, id);
      return {
        id,
        path,
        index,
        caseSensitive,
        loader: loader ? (args: Parameters<typeof loader>[0]) => loader(args) : undefined,
        // The root middleware (API client, session) and the journal layouts' (the journal).
        middleware: module.middleware,
        children,
      } as DataRoute;
    });
}

/**
 * The loader data of `request` with the routes' middleware run first, as a page request runs
 * it: the static handler calls middleware only when asked for a response, so the handler keeps
 * the loaders' answer aside and returns an empty one. A middleware's redirect is the response.
 */
async function queryThroughMiddleware(
  handler: ReturnType<typeof createStaticHandler>,
  request: Request,
  requestContext: RouterContextProvider,
): Promise<StaticHandlerContext | Response> {
  let loaded: StaticHandlerContext | undefined;
  const response = await handler.query(request, {
    requestContext,
    async generateMiddlewareResponse(query) {
      const result = await query(request);
      if (result instanceof Response) return result;
      loaded = result;
      return new Response(null, { status: 204 });
    },
  });
  return loaded ?? response;
}

/**
 * The handler of `GET {path}/_payload.json` for prerendered pages: `{ path, routes }`, the
 * loader data of every route the page matches (keyed by route id), as a client navigating there
 * would receive it; cacheable like the page. Other paths are 404.
 */
export function payloadHandler({
  build,
  entry,
  routes,
}: {
  build: ServerBuild;
  entry: SiteServerEntry;
  routes: RouteIndex;
}): RequestHandler {
  const handler = createStaticHandler(dataRoutes(build.routes, undefined));
  return async (req, res, next) => {
    if (!req.path.endsWith(PAYLOAD_SUFFIX)) return next();
    const path = req.path.slice(0, -PAYLOAD_SUFFIX.length) || '/';
    if (!routes.isPrerendered(path)) {
      res
        .status(404)
        .type('application/json')
        .send({ message: `${path} is not a prerendered page: it has no static payload.` });
      return;
    }
    try {
      const request = new Request(new URL(path, `${req.protocol}://${req.get('host')}`), {
        headers: { cookie: req.headers.cookie ?? '' },
      });
      const context = await queryThroughMiddleware(
        handler,
        request,
        entry.createLoadContext({ clientIp: req.ip, cspNonce: res.locals.cspNonce }),
      );
      if (context instanceof Response) {
        res
          .status(context.status >= 300 && context.status < 400 ? 404 : context.status)
          .type('application/json')
          .send({ message: `${path} has no static payload.` });
        return;
      }
      const failure: unknown = context.errors ? Object.values(context.errors)[0] : null;
      if (failure) {
        const status =
          failure instanceof Response
            ? failure.status
            : ((failure as { status?: number }).status ?? 500);
        res
          .status(status)
          .type('application/json')
          .send({
            message: status === 404 ? `${path} was not found.` : 'The page could not be loaded.',
          });
        return;
      }
      // Personal data never goes into a shared payload: a session gets it fresh, uncached.
      const root = context.loaderData.root as { viewer?: unknown } | undefined;
      res.setHeader('Cache-Control', root?.viewer ? 'private, no-store' : entry.publicCache);
      res.setHeader('Vary', 'Cookie');
      res.type('application/json').send({ path, routes: context.loaderData });
    } catch (error) {
      next(error);
    }
  };
}
