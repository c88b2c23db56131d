import type { Session } from '@quire/contracts';
import { type ApiError, toApiError } from './api-error';
import {
  type AuthEndpoint,
  type AuthSessionConfig,
  type AuthState,
  DEFAULT_AUTH_ENDPOINTS,
} from './auth-config';
import type {
  AuthSession,
  SignInOptions,
  SignInResult,
  SignOutOptions,
  SignUpOptions,
  SignUpResult,
} from './auth-session-api';
import type { UnauthorizedFailure } from './http-client';
import { getAtPointer } from './json-pointer';
import { redirectFromQuery } from './redirect-target';
import { createRefreshTokenMode } from './refresh-token-mode';
import { startRefreshTriggers } from './refresh-triggers';
import { memoryTokenStore } from './token-store';

function isUnreachable(error: ApiError): boolean {
  return error.isNetworkError || error.isTimeout || error.status === 404 || error.status === 405;
}

function defaultNavigate(url: string): void {
  (globalThis as { location?: { assign(url: string): void } }).location?.assign(url);
}

function defaultCurrentUrl(): string | undefined {
  return (globalThis as { location?: { href: string } }).location?.href;
}

/**
 * Creates the auth session: status `loading` → `authenticated` | `unauthenticated`, sign-in,
 * sign-up, session fetch, sign-out and refresh (on focus, periodic, refresh-token mode), with
 * parallel 401s answered by one refresh. Call `getSession()` once at start-up.
 * @example
 * const session = createAuthSession({ http, tokenStore: httpOnlyCookieTokenStore(), navigate });
 * session.subscribe(() => render(session.getState()));
 * await session.getSession();
 */
export function createAuthSession<Data = Session>(
  config: AuthSessionConfig<Data>,
): AuthSession<Data> {
  const { http } = config;
  const endpoints = { ...DEFAULT_AUTH_ENDPOINTS, ...config.endpoints };
  const store = config.tokenStore ?? memoryTokenStore();
  const logger = config.logger ?? console;
  const navigate = config.navigate ?? defaultNavigate;
  const tokenPointer = config.token?.signInResponsePointer ?? '/token';
  const dataPointer = config.sessionDataPointer ?? '';
  const refreshTokenMode = config.refresh?.refreshToken
    ? createRefreshTokenMode(config.refresh.refreshToken, http)
    : undefined;

  let state: AuthState<Data> =
    config.initialSession === undefined
      ? { status: 'loading', data: null, lastRefreshedAt: null }
      : {
          status: config.initialSession === null ? 'unauthenticated' : 'authenticated',
          data: config.initialSession,
          lastRefreshedAt: null,
        };
  const listeners = new Set<() => void>();
  const setState = (next: AuthState<Data>) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  // Bumped by sign-in and sign-out, so a session fetch that started before them cannot undo them.
  let generation = 0;

  const logUnreachable = (name: string, endpoint: AuthEndpoint, error: ApiError) => {
    const reason = error.status ? `HTTP ${error.status}` : error.kind;
    logger.error(
      `[quire-auth] The ${name} endpoint ${endpoint.method.toUpperCase()} ${endpoint.path} is unreachable (${reason}). Check apiUrl (${http.apiUrl}) and the auth endpoints in the session configuration.`,
    );
  };

  const clearSession = () => {
    store.clear();
    refreshTokenMode?.clear();
    setState({ status: 'unauthenticated', data: null, lastRefreshedAt: state.lastRefreshedAt });
  };

  let sessionFetch: { generation: number; promise: Promise<Data | null> } | undefined;
  const fetchSession = async (): Promise<Data | null> => {
    const startedIn = generation;
    if (store.readable && !store.get()) {
      // No access token: a refresh token can buy one; without either there is nothing to ask.
      const renewed = await refreshTokenMode?.renew(store, config.token?.maxAgeInSeconds, logger);
      if (!renewed) {
        if (startedIn === generation) clearSession();
        return null;
      }
    }
    const endpoint = endpoints.getSession;
    try {
      const body = await http.request<unknown>({
        method: endpoint.method,
        url: endpoint.path,
        // Background refreshes must not flash the loading overlay.
        quire: { skipAuthRefresh: true, withoutLoader: true },
      });
      const raw = getAtPointer(body, dataPointer);
      const parsed = config.sessionSchema ? config.sessionSchema.safeParse(raw) : undefined;
      if (parsed && !parsed.success) {
        logger.error(`[quire-auth] The session answer is invalid: ${parsed.error.message}`);
        if (startedIn === generation) clearSession();
        return null;
      }
      const data = (parsed ? parsed.data : raw) as Data;
      if (data === undefined || data === null) {
        logger.error(
          `[quire-auth] The session answer has no data at JSON pointer "${dataPointer}". Check sessionDataPointer.`,
        );
        if (startedIn === generation) clearSession();
        return null;
      }
      if (startedIn !== generation) return state.data;
      setState({ status: 'authenticated', data, lastRefreshedAt: new Date().toISOString() });
      return data;
    } catch (caught) {
      const error = toApiError(caught);
      if (isUnreachable(error)) logUnreachable('session', endpoint, error);
      if (startedIn === generation) clearSession();
      return null;
    }
  };

  // Concurrent fetches share one request, unless a sign-in or sign-out happened in between.
  const getSession = () => {
    if (sessionFetch?.generation !== generation) {
      const entry = { generation, promise: fetchSession() };
      sessionFetch = entry;
      void entry.promise.finally(() => {
        if (sessionFetch === entry) sessionFetch = undefined;
      });
    }
    return sessionFetch.promise;
  };

  // Single flight: callers during a refresh share it, and so does every 401 of a request sent
  // before it started (that request carried the token the refresh replaces).
  let lastRefresh: { startedAt: number; settled: boolean; result: Promise<boolean> } | undefined;
  const runRefresh = async (): Promise<boolean> => {
    if (refreshTokenMode) {
      const renewed = await refreshTokenMode.renew(store, config.token?.maxAgeInSeconds, logger);
      if (!renewed) {
        clearSession();
        return false;
      }
    }
    return (await getSession()) !== null;
  };
  const refresh = (): Promise<boolean> => {
    if (lastRefresh && !lastRefresh.settled) return lastRefresh.result;
    const entry = { startedAt: performance.now(), settled: false, result: Promise.resolve(false) };
    entry.result = runRefresh().finally(() => {
      entry.settled = true;
    });
    lastRefresh = entry;
    return entry.result;
  };

  const onUnauthorized = async ({ sentAt }: UnauthorizedFailure): Promise<boolean> => {
    if (state.status !== 'authenticated' && !refreshTokenMode?.hasToken()) return false;
    if (lastRefresh && (!lastRefresh.settled || lastRefresh.startedAt >= sentAt)) {
      return lastRefresh.result;
    }
    return refresh();
  };

  http.setAuth({
    getToken: () => (store.readable ? store.get() : null),
    headerName: config.token?.headerName ?? 'Authorization',
    headerType: config.token?.type ?? 'Bearer',
    onUnauthorized,
  });

  const redirectTarget = (callbackUrl: string | undefined, fallback: string | undefined) =>
    callbackUrl ??
    redirectFromQuery(
      (config.currentUrl ?? defaultCurrentUrl)(),
      config.redirectQueryParam ?? 'redirect',
    ) ??
    fallback ??
    '/';

  const signIn = async (
    credentials: Record<string, unknown>,
    options: SignInOptions = {},
  ): Promise<SignInResult<Data>> => {
    // One user action: the overlay stays on from the credentials to the session, no flicker.
    http.loading.start();
    try {
      return await signInSteps(credentials, options);
    } finally {
      http.loading.end();
    }
  };

  const signInSteps = async (
    credentials: Record<string, unknown>,
    options: SignInOptions,
  ): Promise<SignInResult<Data>> => {
    const endpoint = endpoints.signIn;
    let body: unknown;
    try {
      body = await http.request<unknown>({
        method: endpoint.method,
        url: endpoint.path,
        data: { ...credentials, ...options.extraBody },
        params: options.query,
        quire: { skipAuthRefresh: true },
      });
    } catch (caught) {
      const error = toApiError(caught);
      if (!isUnreachable(error)) throw error;
      logUnreachable('sign-in', endpoint, error);
      return { ok: false, reason: 'unreachable', error };
    }
    const token = getAtPointer(body, tokenPointer);
    if (typeof token !== 'string') {
      logger.error(
        `[quire-auth] The sign-in answer has no string token at JSON pointer "${tokenPointer}" (found ${token === null ? 'null' : typeof token}). Check token.signInResponsePointer.`,
      );
      if (state.status === 'loading') setState({ ...state, status: 'unauthenticated' });
      return { ok: false, reason: 'invalid-token' };
    }
    generation += 1;
    store.set(token, { maxAgeSeconds: config.token?.maxAgeInSeconds });
    refreshTokenMode?.storeFromSignIn(body, logger);
    const data = await getSession();
    if (data === null) return { ok: false, reason: 'no-session' };
    const redirectedTo =
      options.redirect === false
        ? undefined
        : redirectTarget(options.callbackUrl, config.pages?.afterSignIn);
    if (redirectedTo !== undefined) navigate(redirectedTo);
    return { ok: true, data, redirectedTo };
  };

  const signUp = async (
    body: Record<string, unknown>,
    options: SignUpOptions = {},
  ): Promise<SignUpResult<Data>> => {
    const endpoint = endpoints.signUp;
    if (!endpoint) {
      logger.error('[quire-auth] Sign-up is called but its endpoint is turned off.');
      return { ok: false, reason: 'disabled' };
    }
    let account: unknown;
    try {
      account = await http.request<unknown>({
        method: endpoint.method,
        url: endpoint.path,
        data: body,
        quire: { skipAuthRefresh: true },
      });
    } catch (caught) {
      const error = toApiError(caught);
      if (!isUnreachable(error)) throw error;
      logUnreachable('sign-up', endpoint, error);
      return { ok: false, reason: 'unreachable', error };
    }
    if (options.signInAfter === false) return { ok: true, account, signIn: undefined };
    const { signInAfter: _, ...signInOptions } = options;
    const credentials =
      'email' in body && 'password' in body ? { email: body.email, password: body.password } : body;
    return { ok: true, account, signIn: await signIn(credentials, signInOptions) };
  };

  const signOut = async (options: SignOutOptions = {}): Promise<void> => {
    const token = store.readable ? store.get() : null;
    generation += 1;
    clearSession();
    const endpoint = endpoints.signOut;
    if (endpoint) {
      const headerName = config.token?.headerName ?? 'Authorization';
      const type = config.token?.type ?? 'Bearer';
      try {
        await http.request({
          method: endpoint.method,
          url: endpoint.path,
          // The token is cleared already, so the call carries the one it revokes explicitly.
          headers: token ? { [headerName]: type ? `${type} ${token}` : token } : {},
          quire: { skipAuthRefresh: true },
        });
      } catch (caught) {
        const error = toApiError(caught);
        if (isUnreachable(error)) logUnreachable('sign-out', endpoint, error);
        else logger.error(`[quire-auth] Sign-out failed on the server: ${error.message}`);
      }
    }
    if (options.redirect !== false) {
      navigate(options.callbackUrl ?? config.pages?.afterSignOut ?? '/');
    }
  };

  const stopTriggers = startRefreshTriggers({
    refresh: config.refresh,
    refreshTokenMaxAgeMs: refreshTokenMode?.maxAgeMs,
    focusTarget: config.focusTarget,
    onPeriod: () => {
      if (state.status === 'authenticated' || refreshTokenMode?.hasToken()) void refresh();
    },
    onFocus: () => {
      if (state.status !== 'loading') void getSession();
    },
  });

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToken: () => (store.readable ? store.get() : null),
    signIn,
    signUp,
    getSession,
    refresh,
    signOut,
    destroy: () => {
      stopTriggers();
      listeners.clear();
      http.setAuth(null);
    },
  };
}
