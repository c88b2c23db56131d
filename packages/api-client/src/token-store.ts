/** Where the auth session keeps a token. */
export interface TokenStore {
  /**
   * False when page code cannot see the token (the server keeps it in an HttpOnly cookie): the
   * session then always asks the server instead of assuming "no token, signed out".
   */
  readonly readable: boolean;
  /** The token held, or null. */
  get(): string | null;
  /** Keeps a token; `maxAgeSeconds` bounds how long a persistent store keeps it. */
  set(token: string, options?: { maxAgeSeconds?: number }): void;
  clear(): void;
}

/**
 * Keeps the token in memory: server-side calls, non-browser clients and tests.
 * @example createAuthSession({ http, tokenStore: memoryTokenStore(tokenFromRequest) })
 */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    readable: true,
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
}

/**
 * For Quire's web app: the API sets the token as an HttpOnly cookie the browser sends by itself,
 * so page JavaScript never holds it. Setting and clearing do nothing here; the server sets and
 * clears the cookie on sign-in and sign-out.
 */
export function httpOnlyCookieTokenStore(): TokenStore {
  return { readable: false, get: () => null, set: () => {}, clear: () => {} };
}
