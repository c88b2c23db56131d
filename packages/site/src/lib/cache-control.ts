/** Anonymous public pages: a minute in browsers, five at a CDN, served stale while it refreshes. */
export const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
/** Anything personal (signed-in visitors, auth screens, failures): never stored. */
export const PRIVATE_NO_STORE = 'private, no-store';
/** Screens that must not be stored but are not personal (auth forms). */
export const NO_STORE = 'no-store';

/** What decides how a response may be cached. */
export interface CacheInput {
  /** The request carried a session cookie, or the visitor is signed in. */
  signedIn: boolean;
  /** The response status. */
  status: number;
  /** Whether a matched route restricts access (auth screens, panel): never cached. */
  guarded: boolean;
  /** Whether the request was a mutation (POST, …): its answer is never cached. */
  mutation: boolean;
}

/**
 * The `Cache-Control` of an HTML page (or its `.data` twin): anonymous public pages are shared
 * at a CDN; signed-in responses are private; guarded screens, mutations and server errors are
 * not stored.
 */
export function cacheControlFor({ signedIn, status, guarded, mutation }: CacheInput): string {
  if (signedIn) return PRIVATE_NO_STORE;
  if (guarded || mutation || status >= 500) return NO_STORE;
  return PUBLIC_CACHE;
}
