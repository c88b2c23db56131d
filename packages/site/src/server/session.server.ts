import { isApiError, type QuireApi } from '@quire/api-client';
import type { Session } from '@quire/contracts';
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

/**
 * Asks `api` (the request's client) who sent `request`; not at all when there is no cookie.
 * The root middleware calls it once per request and keeps the answer in `sessionContext`, so
 * every loader of a request shares it. Never rejects.
 */
export async function readSession(request: Request, api: QuireApi): Promise<SessionResult> {
  if (!readSessionToken(request)) return { session: null, stale: false };
  try {
    return { session: await api.auth.session(), stale: false };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return { session: null, stale: true };
    // The API being unreachable is not the visitor's fault: treat them as signed out for this
    // request, keep their cookie, and say why in the log.
    console.error('Could not load the session', error);
    return { session: null, stale: false };
  }
}
