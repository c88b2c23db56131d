import type { JournalMembership } from '@quire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { unauthorized } from '../http/errors';
import { sessionLookupOf } from './session-lookup';
import { hashToken } from './tokens';

/** Name of the HttpOnly cookie that carries the session token. */
export const SESSION_COOKIE = 'quire_session';

/** The signed-in user as routes see it. */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  /** `admin`: a site administrator (see `access/access.ts` for what each role allows). */
  role: 'author' | 'admin';
  /** The journals the user holds roles in, and which. */
  journals: JournalMembership[];
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
