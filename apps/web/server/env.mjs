// @ts-check
// The web server's own settings, validated before it starts: a bad value stops it with a message
// naming each variable and what it must be, as the API does (apps/api/src/config.ts).
import net from 'node:net';
import { DEFAULT_MAX_BODY_BYTES, maxBodyBytesSetting } from './body-limit.mjs';

/** Thrown when the environment holds bad values; the message names each one. */
export class WebConfigError extends Error {
  /** @override */
  name = 'WebConfigError';
}

/**
 * @typedef {object} WebServerEnv
 * @property {'development' | 'production' | 'test'} mode NODE_ENV (React's build follows it)
 * @property {number} port PORT, default 3000
 * @property {string | undefined} host HOST, default all interfaces
 * @property {boolean | number | string[]} trustProxy TRUST_PROXY as Express's `trust proxy`
 * @property {number} maxBodyBytes MAX_BODY_BYTES, default 21 MiB
 * @property {string} apiOrigin origin of API_URL: the only host request ids are sent to
 * @property {string} apiUrl API_URL with a final slash (the page cache follows its purges there)
 * @property {{ freshMs: number, staleMs: number, maxBytes: number }} pageCache the anonymous page
 *   cache: PAGE_CACHE_FRESH_MS (60 s; 0 turns the cache off), PAGE_CACHE_STALE_MS (10 min served
 *   while rendering again), PAGE_CACHE_MAX_MB (128)
 * @property {string | undefined} metricsToken METRICS_TOKEN: bearer token for /metrics
 * @property {LogLevel} logLevel LOG_LEVEL, default info
 */

/** @typedef {'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'} LogLevel */

/** Log levels, most severe first. */
export const LOG_LEVELS = /** @type {const} */ ([
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
]);

const TRUST_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** Variables whose rejected values are not echoed: they are secrets. */
const SECRETS = new Set(['METRICS_TOKEN']);

/** @param {string} entry */
function isProxyAddress(entry) {
  if (TRUST_KEYWORDS.has(entry) || net.isIP(entry) !== 0) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0 || !/^\d{1,3}$/.test(bits ?? '')) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** @param {string} value */
function isHttpUrl(value) {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Reads and validates the web server's environment. Every bad value is reported at once.
 * Unset and empty variables take their defaults.
 * @param {NodeJS.ProcessEnv} env
 * @returns {WebServerEnv}
 * @example const settings = readWebEnv(process.env); app.listen(settings.port, settings.host);
 */
export function readWebEnv(env) {
  /** @type {string[]} */
  const problems = [];
  /** @param {string} name @param {string} must */
  const bad = (name, must) => {
    const shown = SECRETS.has(name) ? '(hidden)' : JSON.stringify(env[name]);
    problems.push(`  ${name}=${shown}: ${must}`);
  };
  /** @param {string} name */
  const given = (name) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };

  const mode = given('NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(mode)) {
    bad('NODE_ENV', 'must be one of development, production, test');
  }

  const portText = given('PORT') ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) bad('PORT', 'must be a port number (0 to 65535)');

  const trustText = given('TRUST_PROXY');
  /** @type {boolean | number | string[]} */
  let trustProxy = false;
  if (trustText === 'true' || trustText === 'false') trustProxy = trustText === 'true';
  else if (trustText !== undefined && /^\d+$/.test(trustText)) trustProxy = Number(trustText);
  else if (trustText !== undefined) {
    trustProxy = trustText.split(',').map((entry) => entry.trim());
    if (!trustProxy.every(isProxyAddress)) {
      bad(
        'TRUST_PROXY',
        'must be true, false, a number of hops, or addresses/CIDRs (and loopback, linklocal, uniquelocal) separated by commas',
      );
    }
  }

  let maxBodyBytes = DEFAULT_MAX_BODY_BYTES;
  try {
    maxBodyBytes = maxBodyBytesSetting(env.MAX_BODY_BYTES);
  } catch {
    bad('MAX_BODY_BYTES', 'must be a positive whole number of bytes');
  }

  for (const name of ['API_URL', 'BACKEND_URL', 'PUBLIC_ORIGIN', 'WEB_ORIGIN']) {
    const value = given(name);
    if (value !== undefined && !isHttpUrl(value)) {
      bad(name, 'must be an absolute http:// or https:// URL such as http://localhost:4000');
    }
  }
  const apiUrl = given('API_URL') ?? 'http://localhost:4000/api/';

  const cookieSecure = given('COOKIE_SECURE');
  if (cookieSecure !== undefined && !['true', 'false', '1', '0'].includes(cookieSecure)) {
    bad('COOKIE_SECURE', 'must be one of true, false, 1, 0');
  }

  const buildPoll = given('BUILD_POLL_MS');
  if (buildPoll !== undefined && (!/^\d+$/.test(buildPoll) || Number(buildPoll) === 0)) {
    bad('BUILD_POLL_MS', 'must be a positive whole number of milliseconds');
  }
  const apiCache = given('API_CACHE_MS');
  if (apiCache !== undefined && !/^\d+$/.test(apiCache)) {
    bad('API_CACHE_MS', 'must be a whole number of milliseconds (0 turns the cache off)');
  }

  /** @param {string} name @param {number} fallback @param {string} unit */
  const wholeNumber = (name, fallback, unit) => {
    const text = given(name);
    if (text === undefined) return fallback;
    if (!/^\d+$/.test(text)) bad(name, `must be a whole number of ${unit}`);
    return Number(text);
  };
  const pageCacheFreshMs = wholeNumber(
    'PAGE_CACHE_FRESH_MS',
    60_000,
    'milliseconds (0 turns the page cache off)',
  );
  const pageCacheStaleMs = wholeNumber('PAGE_CACHE_STALE_MS', 600_000, 'milliseconds');
  const pageCacheMaxMb = wholeNumber('PAGE_CACHE_MAX_MB', 128, 'megabytes');

  const metricsToken = given('METRICS_TOKEN');
  if (metricsToken !== undefined && !/^[\x21-\x7e]{16,}$/.test(metricsToken)) {
    bad('METRICS_TOKEN', 'must be at least 16 printable characters without spaces');
  }

  const logLevel = /** @type {LogLevel} */ (given('LOG_LEVEL') ?? 'info');
  if (!LOG_LEVELS.includes(logLevel)) bad('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);

  if (problems.length > 0) {
    throw new WebConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return {
    mode: /** @type {WebServerEnv['mode']} */ (mode),
    port,
    host: given('HOST'),
    trustProxy,
    maxBodyBytes,
    apiOrigin: new URL(apiUrl).origin,
    apiUrl: apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`,
    pageCache: {
      freshMs: pageCacheFreshMs,
      staleMs: pageCacheStaleMs,
      maxBytes: pageCacheMaxMb * 1024 * 1024,
    },
    metricsToken,
    logLevel,
  };
}
