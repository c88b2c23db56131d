import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { SESSION_COOKIE } from '../auth/session';

/**
 * The API's security headers: helmet's defaults with a Content-Security-Policy for a server of
 * JSON and files (it never serves pages that load scripts; the docs page is inline-styled), and
 * a cross-origin resource policy so the web origin can embed covers and galleys.
 */
export const API_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/**
 * The headers helmet sets for `options`, worked out once. Helmet is a middleware that builds its
 * header values from the options; run against a recording response it yields exactly the headers
 * it would set on a real one.
 */
export function securityHeadersOf(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
}

/**
 * Whether a request carries credentials (a bearer token or the session cookie): its answer may be
 * personal (messages, account details, a new token) and must not be kept by any cache.
 */
export function carriesCredentials(headers: IncomingHttpHeaders): boolean {
  return (
    headers.authorization !== undefined || (headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false)
  );
}

/**
 * Sets the API's security headers on every reply. `@fastify/helmet` calls `helmet(options)` on
 * every request, which parses the options and the CSP directives again each time (a profile of
 * the chat send path showed it at about 7% of the API's CPU); the headers never change, so they
 * are computed at start and copied onto each reply.
 *
 * An answer to a request with credentials also gets `Cache-Control: no-store`, so neither the
 * browser's cache nor a proxy keeps a signed-in person's data; a route that sets its own
 * `Cache-Control` (a public read's ETag, a chat attachment kept privately) replaces it.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions = API_HELMET_OPTIONS,
): void {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (carriesCredentials(request.headers)) reply.header('cache-control', 'no-store');
    done();
  });
}
