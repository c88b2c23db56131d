/**
 * The route guard as a pure decision, so every branch is testable without a server.
 *
 * A route declares its rule once, as middleware: `export const middleware =
 * [guardMiddleware('user')]` (see `server/guard.server.ts`; a layout's guard covers its
 * subtree). Middleware runs on the server before the loaders and actions of the first render and
 * of every client navigation, so a protected page never renders (not even briefly) for someone
 * who may not see it.
 *
 * The settings:
 * - `'public'` (or no setting): anyone.
 * - `'guest'`: signed-out users only; a signed-in user goes to `/`.
 * - `{ only: 'guest', signedInTo }`: the same, but a signed-in user goes to `signedInTo`.
 * - `'user'`: signed-in users only; anyone else goes to the login page with `?redirect=` back
 *   here. The login page itself is exempt, so a misconfigured login route cannot loop.
 * - `{ only: 'user', signedOutTo }`: the same, but the unauthenticated go to `signedOutTo`.
 * - `{ required: true, callbackUrl }`: a session is required; without one the visitor goes to
 *   `callbackUrl`, or to the login page (with `?redirect=` back) when none is set. The login
 *   page is exempt here too.
 *
 * Any other name or shape throws: a typo in a guard must fail loudly, never open a page.
 */

/** A guard by name. */
export type AuthGuardName = 'public' | 'guest' | 'user';

/** The access rule a route declares (see the module comment for each form). */
export type AuthSetting =
  | AuthGuardName
  | { only: 'guest'; signedInTo?: string }
  | { only: 'user'; signedOutTo?: string }
  | { required: true; callbackUrl?: string };

/** What the guard needs to know about the request. */
export interface GuardContext {
  /** Whether a valid session exists. */
  authenticated: boolean;
  /** Path and query of the request, e.g. `/panel/chat?tab=1`. */
  path: string;
  /** The login page's path (default {@link LOGIN_PATH}). */
  loginPath?: string;
  /** Where signed-in visitors of signed-out-only pages go (default {@link SIGNED_IN_DEFAULT}). */
  homePath?: string;
}

/** The guard's verdict: let the request through, or send the visitor elsewhere. */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/** Path of the login page when the guard is not told the site's (`paths.login`). */
export const LOGIN_PATH = '/auth/login';

/** Where signed-in visitors of signed-out-only pages go by default. */
export const SIGNED_IN_DEFAULT = '/';

const ALLOW: GuardDecision = { kind: 'allow' };
const redirectTo = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** The login page with `?redirect=` pointing back at `path` (slashes left readable). */
export function loginUrl(path: string, loginPath: string = LOGIN_PATH): string {
  return `${loginPath}?redirect=${encodeURIComponent(path).replaceAll('%2F', '/')}`;
}

function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

function describe(setting: unknown): string {
  try {
    return JSON.stringify(setting) ?? String(setting);
  } catch {
    return String(setting);
  }
}

/**
 * Decides whether a request may see a route with the given access rule.
 * @throws Error for an unknown guard name or shape.
 * @example decideGuard('user', { authenticated: false, path: '/panel' })
 * // → { kind: 'redirect', to: '/auth/login?redirect=/panel' }
 */
export function decideGuard(setting: unknown, context: GuardContext): GuardDecision {
  const loginPath = context.loginPath ?? LOGIN_PATH;
  const homePath = context.homePath ?? SIGNED_IN_DEFAULT;
  const toLogin = () => redirectTo(loginUrl(context.path, loginPath));

  if (setting === undefined || setting === 'public') return ALLOW;
  if (setting === 'guest') {
    return context.authenticated ? redirectTo(homePath) : ALLOW;
  }
  if (setting === 'user') {
    if (context.authenticated || pathnameOf(context.path) === loginPath) return ALLOW;
    return toLogin();
  }
  if (typeof setting === 'object' && setting !== null) {
    const rule = setting as Record<string, unknown>;
    if (rule.only === 'guest') {
      if (!context.authenticated) return ALLOW;
      return redirectTo(typeof rule.signedInTo === 'string' ? rule.signedInTo : homePath);
    }
    if (rule.only === 'user') {
      if (context.authenticated || pathnameOf(context.path) === loginPath) return ALLOW;
      return typeof rule.signedOutTo === 'string' ? redirectTo(rule.signedOutTo) : toLogin();
    }
    if (rule.required === true) {
      if (context.authenticated || pathnameOf(context.path) === loginPath) return ALLOW;
      return typeof rule.callbackUrl === 'string' ? redirectTo(rule.callbackUrl) : toLogin();
    }
  }
  throw new Error(`Unknown auth guard: ${describe(setting)}`);
}
