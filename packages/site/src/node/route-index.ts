// The routes of a server build, indexed for the site server: the route pattern of a path (for
// metrics), its page's purge tags and whether it is prerendered (both declared by the routes'
// handles, see lib/route-handles.ts), and the list of prerendered paths.
import { matchRoutes, type RouteObject } from 'react-router';
import type { JournalSite } from '../config/journal-site';
import {
  type ListRouteParams,
  type PrerenderContext,
  type RouteParams,
  SITE_CACHE_TAG,
  type SiteRouteHandle,
} from '../lib/route-handles';

/** Label of requests that match no route. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** The suffix of a prerendered page's static payload. */
export const PAYLOAD_SUFFIX = '/_payload.json';

/** The API's largest page of a list. */
const PER_PAGE = 100;

/** The journal a route's page belongs to: its `slug`, else the single-journal site's own. */
function journalOf(params: RouteParams, site: JournalSite): string | null {
  return params.slug ?? site.journal;
}

/** The journals of the site, for the prerendered pages of a `journal` route. */
const listJournals: ListRouteParams = async ({ site, fetchApi }) => {
  if (site.journal) return [{}];
  const slugs: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (await fetchApi(`journals?page=${page}&perPage=${PER_PAGE}`)) as {
      data?: { slug: string }[];
      meta?: { lastPage?: number };
    };
    slugs.push(...(answer.data ?? []).map(({ slug }) => slug));
    if (!answer.data?.length || page >= (answer.meta?.lastPage ?? page)) break;
  }
  return slugs.map((slug) => ({ slug }));
};

/** A journal's own pages (`page_slug`); a journal the API cannot read has none listed. */
const listJournalPages: ListRouteParams = async ({ params, site, fetchApi }) => {
  const slug = journalOf(params, site);
  if (!slug) return [];
  const journal = (await fetchApi(`journals/${encodeURIComponent(slug)}`).catch(() => null)) as {
    pages?: { slug: string }[];
  } | null;
  return (journal?.pages ?? []).map((page) => ({ page_slug: page.slug }));
};

/** The purge tags a route declares, `journal: true` read as its journal's tag. */
function declaredTags(
  handle: SiteRouteHandle | undefined,
  params: RouteParams,
  site: JournalSite,
): readonly string[] | undefined {
  if (handle?.cacheTags) return handle.cacheTags(params, site);
  if (!handle?.journal) return undefined;
  const slug = journalOf(params, site);
  return slug ? [`journal:${slug}`] : [SITE_CACHE_TAG];
}

/** How a route lists its own parameters for prerendering (its own page's, or nested ones'). */
function listerOf(route: TreeRoute, ownPage: boolean): ListRouteParams | undefined {
  const handle = route.handle;
  if (ownPage) {
    if (handle?.prerender === 'journal-pages') return listJournalPages;
    if (typeof handle?.prerender === 'function') return handle.prerender;
  }
  if (handle?.listParams) return handle.listParams;
  return handle?.journal ? listJournals : undefined;
}

/** Paths whose answer is remembered at most. */
const RECENT_PATHS = 5_000;

/** A route of a server build's manifest (`build.routes`): flat, each naming its parent. */
export interface ManifestRoute {
  id: string;
  path?: string | undefined;
  index?: boolean | undefined;
  caseSensitive?: boolean | undefined;
  parentId?: string | undefined;
  module?: { handle?: unknown } | undefined;
}

interface TreeRoute {
  id: string;
  path?: string | undefined;
  index?: boolean | undefined;
  caseSensitive?: boolean | undefined;
  handle: SiteRouteHandle | undefined;
  children: TreeRoute[];
}

/** What the index knows of one path. */
interface PathFacts {
  pattern: string;
  tags: readonly string[];
  prerendered: boolean;
}

/** The routes of a server build, as the site server asks about them. */
export interface RouteIndex {
  /**
   * The route pattern of a path (`/journals/:slug/articles/:article_slug`), so metrics have one
   * series per route rather than one per URL. Single-fetch data requests (`/news.data`,
   * `/_root.data`) are named after the page they load.
   */
  patternOf(pathname: string): string;
  /** The purge tags of the page at `pathname` (its data request and payload included). */
  tagsOf(pathname: string): readonly string[];
  /** Whether `pathname` is a prerendered page. */
  isPrerendered(pathname: string): boolean;
  /** Every prerendered page and its payload, with the parameters the handles list. */
  prerenderedPaths(fetchApi: PrerenderContext['fetchApi']): Promise<string[]>;
}

function handleOf(route: ManifestRoute): SiteRouteHandle | undefined {
  const handle = route.module?.handle;
  return handle && typeof handle === 'object' ? (handle as SiteRouteHandle) : undefined;
}

/** The page a request is for: data requests and payloads name their page. */
function pageOf(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  if (pathname.endsWith('.data')) return pathname.slice(0, -'.data'.length);
  if (pathname.endsWith(PAYLOAD_SUFFIX)) return pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/';
  return pathname;
}

/** `/journals/:slug/pages/:page_slug` with `params` filled in, or null when one is missing. */
function fillPattern(pattern: string, params: RouteParams): string | null {
  const segments: string[] = [];
  for (const segment of pattern.split('/')) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const value = params[segment.slice(1, optional ? -1 : undefined)];
    if (value === undefined) {
      if (optional) continue;
      return null;
    }
    segments.push(encodeURIComponent(value));
  }
  return segments.join('/') || '/';
}

function joinPaths(paths: readonly (string | undefined)[]): string {
  return `/${paths.filter((path) => path).join('/')}`.replace(/\/{2,}/g, '/');
}

/**
 * Indexes the routes of a server build (`build.routes`) for `site`.
 * @example indexRoutes(build.routes, site).patternOf('/journals/jqm') // '/journals/:slug'
 */
export function indexRoutes(
  manifest: Readonly<Record<string, ManifestRoute | undefined>>,
  site: JournalSite,
): RouteIndex {
  const childrenOf = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const siblings = childrenOf.get(route.parentId) ?? [];
    siblings.push(route);
    childrenOf.set(route.parentId, siblings);
  }
  const tree = (parentId: string | undefined): TreeRoute[] =>
    (childrenOf.get(parentId) ?? []).map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      handle: handleOf(route),
      children: tree(route.id),
    }));
  const routes = tree(undefined);

  const factsOf = (pathname: string): PathFacts => {
    const matches = matchRoutes(routes as RouteObject[], pageOf(pathname));
    if (!matches) return { pattern: UNMATCHED_ROUTE, tags: [SITE_CACHE_TAG], prerendered: false };
    const chain = matches.map((match) => match.route as TreeRoute);
    const params = matches.at(-1)?.params ?? {};
    const tagging = chain.findLast((route) => route.handle?.cacheTags || route.handle?.journal);
    return {
      pattern: joinPaths(chain.map((route) => route.path)),
      tags: declaredTags(tagging?.handle, params, site) ?? [SITE_CACHE_TAG],
      prerendered: Boolean(chain.at(-1)?.handle?.prerender),
    };
  };
  // `matchRoutes` flattens and ranks every route on each call: a third of a cached page's CPU
  // time before this. Recent paths keep their answer (bounded: paths come from anyone).
  const recent = new Map<string, PathFacts>();
  const facts = (pathname: string): PathFacts => {
    let known = recent.get(pathname);
    if (known === undefined) {
      known = factsOf(pathname);
      if (recent.size >= RECENT_PATHS) recent.clear();
      recent.set(pathname, known);
    }
    return known;
  };

  return {
    patternOf: (pathname) => facts(pathname).pattern,
    tagsOf: (pathname) => facts(pathname).tags,
    isPrerendered: (pathname) => facts(pathname).prerendered,
    async prerenderedPaths(fetchApi) {
      // The same layout's list (the journals) serves every prerendered route in it.
      const listed = new Map<string, Promise<readonly RouteParams[]>>();
      const list = (route: TreeRoute, lister: ListRouteParams, params: RouteParams) => {
        const key = `${route.id} ${JSON.stringify(params)}`;
        let answer = listed.get(key);
        if (!answer) {
          answer = lister({ params, site, fetchApi });
          listed.set(key, answer);
        }
        return answer;
      };
      const paths: string[] = [];
      const visit = async (route: TreeRoute, chain: TreeRoute[]): Promise<void> => {
        const here = [...chain, route];
        if (route.handle?.prerender) {
          let sets: RouteParams[] = [{}];
          for (const step of here) {
            const lister = listerOf(step, step === route);
            if (!lister) continue;
            const next: RouteParams[] = [];
            for (const params of sets) {
              for (const own of await list(step, lister, params)) next.push({ ...params, ...own });
            }
            sets = next;
          }
          const pattern = joinPaths(here.map((step) => step.path));
          for (const params of sets) {
            const path = fillPattern(pattern, params);
            if (path !== null) paths.push(path);
          }
        }
        for (const child of route.children) await visit(child, here);
      };
      for (const route of routes) await visit(route, []);
      return paths.flatMap((path) => [path, `${path === '/' ? '' : path}${PAYLOAD_SUFFIX}`]);
    },
  };
}
