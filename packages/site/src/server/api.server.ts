import {
  createHttpClient,
  createQuireApi,
  installMicroCache,
  type QuireApi,
} from '@quire/api-client';
import { createServerTransport } from '@quire/api-client/node';
import { answerUnavailableAs503 } from './api-unavailable.server';
import { forwardClientIp } from './client-ip.server';
import { serverEnv } from './env.server';
import { readSessionToken } from './session-cookie.server';

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
    installMicroCache(http, { ttlMs: apiCacheMs });
  }
  // The API is ours and already validated; skipping response validation keeps SSR fast.
  return createQuireApi(answerUnavailableAs503(http), { validateResponses: false });
}

// One connection pool for every client of this process.
const transport = createServerTransport();

// Anonymous requests share one client: it holds no per-request state.
let anonymous: QuireApi | undefined;
const perRequest = new WeakMap<Request, QuireApi>();

/**
 * The API as the visitor who sent `request`: their session token from the `quire_session`
 * cookie travels as `Authorization: Bearer`. One client per request (anonymous ones share one).
 * @example const journal = await apiFor(request).content.journal(params.slug);
 */
export function apiFor(request: Request): QuireApi {
  const token = readSessionToken(request);
  if (!token) {
    anonymous ??= buildApi(null);
    return anonymous;
  }
  let api = perRequest.get(request);
  if (!api) {
    api = buildApi(token);
    perRequest.set(request, api);
  }
  return api;
}

/** The API with an explicit token (just after sign-in, before the browser has the cookie). */
export function apiWithToken(token: string): QuireApi {
  return buildApi(token);
}
