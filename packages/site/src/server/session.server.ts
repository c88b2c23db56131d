import { isApiError } from '@quire/api-client';
import type { Session } from '@quire/contracts';
import { apiFor } from './api.server';
import { readSessionToken } from './session-cookie.server';

/** The visitor's session as the server sees it. */
export interface SessionResult {
  session: Session | null;
  /**
   * True when the request carried a token the API rejected: the caller should clear the cookie
   * (a failed session fetch clears session and token).
   */
  stale: boolean;
}

const cache = new WeakMap<Request, Promise<SessionResult>>();

async function fetchSession(request: Request): Promise<SessionResult> {
  if (!readSessionToken(request)) return { session: null, stale: false };
  try {
    return { session: await apiFor(request).auth.session(), stale: false };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return { session: null, stale: true };
    // The API being unreachable is not the visitor's fault: treat them as signed out for this
    // request, keep their cookie, and say why in the log.
    console.error('Could not load the session', error);
    return { session: null, stale: false };
  }
}

/**
 * The session of `request`'s visitor: asks `auth/session` at most once per request (every loader
 * of one request shares the answer), and not at all when there is no cookie.
 */
export function getSessionResult(request: Request): Promise<SessionResult> {
  let pending = cache.get(request);
  if (!pending) {
    pending = fetchSession(request);
    cache.set(request, pending);
  }
  return pending;
}

/** The signed-in session, or null. */
export async function getSession(request: Request): Promise<Session | null> {
  return (await getSessionResult(request)).session;
}
