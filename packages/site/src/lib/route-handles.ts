// What a route declares to the site server (`@quire/site/node`) in its `handle` export: the
// page cache's purge tags of its pages, and which of its pages are rendered ahead of any visit.
// The server reads these from the build's routes, so it never re-derives the site's addresses:
// a site that mounts its journal at `/` (one journal on its own domain) or under
// `/journals/:slug` says so in its routes and configuration only (docs/architecture.md,
// "Caching").
import type { JournalSite } from '../config/journal-site';

/** A route's URL parameters, by name (`{ slug: 'eco', page_slug: 'about' }`). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** What a route's prerender declaration is given to list its pages. */
export interface PrerenderContext {
  /** The parameters the routes around it listed (e.g. the journal's `slug`). */
  params: RouteParams;
  /** The site's configuration. */
  site: JournalSite;
  /**
   * GETs an API path (relative to `API_URL`, e.g. `journals?page=1`) and resolves with its JSON;
   * rejects on a failed request or an answer that is not 2xx.
   */
  fetchApi(path: string): Promise<unknown>;
}

/** Lists parameter sets of a route's own parameters. */
export type ListRouteParams = (context: PrerenderContext) => Promise<readonly RouteParams[]>;

/** The part of a route's `handle` the site server reads. */
export interface SiteRouteHandle {
  /**
   * The route's pages belong to a journal: the one its `slug` parameter names, or the site's own
   * (`journal` of a single-journal site). They carry that journal's purge tag
   * (`journal:<slug>`), and the prerendered pages nested in the route are listed per journal
   * (every journal of the API's list, or the site's one).
   */
  journal?: true;
  /**
   * The purge tags of this route's pages and of the pages nested in it, when they are not a
   * journal's (the deepest route that declares tags wins); pages no route tags are `site`. A
   * purge of one of the tags — or of `all` — drops the page from the page cache.
   */
  cacheTags?(params: RouteParams, site: JournalSite): readonly string[];
  /** A layout's own parameters, listed for the prerendered pages nested in it. */
  listParams?: ListRouteParams;
  /**
   * Prerender this route's pages: rendered once the API answers, kept until a purge drops them,
   * then rendered again at once; each also has its static payload at `{path}/_payload.json`.
   * `true` for a route without parameters of its own; `'journal-pages'` for a journal's own
   * pages (`:page_slug`, one per page the journal has); else the lister of its parameters.
   */
  prerender?: true | 'journal-pages' | ListRouteParams;
}

/** The tag of the pages no route tags, and of the site-wide ones the API purges on any change. */
export const SITE_CACHE_TAG = 'site';

// The kit's handles are plain data, not functions: a route's `handle` ships in its browser
// chunk (the article page's JavaScript has a budget), and the site server interprets them.

/**
 * The handle of the journal layouts (a journal's pages and its articles).
 * @example export { journalRouteHandle as handle } from '@quire/site';
 */
export const journalRouteHandle: SiteRouteHandle = { journal: true };

/**
 * The handle of a journal's own pages (`pages/:page_slug`): prerendered, one per page the
 * journal has. A journal the API cannot read is left out (its pages render on demand).
 * @example export { journalPageRouteHandle as handle } from '@quire/site';
 */
export const journalPageRouteHandle: SiteRouteHandle = { prerender: 'journal-pages' };

/**
 * The handle of a page without parameters that changes only on a deploy or an editor's change
 * (`/about`): prerendered.
 * @example export { prerenderedRouteHandle as handle } from '@quire/site';
 */
export const prerenderedRouteHandle: SiteRouteHandle = { prerender: true };
