import type { Session } from '@quire/contracts';
import { redirect } from 'react-router';
import { type AuthSetting, decideGuard } from '../lib/auth-guard';
import { getSession } from './session.server';

/**
 * Enforces a route's access rule in its loader (or action): throws a redirect when the visitor
 * may not see the route, otherwise resolves with their session (null when signed out).
 * @example
 * export const handle = { auth: 'user' } satisfies AuthHandle;
 * export async function loader({ request }: Route.LoaderArgs) {
 *   const session = await guard(request, handle.auth);
 * }
 */
export async function guard(
  request: Request,
  setting: AuthSetting | undefined,
): Promise<Session | null> {
  const session = await getSession(request);
  const url = new URL(request.url);
  const decision = decideGuard(setting, {
    authenticated: session !== null,
    path: `${url.pathname}${url.search}`,
  });
  if (decision.kind === 'redirect') throw redirect(decision.to);
  return session;
}

/** {@link guard} for routes that require a session: resolves with it, never with null. */
export async function requireSession(
  request: Request,
  setting: AuthSetting = 'user',
): Promise<Session> {
  const session = await guard(request, setting);
  if (!session) throw redirect('/');
  return session;
}
