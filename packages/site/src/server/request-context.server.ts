import type { QuireApi } from '@quire/api-client';
import { createContext, type MiddlewareFunction, RouterContextProvider } from 'react-router';
import { requestApi } from './api.server';
import { readSession, type SessionResult } from './session.server';

/** What the web server knows about a request before React Router sees it (`@quire/site/node`). */
export interface RequestInfo {
  /** The visitor's IP address (the socket's peer, or X-Forwarded-For when trusted). */
  clientIp?: string | undefined;
  /** The nonce the response's Content-Security-Policy admits inline scripts and styles by. */
  cspNonce?: string | undefined;
}

/** The web server's facts about the request (empty under `react-router dev`). */
export const requestInfoContext = createContext<RequestInfo>({});

/**
 * The API as the visitor of this request: their token travels as `Authorization: Bearer`;
 * anonymous requests share one client with a short micro-cache. Set by {@link requestMiddleware}.
 * @example const journal = await context.get(apiContext).content.journal({ params: { slug } });
 */
export const apiContext = createContext<QuireApi>();

/**
 * The visitor's session, asked of the API at most once per request and not at all without a
 * cookie. A promise, so a loader can fetch its own data while it is on its way.
 * @example const { session } = await context.get(sessionContext);
 */
export const sessionContext = createContext<Promise<SessionResult>>();

/**
 * The load context a Node server hands React Router for one request (its `getLoadContext`):
 * middleware needs a context provider, not a plain object. An app's `entry.server` re-exports
 * it so the site server (`@quire/site/node`) uses the same `react-router` module instance the build does.
 * @example getLoadContext: (req, res) => createLoadContext({ clientIp: req.ip, cspNonce })
 */
export function createLoadContext(info: RequestInfo = {}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  return context;
}

/**
 * Puts this request's API client and session into `context`. Each request gets its own
 * provider from React Router, so nothing here is shared between concurrent requests.
 */
export function provideRequestContext(request: Request, context: RouterContextProvider): void {
  const api = requestApi(request);
  context.set(apiContext, api);
  const session = readSession(request, api);
  // Read by the root loader on documents; other requests may never ask, and an unread
  // rejection must not be reported as unhandled (readSession settles anyway).
  session.catch(() => undefined);
  context.set(sessionContext, session);
}

/**
 * The root route's middleware: the API client and the session of the request, in typed
 * contexts every loader, action and later middleware reads with `context.get(...)`.
 * Part of `rootMiddleware` (root-middleware.server.ts).
 */
export const requestMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  provideRequestContext(request, context as RouterContextProvider);
};

/**
 * A context provider filled as {@link requestMiddleware} fills it: for loaders run outside
 * React Router's handler (unit tests, the static payloads of prerendered pages).
 */
export function contextForRequest(request: Request, info: RequestInfo = {}): RouterContextProvider {
  const context = createLoadContext(info);
  provideRequestContext(request, context);
  return context;
}

/**
 * What a kit loader or action hands the helpers it delegates to: the request and its context
 * provider (a loader's own arguments fit).
 */
export interface RequestArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * Asks the API again who the visitor is, for the rest of this request: an action that changed
 * the account (profile, email, avatar) calls it, because a plain form post renders the page in
 * the same request, and its loaders must not show the session read before the change.
 * @example const answer = await answerAccountForm(args); refreshSession(args); return answer;
 */
export function refreshSession({ request, context }: RequestArgs): void {
  const session = readSession(request, context.get(apiContext));
  session.catch(() => undefined);
  (context as RouterContextProvider).set(sessionContext, session);
}
