import type { Session } from '@quire/contracts';
import {
  createContext,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from 'react-router';
import { journalSite } from '../config/journal-site';
import { type AuthSetting, decideGuard } from '../lib/auth-guard';
import { sessionContext } from './request-context.server';

/**
 * Whether a matched route declares an access rule other than public: set by
 * {@link guardMiddleware}, read by the document and `.data` handlers to keep the answer out of
 * shared caches.
 */
export const guardedRouteContext = createContext<boolean>(false);

/**
 * Marks a page open to anyone who holds its address, but one person's (a mailed link's token is
 * the way in: a reviewer's review): never stored in shared caches, like a guarded page — the page
 * cache would otherwise serve the state of a minute ago to the person acting on it.
 */
export const linkOnlyPageMiddleware: MiddlewareFunction<Response> = async ({ context }) => {
  context.set(guardedRouteContext, true);
};

/**
 * A route's access rule as middleware, the rule's one declaration: it redirects before any
 * loader or action of the route (or of the subtree of a layout that attaches it) runs, so a
 * protected page never renders, not even briefly, for someone who may not see it. The decision
 * is `decideGuard`'s (see `lib/auth-guard.ts` for each form of rule).
 * @throws Error at once for an unknown rule name or shape: a typo must fail loudly.
 * @example export const middleware = [guardMiddleware('user')];
 */
export function guardMiddleware(setting: AuthSetting): MiddlewareFunction<Response> {
  // Checked when the route module loads, not at the first visit.
  decideGuard(setting, { authenticated: false, path: '/' });
  const guarded = setting !== 'public';
  // `url`, not `request.url`: the address the visitor asked for, without a data request's
  // `.data` suffix and `_routes`/`index` parameters (the app passes requests through as they
  // came: React Router 8 does so always, 7.x with `future.v8_passThroughRequests`), so the sign-in page sends them back to the page.
  return async ({ url, context }) => {
    if (guarded) context.set(guardedRouteContext, true);
    const { session } = await context.get(sessionContext);
    const { paths } = journalSite();
    const decision = decideGuard(setting, {
      authenticated: session !== null,
      path: `${url.pathname}${url.search}`,
      loginPath: paths.login,
      homePath: paths.home,
    });
    if (decision.kind === 'redirect') throw redirect(decision.to);
  };
}

/**
 * The session of a request a signed-in guard let through (`guardMiddleware('user')` on the
 * route or its layout). Sends the visitor home when there is none, so a route whose guard was
 * forgotten cannot run signed out.
 * @example const session = await requireSession(context);
 */
export async function requireSession(context: Readonly<RouterContextProvider>): Promise<Session> {
  const { session } = await context.get(sessionContext);
  if (!session) throw redirect(journalSite().paths.home);
  return session;
}
