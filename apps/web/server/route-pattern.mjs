// @ts-check
// Names a request by the route pattern React Router will render for it
// (`/journals/:slug/articles/:article_slug`), so metrics have one series per route rather than
// one per URL.
import { matchRoutes } from 'react-router';

/** Paths whose pattern is remembered at most. */
const RECENT_PATHS = 5_000;

/** Label of requests that match no route. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * @typedef {{ id: string, path?: string, index?: boolean, caseSensitive?: boolean, parentId?: string }} ManifestRoute
 * @typedef {{ id: string, path?: string, index?: boolean, caseSensitive?: boolean, children: TreeRoute[] }} TreeRoute
 */

/**
 * A function from a URL path to its route pattern, for the routes of a server build
 * (`build.routes`: flat, each naming its parent). Single-fetch data requests (`/news.data`,
 * `/_root.data`) are named after the page they load.
 * @param {Record<string, ManifestRoute | undefined>} manifest
 * @returns {(pathname: string) => string}
 * @example routePatternOf(build.routes)('/journals/jqm') // '/journals/:slug'
 */
export function routePatternOf(manifest) {
  /** @type {Map<string | undefined, TreeRoute[]>} */
  const childrenOf = new Map();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const siblings = childrenOf.get(route.parentId) ?? [];
    siblings.push({ ...route, children: [] });
    childrenOf.set(route.parentId, siblings);
  }
  /** @param {string | undefined} parentId @returns {TreeRoute[]} */
  const tree = (parentId) =>
    (childrenOf.get(parentId) ?? []).map((route) => ({ ...route, children: tree(route.id) }));
  const routes = /** @type {import('react-router').RouteObject[]} */ (tree(undefined));

  /** @param {string} pathname */
  const patternOf = (pathname) => {
    const page =
      pathname === '/_root.data'
        ? '/'
        : pathname.endsWith('.data')
          ? pathname.slice(0, -5)
          : pathname;
    const matches = matchRoutes(routes, page);
    if (!matches) return UNMATCHED_ROUTE;
    const segments = matches.map((match) => match.route.path).filter((path) => path);
    return `/${segments.join('/')}`.replace(/\/{2,}/g, '/');
  };
  // `matchRoutes` flattens and ranks every route on each call: a third of a cached page's CPU
  // time before this. Recent paths keep their answer (bounded: paths come from anyone).
  /** @type {Map<string, string>} */
  const recent = new Map();
  return (pathname) => {
    let pattern = recent.get(pathname);
    if (pattern === undefined) {
      pattern = patternOf(pathname);
      if (recent.size >= RECENT_PATHS) recent.clear();
      recent.set(pathname, pattern);
    }
    return pattern;
  };
}
