import type { Session } from '@quire/contracts';
import type { ApiError } from './api-error';
import type { AuthState } from './auth-config';

/** Options of `signIn`. */
export interface SignInOptions {
  /** Extra fields merged into the request body. */
  extraBody?: Record<string, unknown>;
  /** Query parameters of the sign-in request. */
  query?: Record<string, string>;
  /** Where to go afterwards (else the `redirect` query of the current URL, else the configured page). */
  callbackUrl?: string;
  /** Whether to navigate at all (default true). */
  redirect?: boolean;
}

/** How a sign-in ended when it did not throw. */
export type SignInResult<Data = Session> =
  | { ok: true; data: Data; redirectedTo: string | undefined }
  | {
      ok: false;
      /** `unreachable`: endpoint missing or no connection; `invalid-token`: no string at the pointer; `no-session`: the session fetch failed. */
      reason: 'unreachable' | 'invalid-token' | 'no-session';
      error?: ApiError;
    };

/** Options of `signUp`: those of `signIn`, plus whether to sign in afterwards (default true). */
export interface SignUpOptions extends SignInOptions {
  signInAfter?: boolean;
}

/** How a sign-up ended when it did not throw. */
export type SignUpResult<Data = Session> =
  | { ok: true; account: unknown; signIn: SignInResult<Data> | undefined }
  | { ok: false; reason: 'unreachable' | 'disabled'; error?: ApiError };

/** Options of `signOut`. */
export interface SignOutOptions {
  /** Where to go afterwards (default: the configured page). */
  callbackUrl?: string;
  /** Whether to navigate at all (default true). */
  redirect?: boolean;
}

/** The framework-agnostic auth session, for the server and the browser. */
export interface AuthSession<Data = Session> {
  /** The current state; the same object until something changes (fit for `useSyncExternalStore`). */
  getState(): AuthState<Data>;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The token held, or null (always null when the token is an HttpOnly cookie). */
  getToken(): string | null;
  /**
   * Signs in: reads the token at the configured pointer, stores it, fetches the session, then
   * redirects. Rejects with an `ApiError` the user should see (wrong password, validation, rate
   * limit); an unreachable endpoint or a token that is not a string is logged and resolves `ok: false`.
   */
  signIn(
    credentials: Record<string, unknown>,
    options?: SignInOptions,
  ): Promise<SignInResult<Data>>;
  /** Creates the account, then signs in with its email and password unless `signInAfter` is false. */
  signUp(body: Record<string, unknown>, options?: SignUpOptions): Promise<SignUpResult<Data>>;
  /** Fetches the session; a failure clears session and token and resolves null. Never rejects. */
  getSession(): Promise<Data | null>;
  /** Refreshes (refresh-token mode: a new token first), single-flight; resolves whether signed in. */
  refresh(): Promise<boolean>;
  /** Clears session and token, calls the sign-out endpoint if configured, then redirects. Never rejects. */
  signOut(options?: SignOutOptions): Promise<void>;
  /** Stops timers and listeners and detaches from the HTTP client. */
  destroy(): void;
}
