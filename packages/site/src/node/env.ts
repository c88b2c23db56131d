// The site server's settings, read from the environment by one zod schema: the Node server
// (`createSiteServer`) validates them before it starts, and the request handling inside the build
// (`serverEnv()`) reads the same schema, so the two never disagree on a value. A bad value stops
// the server with a message naming each variable and what it must be, as the API does
// (apps/api/src/config.ts).
import net from 'node:net';
import { z } from 'zod';

/** Thrown when the environment holds bad values; the message names each one. */
export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

/** Log levels, most severe first. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** How much the server logs: `LOG_LEVEL`. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Bytes in a mebibyte. */
const MIB = 1024 * 1024;

/**
 * The default cap on a request body: the API's largest upload (`UPLOAD_MAX_BYTES`, 20 MiB by
 * default in apps/api/src/config.ts) plus 1 MiB for the multipart framing and the form's other
 * fields. Raise `MAX_BODY_BYTES` together with the API's `UPLOAD_MAX_BYTES`.
 */
export const DEFAULT_MAX_BODY_BYTES = 21 * MIB;

/** Default of `API_CACHE_MS`: one second, short enough that readers never notice. */
export const DEFAULT_API_CACHE_MS = 1_000;

/** One hour: the default build-update polling interval (`BUILD_POLL_MS`). */
export const DEFAULT_BUILD_POLL_MS = 60 * 60 * 1000;

/** The site server's settings, validated. */
export interface SiteServerEnv {
  /** `NODE_ENV` (React's build follows it), default development. */
  mode: 'development' | 'production' | 'test';
  /** `PORT`, default 3000. */
  port: number;
  /** `HOST`, default all interfaces. */
  host: string | undefined;
  /** `TRUST_PROXY` as Express's `trust proxy`: unset, the client IP is the socket's peer. */
  trustProxy: boolean | number | string[];
  /** `MAX_BODY_BYTES`, default {@link DEFAULT_MAX_BODY_BYTES}. */
  maxBodyBytes: number;
  /** Base URL of the API with a final slash (`API_URL`, default `http://localhost:4000/api/`). */
  apiUrl: string;
  /** The origin of `apiUrl`: the only host request ids are sent to. */
  apiOrigin: string;
  /** Base URL of public files (`BACKEND_URL`, default `http://localhost:4000`). */
  backendUrl: string;
  /**
   * The site's public origin for canonical links, feeds and the sitemap (`PUBLIC_ORIGIN`, else
   * `WEB_ORIGIN`, default `http://localhost:3000`): behind a proxy the request's own URL may be
   * an internal one, so absolute links never come from it.
   */
  publicOrigin: string;
  /** Whether the session cookie is `Secure` (`COOKIE_SECURE`, default: on in production). */
  secureCookies: boolean;
  /** How often the browser polls for a new build, in ms (`BUILD_POLL_MS`, default one hour). */
  buildPollMs: number;
  /**
   * How long anonymous API reads are reused by this server, in ms (`API_CACHE_MS`, default 1000;
   * 0 turns it off). Signed-in reads are never shared.
   */
  apiCacheMs: number;
  /**
   * The anonymous page cache: `PAGE_CACHE_FRESH_MS` (60 s; 0 turns the cache off),
   * `PAGE_CACHE_STALE_MS` (10 min served while rendering again), `PAGE_CACHE_MAX_MB` (128).
   */
  pageCache: { freshMs: number; staleMs: number; maxBytes: number };
  /** `METRICS_TOKEN`: the bearer token that may scrape /metrics from elsewhere. */
  metricsToken: string | undefined;
  /** `LOG_LEVEL`, default info. */
  logLevel: LogLevel;
}

const TRUST_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** Variables whose rejected values are not echoed: they are secrets. */
const SECRETS = new Set(['METRICS_TOKEN']);
const URL_MESSAGE = 'must be an absolute http:// or https:// URL such as http://localhost:4000';

function isProxyAddress(entry: string): boolean {
  if (TRUST_KEYWORDS.has(entry) || net.isIP(entry) !== 0) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0 || !/^\d{1,3}$/.test(bits ?? '')) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A variable: unset and empty (or blank) ones are `undefined`, others trimmed. */
const given = <T extends z.ZodType>(inner: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
    inner.optional(),
  );
const digits = (message: string) => z.string().regex(/^\d+$/, message).transform(Number);
const wholeNumber = (fallback: number, unit: string) =>
  given(digits(`must be a whole number of ${unit}`)).transform((value) => value ?? fallback);
const httpUrl = given(z.string().refine(isHttpUrl, URL_MESSAGE));

const trustProxy = given(
  z.string().transform((text, context): boolean | number | string[] => {
    if (text === 'true' || text === 'false') return text === 'true';
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (!entries.every(isProxyAddress)) {
      context.addIssue({
        code: 'custom',
        message:
          'must be true, false, a number of hops, or addresses/CIDRs (and loopback, linklocal, uniquelocal) separated by commas',
      });
    }
    return entries;
  }),
).transform((value) => value ?? false);

/**
 * The schema of the site server's environment: each variable, its rule and its default. Unset
 * and empty variables take their defaults.
 */
export const siteEnvSchema = z.object({
  NODE_ENV: given(
    z.enum(['development', 'production', 'test'], {
      error: 'must be one of development, production, test',
    }),
  ).transform((value) => value ?? 'development'),
  PORT: given(
    digits('must be a port number (0 to 65535)').refine(
      (port) => port <= 65535,
      'must be a port number (0 to 65535)',
    ),
  ).transform((value) => value ?? 3000),
  HOST: given(z.string()),
  TRUST_PROXY: trustProxy,
  MAX_BODY_BYTES: given(
    digits('must be a positive whole number of bytes').refine(
      (bytes) => bytes > 0,
      'must be a positive whole number of bytes',
    ),
  ).transform((value) => value ?? DEFAULT_MAX_BODY_BYTES),
  API_URL: httpUrl,
  BACKEND_URL: httpUrl,
  PUBLIC_ORIGIN: httpUrl,
  WEB_ORIGIN: httpUrl,
  COOKIE_SECURE: given(
    z.enum(['true', 'false', '1', '0'], { error: 'must be one of true, false, 1, 0' }),
  ),
  BUILD_POLL_MS: given(
    digits('must be a positive whole number of milliseconds').refine(
      (ms) => ms > 0,
      'must be a positive whole number of milliseconds',
    ),
  ).transform((value) => value ?? DEFAULT_BUILD_POLL_MS),
  API_CACHE_MS: wholeNumber(DEFAULT_API_CACHE_MS, 'milliseconds (0 turns the cache off)'),
  PAGE_CACHE_FRESH_MS: wholeNumber(60_000, 'milliseconds (0 turns the page cache off)'),
  PAGE_CACHE_STALE_MS: wholeNumber(600_000, 'milliseconds'),
  PAGE_CACHE_MAX_MB: wholeNumber(128, 'megabytes'),
  METRICS_TOKEN: given(
    z
      .string()
      .regex(/^[\x21-\x7e]{16,}$/, 'must be at least 16 printable characters without spaces'),
  ),
  LOG_LEVEL: given(
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }),
  ).transform((value) => value ?? 'info'),
});

const withTrailingSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
const withoutTrailingSlashes = (url: string) => url.replace(/\/+$/, '');

/**
 * Reads and validates the site server's environment; every bad value is reported at once.
 * @throws {SiteConfigError} naming each bad variable and what it must be
 * @example const settings = readSiteEnv(process.env); app.listen(settings.port, settings.host);
 */
export function readSiteEnv(env: Readonly<Record<string, string | undefined>>): SiteServerEnv {
  const parsed = siteEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      if (problems.has(name)) continue;
      const shown = SECRETS.has(name) ? '(hidden)' : JSON.stringify(env[name]);
      problems.set(name, `  ${name}=${shown}: ${issue.message}`);
    }
    throw new SiteConfigError(`Invalid configuration:\n${[...problems.values()].join('\n')}`);
  }
  const value = parsed.data;
  // The API's paths are relative (`auth/login`), so its base must end with a slash.
  const apiUrl = withTrailingSlash(value.API_URL ?? 'http://localhost:4000/api/');
  return {
    mode: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    trustProxy: value.TRUST_PROXY,
    maxBodyBytes: value.MAX_BODY_BYTES,
    apiUrl,
    apiOrigin: new URL(apiUrl).origin,
    backendUrl: withoutTrailingSlashes(value.BACKEND_URL ?? 'http://localhost:4000'),
    publicOrigin: withoutTrailingSlashes(
      value.PUBLIC_ORIGIN ?? value.WEB_ORIGIN ?? 'http://localhost:3000',
    ),
    secureCookies:
      value.COOKIE_SECURE === undefined
        ? value.NODE_ENV === 'production'
        : value.COOKIE_SECURE === 'true' || value.COOKIE_SECURE === '1',
    buildPollMs: value.BUILD_POLL_MS,
    apiCacheMs: value.API_CACHE_MS,
    pageCache: {
      freshMs: value.PAGE_CACHE_FRESH_MS,
      staleMs: value.PAGE_CACHE_STALE_MS,
      maxBytes: value.PAGE_CACHE_MAX_MB * MIB,
    },
    metricsToken: value.METRICS_TOKEN,
    logLevel: value.LOG_LEVEL,
  };
}
