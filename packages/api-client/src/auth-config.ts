import type { Session } from '@quire/contracts';
import type { HttpClient } from './http-client';
import type { ResponseSchema } from './response-schema';
import type { TokenStore } from './token-store';

/** Authentication status. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** What UIs bind to: plain, serialisable data (a Redux store may hold it as it is). */
export interface AuthState<Data = Session> {
  status: AuthStatus;
  /** The session data while authenticated, else null. */
  data: Data | null;
  /** When the session was last fetched successfully (ISO 8601), or null. */
  lastRefreshedAt: string | null;
}

/** An HTTP method an auth endpoint may use. */
export type AuthMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A configurable auth endpoint: a path relative to `apiUrl` and its method. */
export interface AuthEndpoint {
  path: string;
  method: AuthMethod;
}

/** The auth endpoints; `false` turns sign-up or the sign-out call off. */
export interface AuthEndpoints {
  signIn: AuthEndpoint;
  signUp: AuthEndpoint | false;
  getSession: AuthEndpoint;
  signOut: AuthEndpoint | false;
}

/**
 * The endpoints of Quire's API. Sign-up keeps the client's rule — send the body, then sign in
 * unless suppressed — but with Quire's API the sign-in must be suppressed
 * (`signUp(body, { signInAfter: false })`): `auth/register` only mails a confirmation link
 * (answering the same "check your inbox" message for every address, so it never reveals who has
 * an account), and the account exists, signed in, once the link is confirmed through
 * `auth.confirmRegistration`. Until then a sign-in with the new credentials answers 401.
 */
export const DEFAULT_AUTH_ENDPOINTS: AuthEndpoints = {
  signIn: { path: 'auth/login', method: 'post' },
  signUp: { path: 'auth/register', method: 'post' },
  getSession: { path: 'auth/session', method: 'get' },
  signOut: { path: 'auth/logout', method: 'post' },
};

/** Refresh-token mode: a long-lived refresh token buys a new access token every `maxAgeInSeconds`. */
export interface RefreshTokenConfig {
  /** Refresh endpoint (default `POST auth/refresh`). */
  endpoint?: AuthEndpoint;
  /** How long an access token lives; the session refreshes this often. */
  maxAgeInSeconds: number;
  /** Where the sign-in answer holds the refresh token (default `/refreshToken`). */
  signInResponsePointer?: string;
  /** Where the refresh request body carries it (default `/refreshToken`). */
  requestPointer?: string;
  /** Where the refresh answer holds the new access token (default `/token`). */
  responseTokenPointer?: string;
  /** Where the refresh answer holds a rotated refresh token, if it sends one (default `/refreshToken`). */
  responseRefreshTokenPointer?: string;
  /** Where the refresh token is kept (default: in memory). */
  store?: TokenStore;
}

/** Where errors that are logged rather than thrown go (default: `console`). */
export interface AuthLogger {
  error(...values: unknown[]): void;
}

/** The part of `window` the focus refresh listens on. */
export interface FocusTarget {
  addEventListener(type: 'focus', listener: () => void): void;
  removeEventListener(type: 'focus', listener: () => void): void;
}

/** Options of `createAuthSession`. */
export interface AuthSessionConfig<Data = Session> {
  /** The client that makes the calls; the session installs its token and 401 handling on it. */
  http: HttpClient;
  /** Paths and methods of the auth endpoints (defaults: {@link DEFAULT_AUTH_ENDPOINTS}). */
  endpoints?: Partial<AuthEndpoints>;
  token?: {
    /** JSON pointer (RFC 6901) of the token in the sign-in answer (default `/token`). */
    signInResponsePointer?: string;
    /** Header that carries the token (default `Authorization`). */
    headerName?: string;
    /** Scheme before the token (default `Bearer`; `''` for the bare token). */
    type?: string;
    /** Lifetime given to the token store (a cookie's Max-Age). */
    maxAgeInSeconds?: number;
  };
  /** Where the token lives (default: memory). The web app uses `httpOnlyCookieTokenStore()`. */
  tokenStore?: TokenStore;
  /** JSON pointer of the session data in the session answer (default `''`: all of it). */
  sessionDataPointer?: string;
  /** Validates the session data (e.g. `sessionSchema` from contracts); invalid data is no session. */
  sessionSchema?: ResponseSchema<Data>;
  refresh?: {
    /** Refresh when the window gets focus (default true; needs a window). */
    onWindowFocus?: boolean;
    /** Refresh periodically while signed in: `true` every 1000 ms, or every this many ms. */
    periodic?: boolean | number;
    /** Refresh-token mode (off by default: Quire's API keeps sessions server-side). */
    refreshToken?: RefreshTokenConfig;
  };
  /** Where to go after sign-in and sign-out when no callback URL is given (default `/`). */
  pages?: { afterSignIn?: string; afterSignOut?: string };
  /** Query parameter of the current URL that names where to return after sign-in (default `redirect`). */
  redirectQueryParam?: string;
  /** Performs a redirect (default: `location.assign` in a browser, nothing on a server). */
  navigate?: (url: string) => void;
  /** The current URL, for the redirect query (default: `location.href` in a browser). */
  currentUrl?: () => string | undefined;
  /** Where focus is listened for (default: the global `window`; null turns it off). */
  focusTarget?: FocusTarget | null;
  logger?: AuthLogger;
  /** Session data already known (server-rendered): the status starts resolved instead of loading. */
  initialSession?: Data | null;
}
