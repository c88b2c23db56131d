import { parse, serialize } from 'cookie';
import { serverEnv } from './env.server';

/**
 * Name of the HttpOnly session cookie. The API sets and reads the same cookie, so the value is
 * the bare token (no signing or encoding of our own): browser calls to the API on the same host
 * authenticate with it too.
 */
export const SESSION_COOKIE = 'quire_session';

/** The session token the request carries, or null. */
export function readSessionToken(request: Request): string | null {
  const header = request.headers.get('Cookie');
  if (!header) return null;
  return parse(header)[SESSION_COOKIE] || null;
}

function cookieOptions() {
  // HttpOnly: page scripts never see the token. Lax: cross-site POSTs do not carry it.
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: serverEnv().secureCookies,
    path: '/',
  } as const;
}

/** A `Set-Cookie` value that stores `token` until `expiresAt` (the session's own expiry). */
export function sessionCookie(token: string, expiresAt: string | Date): string {
  const expires = new Date(expiresAt);
  const maxAge = Math.max(0, Math.floor((expires.getTime() - Date.now()) / 1000));
  return serialize(SESSION_COOKIE, token, { ...cookieOptions(), maxAge });
}

/** A `Set-Cookie` value that removes the session cookie. */
export function clearedSessionCookie(): string {
  return serialize(SESSION_COOKIE, '', { ...cookieOptions(), maxAge: 0, expires: new Date(0) });
}
