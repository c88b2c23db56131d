import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../http/errors';
import { sessionLookupOf } from './session-lookup';
import { hashToken } from './tokens';

/** Name of the HttpOnly cookie that carries the session token. */
export const SESSION_COOKIE = 'quire_session';

/** The signed-in user as routes see it. */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: 'author' | 'admin';
  sessionId: number;
  /** How the token arrived: cookie-authenticated mutations need CSRF protection, bearer ones do not. */
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user, or null when the request carries no valid session. */
    user: SessionUser | null;
  }
}

/** Reads the token from `Authorization: Bearer …` first, else from the session cookie. */
export function readToken(
  request: FastifyRequest,
): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] ? { token: match[1], via: 'bearer' } : null;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/**
 * Resolves `request.user` from the token on every request (an indexed query when a token is
 * present, shared by the requests arriving together; none otherwise). Expired and revoked
 * sessions resolve to null.
 */
export function registerSessionResolver(app: FastifyInstance, { db, config }: AppContext): void {
  app.decorateRequest('user', null);
  // Before validation: who asks is known before what they sent is judged (see `registerAreaAccess`).
  app.addHook('preValidation', async (request) => {
    const found = readToken(request);
    if (!found || found.token.length > 200) return;
    const row = await sessionLookupOf(db, config.sessionReuseMs).find(hashToken(found.token));
    if (row) request.user = { ...row, via: found.via };
  });
}

/** The signed-in user, or a 401 for the client. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in administrator, or 401 (signed out) / 403 (not an admin). */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden('Only administrators can do this.');
  return user;
}

/**
 * The signed-in areas by address: `/api/user/…` needs a session (401), `/api/admin/…` an
 * administrator's (401/403). Checked before the body and query are validated, so a stranger
 * gets the same 401 or 403 whatever they send and learns nothing of a route's fields; each
 * route still asks for its user itself (`requireUser`, `requireAdmin`). Run after the session
 * resolver and the CSRF check.
 */
export function registerAreaAccess(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const route = request.routeOptions.url;
    if (route?.startsWith('/api/admin/')) requireAdmin(request);
    else if (route?.startsWith('/api/user/')) requireUser(request);
  });
}
