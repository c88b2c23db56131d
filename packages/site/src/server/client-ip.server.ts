import { AsyncLocalStorage } from 'node:async_hooks';
import type { HttpClient } from '@quire/api-client';

/** What the web server knows about the request being handled. */
export interface RequestScope {
  /** The visitor's IP address as the web server sees it (see `@quire/site/node`). */
  clientIp: string | undefined;
}

// An async-local scope, not the request's context: anonymous requests share one API client,
// whose interceptor cannot see which request's context a call belongs to.
const scope = new AsyncLocalStorage<RequestScope>();

/**
 * Runs `next` (the rest of one HTTP request's handling) with the visitor's IP in scope.
 * Reached through `siteServerEntry` so the site server (`@quire/site/node`) can call it.
 * @example runWithClientIp(req.socket.remoteAddress, next);
 */
export function runWithClientIp<T>(clientIp: string | undefined, next: () => T): T {
  return scope.run({ clientIp }, next);
}

/** The IP of the visitor whose request is being handled, if the server provided one. */
export function currentClientIp(): string | undefined {
  return scope.getStore()?.clientIp;
}

/**
 * Makes every call of `http` tell the API whose request it serves (`X-Forwarded-For`): the API's
 * per-IP rate limits (sign-in: 10 a minute) must see the visitor, not this server. The API
 * trusts the header from this server only (its `TRUST_PROXY`, loopback by default). The address
 * is read per call, so one client shared by anonymous requests works too.
 */
export function forwardClientIp(http: HttpClient): HttpClient {
  http.axios.interceptors.request.use((config) => {
    const clientIp = currentClientIp();
    if (clientIp) config.headers.set('X-Forwarded-For', clientIp);
    return config;
  });
  return http;
}
