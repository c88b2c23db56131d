import { toApiError } from './api-error';
import type { AuthLogger, RefreshTokenConfig } from './auth-config';
import type { HttpClient } from './http-client';
import { bodyAtPointer, getAtPointer } from './json-pointer';
import { memoryTokenStore, type TokenStore } from './token-store';

/** The refresh-token half of the auth session. */
export interface RefreshTokenMode {
  /** How often the session refreshes. */
  readonly maxAgeMs: number;
  /** Whether a refresh token is held (or may be, when it is an HttpOnly cookie). */
  hasToken(): boolean;
  clear(): void;
  /** Keeps the refresh token of a sign-in answer. */
  storeFromSignIn(body: unknown, logger: AuthLogger): void;
  /** Trades the refresh token for a new access token; resolves whether that worked. */
  renew(
    accessStore: TokenStore,
    accessMaxAgeSeconds: number | undefined,
    logger: AuthLogger,
  ): Promise<boolean>;
}

/** Builds the refresh-token mode from its configuration. */
export function createRefreshTokenMode(
  config: RefreshTokenConfig,
  http: HttpClient,
): RefreshTokenMode {
  const store = config.store ?? memoryTokenStore();
  const endpoint = config.endpoint ?? { path: 'auth/refresh', method: 'post' };
  const signInPointer = config.signInResponsePointer ?? '/refreshToken';
  const requestPointer = config.requestPointer ?? '/refreshToken';
  const tokenPointer = config.responseTokenPointer ?? '/token';
  const rotatedPointer = config.responseRefreshTokenPointer ?? '/refreshToken';
  const maxAgeMs = config.maxAgeInSeconds * 1000;

  return {
    maxAgeMs,
    hasToken: () => !store.readable || store.get() !== null,
    clear: () => store.clear(),
    storeFromSignIn: (body, logger) => {
      if (!store.readable) return;
      const refreshToken = getAtPointer(body, signInPointer);
      if (typeof refreshToken === 'string') store.set(refreshToken);
      else {
        logger.error(
          `[quire-auth] The sign-in answer has no string refresh token at JSON pointer "${signInPointer}". Check refresh.refreshToken.signInResponsePointer.`,
        );
      }
    },
    renew: async (accessStore, accessMaxAgeSeconds, logger) => {
      const refreshToken = store.readable ? store.get() : null;
      if (store.readable && refreshToken === null) return false;
      let body: unknown;
      try {
        body = await http.request<unknown>({
          method: endpoint.method,
          url: endpoint.path,
          data: refreshToken === null ? undefined : bodyAtPointer(requestPointer, refreshToken),
          quire: { skipAuthRefresh: true, withoutLoader: true },
        });
      } catch (caught) {
        const error = toApiError(caught);
        const reason = error.status ? `HTTP ${error.status}` : error.kind;
        logger.error(
          `[quire-auth] Refreshing the token at ${endpoint.method.toUpperCase()} ${endpoint.path} failed (${reason}).`,
        );
        return false;
      }
      const token = getAtPointer(body, tokenPointer);
      if (typeof token !== 'string') {
        logger.error(
          `[quire-auth] The refresh answer has no string token at JSON pointer "${tokenPointer}". Check refresh.refreshToken.responseTokenPointer.`,
        );
        return false;
      }
      accessStore.set(token, { maxAgeSeconds: accessMaxAgeSeconds });
      const rotated = getAtPointer(body, rotatedPointer);
      if (typeof rotated === 'string') store.set(rotated);
      return true;
    },
  };
}
