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

/** The part of `document` a cookie store needs. */
export interface CookieDocument {
  cookie: string;
}

/** Options of {@link cookieTokenStore}. */
export interface CookieTokenStoreOptions {
  /** Cookie name (default `quire.token`). */
  name?: string;
  /** Send only over HTTPS (default true; turn off only for plain-HTTP local development). */
  secure?: boolean;
  /** SameSite policy (default `Lax`). */
  sameSite?: 'Strict' | 'Lax' | 'None';
  path?: string;
  domain?: string;
  /** Lifetime when `set` does not give one (default: a browser-session cookie). */
  maxAgeSeconds?: number;
  /** The document to write to (default: the global `document`). */
  document?: CookieDocument;
}

/**
 * Keeps the token in a cookie page JavaScript can read, for deployers whose backend returns the
 * token to the browser instead of setting an HttpOnly cookie. Secure and SameSite by default.
 * @example cookieTokenStore({ name: 'journal.token', sameSite: 'Strict' })
 */
export function cookieTokenStore(options: CookieTokenStoreOptions = {}): TokenStore {
  const name = options.name ?? 'quire.token';
  const doc = (): CookieDocument | undefined =>
    options.document ?? (globalThis as { document?: CookieDocument }).document;
  const write = (value: string, maxAgeSeconds: number | undefined) => {
    const target = doc();
    if (!target) return;
    const parts = [
      `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
      `Path=${options.path ?? '/'}`,
      `SameSite=${options.sameSite ?? 'Lax'}`,
    ];
    if (options.domain) parts.push(`Domain=${options.domain}`);
    if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(maxAgeSeconds)}`);
    if (options.secure ?? true) parts.push('Secure');
    target.cookie = parts.join('; ');
  };
  return {
    readable: true,
    get: () => {
      const prefix = `${encodeURIComponent(name)}=`;
      const entry = doc()
        ?.cookie.split(/;\s*/)
        .find((part) => part.startsWith(prefix));
      if (!entry) return null;
      const value = decodeURIComponent(entry.slice(prefix.length));
      return value === '' ? null : value;
    },
    set: (token, setOptions) => write(token, setOptions?.maxAgeSeconds ?? options.maxAgeSeconds),
    clear: () => write('', 0),
  };
}
