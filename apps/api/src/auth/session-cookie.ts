import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { SESSION_COOKIE } from './session';

/** HttpOnly so page scripts never see the token; Lax so cross-site POSTs do not carry it. */
function cookieOptions(config: Pick<Config, 'cookieSecure'>): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/' };
}

/** Sets the session cookie to live exactly as long as the session. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  config: Pick<Config, 'cookieSecure' | 'sessionTtlMs'>,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(config),
    maxAge: Math.floor(config.sessionTtlMs / 1000),
  });
}

/** Tells the browser to drop the session cookie. */
export function clearSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, 'cookieSecure'>,
): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}
