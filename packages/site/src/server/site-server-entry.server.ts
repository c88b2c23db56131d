import { journalSite } from '../config/journal-site';
import { PUBLIC_CACHE } from '../lib/cache-control';
import { dropCachedApiReads, setFollowingPurges } from './api.server';
import { runWithClientIp } from './client-ip.server';
import { createLoadContext } from './request-context.server';
import { createCspNonce, securityHeaders } from './security-headers.server';
import { SESSION_COOKIE } from './session-cookie.server';

/**
 * What the site server (`@quire/site/node`) needs from inside an app's server build: the build
 * bundles its own copy of the kit, whose module state (the API micro-cache, the current site) is
 * the one requests use, so the server reaches it through this one object instead of a loose list
 * of exports. An app's `entry.server.tsx` re-exports it.
 * @example export { siteServerEntry } from '@quire/site/server';
 */
export interface SiteServerEntry {
  /** The load context of one request (client IP, CSP nonce) for React Router's handler. */
  createLoadContext: typeof createLoadContext;
  /** Runs a request's handling with its client IP known to the API calls it makes. */
  runWithClientIp: typeof runWithClientIp;
  /** A new nonce for one response's Content-Security-Policy. */
  createCspNonce: typeof createCspNonce;
  /** The security headers of a response, its CSP admitting `nonce`. */
  securityHeaders: typeof securityHeaders;
  /** Forgets the cached anonymous API reads and settings (a purge calls it). */
  dropCachedApiReads: typeof dropCachedApiReads;
  /** Says whether the server follows the API's purges (stable reads are kept only then). */
  setFollowingPurges: typeof setFollowingPurges;
  /** The `Cache-Control` of public pages (prerendered payloads are cached like them). */
  publicCache: string;
  /** The session cookie's name: requests carrying it never touch the page cache. */
  sessionCookie: string;
  /** The site the app defines (its configuration, read once its routes are loaded). */
  site: typeof journalSite;
}

/** The site server's way into an app's server build (see {@link SiteServerEntry}). */
export const siteServerEntry: SiteServerEntry = {
  createLoadContext,
  runWithClientIp,
  createCspNonce,
  securityHeaders,
  dropCachedApiReads,
  setFollowingPurges,
  publicCache: PUBLIC_CACHE,
  sessionCookie: SESSION_COOKIE,
  site: journalSite,
};
