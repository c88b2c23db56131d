import { randomBytes } from 'node:crypto';
import { serverEnv } from './env.server';

/** Where the browser talks to besides the site itself: the API and its public files. */
export interface ApiOrigins {
  /** The API's REST base (`API_URL`); the signed-in pages call it and open its socket. */
  apiUrl: string;
  /** The base of the API's public files (`BACKEND_URL`): covers, avatars, PDFs, the socket. */
  backendUrl: string;
}

/** A fresh nonce for one response's inline boot script and stylesheet (128 random bits). */
export function createCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/** `http://api.example:4000` → `ws://api.example:4000` (and https → wss): socket.io's websocket. */
function socketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

const sources = (...list: string[]) => [...new Set(list)].join(' ');

/**
 * The site's Content-Security-Policy for a response whose inline `<script>` and `<style>` carry
 * `nonce`. Scripts run only from the site itself or with the nonce (no `'unsafe-inline'`, no
 * eval); pages may not be framed; forms post only to the site.
 *
 * Two allowances, and why:
 * - `style-src-attr 'unsafe-inline'`: server-rendered `style="--q-accent: …"` attributes carry the
 *   journals' brand colours. Style attributes cannot run code, and nonces cannot cover them.
 * - `img-src https:`: editorial HTML (news, journal pages, abstracts) keeps `http(s)` image
 *   sources after sanitising, and those may live on any host.
 * @example contentSecurityPolicy('abc', { apiUrl: 'https://api.quire.example/api/', backendUrl: 'https://api.quire.example' })
 */
export function contentSecurityPolicy(nonce: string, origins: ApiOrigins): string {
  const api = new URL(origins.apiUrl).origin;
  const files = new URL(origins.backendUrl).origin;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `img-src ${sources("'self'", 'blob:', files, api, 'https:')}`,
    `connect-src ${sources("'self'", api, files, socketOrigin(api), socketOrigin(files))}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The security headers of every response of the web server (pages, errors, static files,
 * feeds): the CSP above, no framing (`frame-ancestors` and, for older browsers,
 * `X-Frame-Options`), no MIME sniffing, and no full URLs in the `Referer` sent to other sites.
 */
export function securityHeaders(
  nonce: string,
  origins: ApiOrigins = serverEnv(),
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce, origins),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
