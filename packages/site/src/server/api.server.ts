import {
  createHttpClient,
  createQuireApi,
  installMicroCache,
  type MicroCache,
  type QuireApi,
} from '@quire/api-client';
import { createServerTransport } from '@quire/api-client/node';
import { answerUnavailableAs503 } from './api-unavailable.server';
import { forwardClientIp } from './client-ip.server';
import { serverEnv } from './env.server';
import { readSessionToken } from './session-cookie.server';
import { dropCachedSettings } from './settings.server';

/**
 * A client for one visitor (`token`) or for every anonymous one (`null`). Anonymous GET answers
 * are shared for `API_CACHE_MS`: every anonymous view of a page makes the same reads (settings,
 * journal, article, citations), so under load one API call serves them all (docs/performance.md).
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
  if (token === null && apiCacheMs > 0) {
    anonymousReads = installMicroCache(http, { ttlMs: apiCacheMs });
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
