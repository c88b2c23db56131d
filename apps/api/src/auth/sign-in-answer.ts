import type { SignInResponse } from '@quire/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { setSessionCookie } from './session-cookie';
import { createSession } from './session-store';
import { toUser, type UserRow } from './user-view';

/**
 * Signs `user` in: a new session, its token as the HttpOnly cookie, and the answer of every
 * sign-in (the token at `/token` for clients that keep it themselves, the user, the expiry),
 * marked `no-store`.
 */
export async function signInAnswer(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<SignInResponse> {
  const session = await createSession(
    db,
    user.id,
    request.headers['user-agent'],
    config.sessionTtlMs,
  );
  setSessionCookie(reply, session.token, config);
  // The answer carries the new token: no cache may keep it.
  reply.header('cache-control', 'no-store');
  return {
    token: session.token,
    user: toUser(user, config),
    expiresAt: session.expiresAt.toISOString(),
  };
}
