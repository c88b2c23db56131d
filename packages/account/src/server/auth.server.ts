import {
  type AuthSession,
  createAuthSession,
  createHttpClient,
  memoryTokenStore,
  redirectFromQuery,
  type SignInResult,
  type TokenStore,
} from '@quire/api-client';
import { hasEditorialRole, type Session, type SetupBody } from '@quire/contracts';
import { journalPath, journalSite } from '@quire/site';
import {
  apiContext,
  clearedSessionCookie,
  forwardClientIp,
  type RequestArgs,
  readSessionToken,
  serverEnv,
  sessionCookie,
} from '@quire/site/server';
import { redirect } from 'react-router';

/** A signed-in outcome: where to go and the cookie that carries the new session. */
export interface SignedIn {
  session: Session;
  token: string;
  redirectTo: string;
}

/**
 * The api-client auth session, run on the web server for one request. The token lands in a
 * memory store (from `/token` of the sign-in answer); the caller moves it into the HttpOnly
 * cookie. `redirect` in the request's query is honoured only when it is same-origin.
 */
function serverAuthSession(request: Request, tokenStore: TokenStore) {
  const { apiUrl, backendUrl } = serverEnv();
  let target: string | undefined;
  const session: AuthSession = createAuthSession({
    http: forwardClientIp(createHttpClient({ apiUrl, backendUrl })),
    tokenStore,
    // The server never navigates itself: it answers with a redirect to where the session would go.
    navigate: (url) => {
      target = url;
    },
    currentUrl: () => request.url,
    focusTarget: null,
    refresh: { onWindowFocus: false, periodic: false },
    pages: { afterSignIn: journalSite().paths.home, afterSignOut: journalSite().paths.home },
  });
  return { session, target: () => target };
}

/**
 * Where a sign-in lands: the same-origin `redirect` of the sign-in address when it has one (the
 * page that asked for it); else the editorial queue for anyone who works in the back office (an
 * editorial role in some journal, or a site administrator), and the home page for everyone else.
 * @example landingAfterSignIn(session.user, 'https://quire.example/auth/login') // '/admin/submissions' for an editor
 */
export function landingAfterSignIn(user: Session['user'], signInUrl: string): string {
  const { paths } = journalSite();
  return (
    redirectFromQuery(signInUrl, 'redirect') ??
    (hasEditorialRole(user) ? paths.editorSubmissions : paths.home)
  );
}

function signedIn(request: Request, result: SignInResult, tokenStore: TokenStore) {
  const token = tokenStore.get();
  if (!result.ok || !token) return null;
  return {
    session: result.data,
    token,
    redirectTo: landingAfterSignIn(result.data.user, request.url),
  } satisfies SignedIn;
}

/**
 * Signs in with the visitor's credentials: token at `/token`, then the session, then the target.
 * Rejects with the API's error (wrong password, validation, rate limit); resolves null when
 * sign-in stopped for a reason already logged (the answer carried no token string or target).
 */
export async function signInOnServer(
  request: Request,
  credentials: { email: string; password: string },
): Promise<SignedIn | null> {
  const tokenStore = memoryTokenStore();
  const { session } = serverAuthSession(request, tokenStore);
  try {
    // The landing is decided here, from the session's roles: the auth session only knows one
    // page for everyone (`pages.afterSignIn`).
    return signedIn(request, await session.signIn(credentials, { redirect: false }), tokenStore);
  } finally {
    session.destroy();
  }
}

/**
 * Starts an account: sign-up sends the body, then signs in unless suppressed — suppressed here,
 * because the API creates the account only once the mailed link is confirmed
 * ({@link confirmOnServer}). Resolves with the API's "check your inbox" message (the same for
 * every address), or null when sign-up stopped for a reason already logged. Rejects with the
 * API's error (validation, weak password, rate limit).
 */
export async function signUpOnServer(
  request: Request,
  body: Record<string, unknown>,
): Promise<string | null> {
  const { session } = serverAuthSession(request, memoryTokenStore());
  try {
    const result = await session.signUp(body, { signInAfter: false });
    if (!result.ok) return null;
    const answer = result.account as { message?: unknown } | null;
    return typeof answer?.message === 'string' ? answer.message : null;
  } finally {
    session.destroy();
  }
}

/**
 * Confirms a sign-up with the token from the mailed link: the API creates the account and signs
 * it in. Resolves with the new session and where to go (`redirect` of the request's query when
 * same-origin, else the site's panel). Rejects with the API's error (an invalid or expired link).
 */
export async function confirmOnServer(
  { request, context }: RequestArgs,
  token: string,
): Promise<SignedIn> {
  const answer = await context.get(apiContext).auth.confirmRegistration({ body: { token } });
  return {
    session: { user: answer.user, expiresAt: answer.expiresAt },
    token: answer.token,
    redirectTo: redirectFromQuery(request.url, 'redirect') ?? journalSite().paths.panel,
  };
}

/**
 * Does the first-run setup: the API names the site and creates (and signs in) its first
 * administrator, and the journal when one is given. Resolves with the redirect that completes
 * it — to the new journal, else the home page — carrying the session cookie. Rejects with the
 * API's error (validation, a weak password, a setup done meanwhile: 404).
 */
export async function setUpOnServer({ context }: RequestArgs, body: SetupBody): Promise<Response> {
  const answer = await context.get(apiContext).auth.setup({ body });
  return redirectSignedIn({
    session: { user: answer.user, expiresAt: answer.expiresAt },
    token: answer.token,
    redirectTo: body.journal ? journalPath(body.journal.slug) : journalSite().paths.home,
  });
}

/** Revokes the request's session at the API (best effort) and resolves with the target path. */
export async function signOutOnServer(request: Request): Promise<string> {
  const { session, target } = serverAuthSession(
    request,
    memoryTokenStore(readSessionToken(request)),
  );
  try {
    await session.signOut();
  } finally {
    session.destroy();
  }
  return target() ?? journalSite().paths.home;
}

/** The redirect that completes a sign-in: to its target, carrying the session cookie. */
export function redirectSignedIn({ redirectTo, token, session }: SignedIn): Response {
  return redirect(redirectTo, {
    headers: { 'Set-Cookie': sessionCookie(token, session.expiresAt) },
  });
}

/** The redirect that completes a sign-out: to `to`, clearing the session cookie. */
export function redirectSignedOut(to: string): Response {
  return redirect(to, { headers: { 'Set-Cookie': clearedSessionCookie() } });
}
