/** The web server's configuration, read from the environment once. */
export interface ServerEnv {
  /** Base URL of the API (`API_URL`, default `http://localhost:4000/api/`). */
  apiUrl: string;
  /** Base URL of public files (`BACKEND_URL`, default `http://localhost:4000`). */
  backendUrl: string;
  /** Whether the session cookie is `Secure` (`COOKIE_SECURE`, default: on in production). */
  secureCookies: boolean;
  /** How often the browser polls for a new build, in ms (`BUILD_POLL_MS`, default one hour). */
  buildPollMs: number;
  /**
   * The site's public origin for canonical links, feeds and the sitemap (`PUBLIC_ORIGIN`, else
   * `WEB_ORIGIN`, default `http://localhost:3000`): behind a proxy the request's own URL may be
   * an internal one, so absolute links never come from it.
   */
  publicOrigin: string;
  /**
   * How long anonymous API reads are reused by this server, in ms (`API_CACHE_MS`, default 1000;
   * 0 turns it off). Signed-in reads are never shared.
   */
  apiCacheMs: number;
}

/** Default of `API_CACHE_MS`: one second, short enough that readers never notice. */
export const DEFAULT_API_CACHE_MS = 1_000;

/** One hour: the default build-update polling interval. */
export const DEFAULT_BUILD_POLL_MS = 60 * 60 * 1000;

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function booleanFrom(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return value === 'true' || value === '1';
}

function nonNegativeNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

function positiveNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

let cached: ServerEnv | undefined;

/** The configuration from `process.env` (cached after the first call). */
export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const env = process.env;
  cached = {
    // The API's paths are relative (`auth/login`), so its base must end with a slash.
    apiUrl: withTrailingSlash(env.API_URL || 'http://localhost:4000/api/'),
    backendUrl: (env.BACKEND_URL || 'http://localhost:4000').replace(/\/+$/, ''),
    secureCookies: booleanFrom(env.COOKIE_SECURE) ?? env.NODE_ENV === 'production',
    buildPollMs: positiveNumber(env.BUILD_POLL_MS, DEFAULT_BUILD_POLL_MS),
    publicOrigin: (env.PUBLIC_ORIGIN || env.WEB_ORIGIN || 'http://localhost:3000').replace(
      /\/+$/,
      '',
    ),
    apiCacheMs: nonNegativeNumber(env.API_CACHE_MS, DEFAULT_API_CACHE_MS),
  };
  return cached;
}
