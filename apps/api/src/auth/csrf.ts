import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { forbidden } from '../http/errors';

/** Header (and value) the web client sends on every request; a cross-site form cannot set it. */
export const CSRF_HEADER = 'x-requested-with';
/** The value of `CSRF_HEADER` the API expects. */
export const CSRF_HEADER_VALUE = 'quire';

/** The message of every request refused as cross-site. */
export const CSRF_BLOCKED_MESSAGE =
  'This request was blocked to protect your account (cross-site request).';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Where the request says it comes from: `Origin`, else the origin of `Referer`, else null. */
function requestOrigin(request: FastifyRequest): string | null {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return origin;
  return referer ? (originOf(referer) ?? 'invalid') : null;
}

/**
 * CSRF protection (docs/architecture.md), run after the session resolver. A state-changing request
 * authenticated by the session cookie must come from our own origin (`Origin`, or `Referer` when
 * Origin is absent) AND carry `X-Requested-With: quire`. Bearer requests are exempt (browsers
 * never attach that header on their own); anonymous ones are refused only when they declare a
 * foreign origin, which stops login CSRF without breaking server-side callers.
 */
export function registerCsrfProtection(app: FastifyInstance, { config }: AppContext): void {
  const trusted = new Set([config.webOrigin, originOf(config.backendUrl)]);
  // Before validation, so a forged request is refused whatever its body holds.
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.user?.via === 'bearer') return;
    const origin = requestOrigin(request);
    if (!request.user) {
      if (origin !== null && !trusted.has(origin)) throw forbidden(CSRF_BLOCKED_MESSAGE);
      return;
    }
    const header = request.headers[CSRF_HEADER];
    if (
      origin === null ||
      !trusted.has(origin) ||
      header?.toString().toLowerCase() !== CSRF_HEADER_VALUE
    ) {
      throw forbidden(CSRF_BLOCKED_MESSAGE);
    }
  });
}
