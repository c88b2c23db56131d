import axios, {
  type AxiosAdapter,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { HttpClient } from './http-client';

/** Options of {@link installMicroCache}. */
export interface MicroCacheOptions {
  /** How long an answer is reused, in milliseconds. */
  ttlMs: number;
  /**
   * How long to reuse the answer to this full URL, when it differs from `ttlMs` (0: never
   * cached). Asked on every request, so the answer may change while the cache runs: a site keeps
   * rarely-changing reads for a minute only while it follows the API's content purges.
   */
  ttlFor?: (url: string) => number | undefined;
  /** Most answers kept; the oldest goes first (default 1,000). */
  maxEntries?: number;
  /** The clock (tests pass their own). */
  now?: () => number;
  /**
   * Requests that must always reach the API, by their full URL — e.g. reads the API counts
   * (an article read is a page view).
   */
  bypass?: (url: string) => boolean;
}

/** The handle of an installed micro-cache. */
export interface MicroCache {
  /** Forgets every answer (content changed: the next reads go to the API). */
  clear(): void;
}

interface Entry {
  expires: number;
  response: Promise<AxiosResponse>;
}

/** Anonymous GETs of JSON only: anything carrying credentials or binary bodies goes through. */
function isCacheable(config: InternalAxiosRequestConfig): boolean {
  const method = (config.method ?? 'get').toLowerCase();
  const responseType = config.responseType ?? 'json';
  return (
    method === 'get' &&
    !config.headers.has('Authorization') &&
    !config.headers.has('Cookie') &&
    (responseType === 'json' || responseType === 'text')
  );
}

/**
 * Makes `http` reuse successful anonymous GET answers for `ttlMs`, and send concurrent identical
 * GETs once. For server-side renderers: a popular public page makes the same few API reads for
 * every visitor, so a one-second cache turns hundreds of identical calls into one. Requests with
 * an `Authorization` or `Cookie` header and non-2xx answers are never cached. Each caller still
 * parses its own copy of the body (axios transforms after the adapter), so callers cannot see
 * each other's mutations. Once expired, an answer that carried an `ETag` is revalidated with
 * `If-None-Match`: the API's `304 Not Modified` reuses it without sending the body again.
 * @example installMicroCache(anonymousHttp, { ttlMs: 1_000 });
 */
export function installMicroCache(
  http: HttpClient,
  {
    ttlMs,
    ttlFor = () => undefined,
    maxEntries = 1_000,
    now = Date.now,
    bypass = () => false,
  }: MicroCacheOptions,
): MicroCache {
  const send = axios.getAdapter(http.axios.defaults.adapter);
  const entries = new Map<string, Entry>();

  const cachingAdapter: AxiosAdapter = (config) => {
    if (!isCacheable(config)) return send(config);
    const key = axios.getUri(config);
    const ttl = ttlFor(key) ?? ttlMs;
    if (bypass(key) || ttl <= 0) return send(config);
    const time = now();
    const hit = entries.get(key);
    // Every caller gets its own response object: axios replaces `data` with the parsed body
    // in place, and the stored one must keep the raw text.
    const copyFor = (response: AxiosResponse): AxiosResponse => ({ ...response, config });
    if (hit && hit.expires > time) return hit.response.then(copyFor);
    // An expired answer that carried an ETag is revalidated: a 304 reuses it without its body.
    const entry: Entry = {
      expires: time + ttl,
      response: hit ? revalidate(config, hit.response) : send(config),
    };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    const forget = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    entry.response.then((response) => {
      if (response.status < 200 || response.status >= 300) forget();
    }, forget);
    return entry.response.then(copyFor);
  };

  async function revalidate(
    config: InternalAxiosRequestConfig,
    previous: Promise<AxiosResponse>,
  ): Promise<AxiosResponse> {
    const held = await previous.catch(() => undefined);
    const etag = held?.headers.etag;
    if (!held || typeof etag !== 'string') return send(config);
    const response = await send({
      ...config,
      headers: new AxiosHeaders(config.headers).set('If-None-Match', etag),
      validateStatus: (status) => (status >= 200 && status < 300) || status === 304,
    });
    return response.status === 304 ? held : response;
  }

  http.axios.defaults.adapter = cachingAdapter;
  return { clear: () => entries.clear() };
}
