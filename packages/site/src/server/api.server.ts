import {
  createHttpClient,
  createQuireApi,
  installMicroCache,
  type MicroCache,
  type QuireApi,
} from '@quire/api-client';
import { createServerTransport } from '@quire/api-client/node';
import { contentEndpoints, endpointPathPattern } from '@quire/contracts';
import { answerUnavailableAs503 } from './api-unavailable.server';
import { forwardClientIp } from './client-ip.server';
import { serverEnv } from './env.server';
import { readSessionToken } from './session-cookie.server';
import { dropCachedSettings } from './settings.server';
import { dropCachedSitemap } from './sitemap-cache.server';

/**
 * How long the anonymous client keeps the public reads that change only when an editor changes
 * something (settings, the journal list, a journal, its current issue) or
 * slowly (a journal's most read articles of the month), while this server follows the API's purges — each editor's
 * change drops them at once, on every node. Expired, they are revalidated with their ETag.
 */
export const STABLE_READS_MS = 60_000;

/**
 * API paths (relative to `API_URL`, without the query) of the stable reads: the public reads
 * declared `stableRead` in `@quire/contracts` (settings, the journal list, a journal, its current
 * issue, its most read articles).
 */
const STABLE_READ_PATHS = Object.values(contentEndpoints)
  .filter((declaration) => 'stableRead' in declaration && declaration.stableRead)
  .map(endpointPathPattern);

// Off until the server says it follows the purges: without them a stable read could stay stale.
let followingPurges = false;

/**
 * Says whether the server hears the API's content purges (its purge stream is up). While it
 * does, the stable reads are kept for {@link STABLE_READS_MS}; when the stream drops they are
 * forgotten and no longer kept, since a change made meanwhile would not be heard.
 */
export function setFollowingPurges(following: boolean): void {
  followingPurges = following;
  if (!following) dropCachedApiReads();
}

/**
 * Reads made with a mailed link's token (a reviewer's review and its discussion): one person's,
 * changing as they act (a message just posted must show on the page the post returns to), so
 * never reused from the anonymous micro-cache.
 */
function isLinkRead(url: string): boolean {
  const { apiUrl } = serverEnv();
  return (
    url.startsWith(apiUrl) &&
    url.slice(apiUrl.length).replace(/^\//, '').startsWith('review-links/')
  );
}

/** The stable reads' lifetime for a full API URL, or undefined for the default. */
function stableReadTtl(url: string): number | undefined {
  if (!followingPurges) return undefined;
  const { apiUrl } = serverEnv();
  if (!url.startsWith(apiUrl)) return undefined;
  const path = url.slice(apiUrl.length).split('?')[0] ?? '';
  return STABLE_READ_PATHS.some((pattern) => pattern.test(path)) ? STABLE_READS_MS : undefined;
}

/**
 * A client for one visitor (`token`) or for every anonymous one (`null`). Anonymous GET answers
 * are shared for `API_CACHE_MS`: every anonymous view of a page makes the same reads (settings,
 * journal, article, citations), so under load one API call serves them all (docs/performance.md);
 * the stable reads for longer ({@link STABLE_READS_MS}). Each answer is parsed once and handed to
 * every loader frozen: a loader must build its view from an answer, never change it.
 */
function buildApi(token: string | null): QuireApi {
  const { apiUrl, backendUrl, apiCacheMs } = serverEnv();
  const http = createHttpClient({
    apiUrl,
    backendUrl,
    // Kept-alive, pooled connections to the API (no TCP handshake per call).
    transport,
    // Bearer, not the cookie: server-side calls are exempt from the API's CSRF check by design.
    auth: { getToken: () => token },
  });
  forwardClientIp(http);
  if (token === null) {
    // Loaders only read answers: a fresh one is parsed once and shared, frozen, by every page.
    anonymousReads = installMicroCache(http, {
      ttlMs: apiCacheMs,
      ttlFor: stableReadTtl,
      bypass: isLinkRead,
      shareParsedAnswers: true,
    });
  }
  // The API is ours and already validated; skipping response validation keeps SSR fast.
  return createQuireApi(answerUnavailableAs503(http), { validateResponses: false });
}

// One connection pool for every client of this process.
const transport = createServerTransport();

// Anonymous requests share one client: it holds no per-request state.
let anonymous: QuireApi | undefined;
// Its micro-cache, dropped when content changes (see `dropCachedApiReads`).
let anonymousReads: MicroCache | undefined;

/**
 * Forgets the anonymous API answers shared for `API_CACHE_MS` and the process's settings: the web
 * server's page cache calls it on a purge, so a page rendered again at once reads the changed
 * content.
 */
export function dropCachedApiReads(): void {
  anonymousReads?.clear();
  dropCachedSettings();
  dropCachedSitemap();
}
/**
 * A client for the visitor who sent `request`: their session token from the `quire_session`
 * cookie travels as `Authorization: Bearer`; anonymous requests share one client. The root
 * middleware calls it once per request and keeps it in `apiContext`, which loaders read.
 */
export function requestApi(request: Request): QuireApi {
  const token = readSessionToken(request);
  if (token) return buildApi(token);
  anonymous ??= buildApi(null);
  return anonymous;
}

/** The API with an explicit token (just after sign-in, before the browser has the cookie). */
export function apiWithToken(token: string): QuireApi {
  return buildApi(token);
}
