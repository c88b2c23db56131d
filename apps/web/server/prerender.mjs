// Prerendering: the pages that change only on a deploy or an editor's change — `/about`, `/test`
// and each journal's static pages — are rendered when the server starts, kept by the page cache
// until a purge drops them, then rendered again at once. Each has its static payload, the loader
// data of the page as JSON, at `{path}/_payload.json`.
//
// Why at start and not at build time (React Router's `prerender` option): the content lives in
// the API's database, not in the repository. A build-time render bakes in whatever API the build
// machine reaches and goes stale at the first editorial change; here the same render runs against
// the deployment's own API and again after each change (docs/architecture.md, "Caching").
import { createStaticHandler } from 'react-router';

/** Paths of pages prerendered whatever the content. */
export const STATIC_PRERENDERED = ['/about', '/test'];
const JOURNAL_PAGE = /^\/journals\/[^/]+\/pages\/[^/]+$/;
const PAYLOAD_SUFFIX = '/_payload.json';
// The API's largest page of a list.
const PER_PAGE = 100;

/**
 * Whether `pathname` is a prerendered page.
 * @param {string} pathname
 */
export function isPrerendered(pathname) {
  return STATIC_PRERENDERED.includes(pathname) || JOURNAL_PAGE.test(pathname);
}

/**
 * Every prerendered page and its payload: the static ones and each journal's pages, listed by
 * the API. A journal the API cannot list is left out (its pages render on demand).
 * @param {string} apiUrl API_URL with a final slash
 * @returns {Promise<string[]>}
 */
export async function prerenderedUrls(apiUrl) {
  const get = async (path) => {
    const response = await fetch(new URL(path, apiUrl), { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return response.json();
  };
  const paths = [...STATIC_PRERENDERED];
  // Every page of the list: a site with more journals than one page holds prerenders them all.
  const journals = [];
  for (let page = 1; ; page += 1) {
    const answer = await get(`journals?page=${page}&perPage=${PER_PAGE}`);
    journals.push(...(answer.data ?? []));
    if (!answer.data?.length || page >= (answer.meta?.lastPage ?? page)) break;
  }
  for (const { slug } of journals) {
    const journal = await get(`journals/${encodeURIComponent(slug)}`).catch(() => null);
    for (const page of journal?.pages ?? []) {
      paths.push(`/journals/${encodeURIComponent(slug)}/pages/${encodeURIComponent(page.slug)}`);
    }
  }
  return paths.flatMap((path) => [path, `${path}${PAYLOAD_SUFFIX}`]);
}

/**
 * The data routes of a server build, for React Router's static handler: the same loaders the
 * page runs, nested as `routes.ts` nests them.
 * @param {import('react-router').ServerBuild['routes']} manifest
 * @param {string | undefined} parentId
 * @returns {import('react-router').AgnosticDataRouteObject[]}
 */
function dataRoutes(manifest, parentId) {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const loader = route.module.loader;
      return {
        id: route.id,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        loader: loader ? (args) => loader(args) : undefined,
        // The root middleware (API client, session) and the journal layouts' (the journal).
        middleware: route.module.middleware,
        children: route.index ? undefined : dataRoutes(manifest, route.id),
      };
    });
}

/**
 * The loader data of `request` with the routes' middleware run first, as a page request runs
 * it: the static handler calls middleware only when asked for a response, so the handler keeps
 * the loaders' answer aside and returns an empty one. A middleware's redirect is the response.
 * @param {ReturnType<typeof createStaticHandler>} handler
 * @param {Request} request
 * @param {import('react-router').RouterContextProvider} requestContext
 */
async function queryThroughMiddleware(handler, request, requestContext) {
  let loaded;
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
 * Express handler of `GET {path}/_payload.json` for prerendered pages: `{ path, routes }`, the
 * loader data of every route the page matches (keyed by route id), as a client navigating there
 * would receive it; cacheable like the page. Other paths are 404.
 * @param {{ build: import('react-router').ServerBuild, publicCache: string }} options
 * @returns {import('express').RequestHandler}
 */
export function payloadHandler({ build, publicCache }) {
  const handler = createStaticHandler(dataRoutes(build.routes, undefined));
  return async (req, res, next) => {
    if (!req.path.endsWith(PAYLOAD_SUFFIX)) return next();
    const path = req.path.slice(0, -PAYLOAD_SUFFIX.length) || '/';
    if (!isPrerendered(path)) {
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
        build.entry.module.createLoadContext({ clientIp: req.ip, cspNonce: res.locals.cspNonce }),
      );
      if (context instanceof Response) {
        res
          .status(context.status >= 300 && context.status < 400 ? 404 : context.status)
          .type('application/json')
          .send({ message: `${path} has no static payload.` });
        return;
      }
      const failure = context.errors ? Object.values(context.errors)[0] : null;
      if (failure) {
        const status = failure instanceof Response ? failure.status : (failure?.status ?? 500);
        res
          .status(status)
          .type('application/json')
          .send({
            message: status === 404 ? `${path} was not found.` : 'The page could not be loaded.',
          });
        return;
      }
      // Personal data never goes into a shared payload: a session gets it fresh, uncached.
      const signedIn = Boolean(context.loaderData.root?.viewer);
      res.setHeader('Cache-Control', signedIn ? 'private, no-store' : publicCache);
      res.setHeader('Vary', 'Cookie');
      res.type('application/json').send({ path, routes: context.loaderData });
    } catch (error) {
      next(error);
    }
  };
}
