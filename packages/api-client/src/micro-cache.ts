import axios, {
  type AxiosAdapter,
  AxiosHeaders,
  type AxiosRequestConfig,
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
  /**
   * Hands a fresh answer to `http.request` callers as one parsed, deeply frozen object shared by
   * all of them, without going through axios again (its config merging, interceptors and JSON
   * parsing were a tenth of a server render's time in a profile). Only for a client that never
   * carries credentials — a server renderer's anonymous client — whose callers read answers and
   * never change them (a change throws: the object is frozen). Default false: each caller gets
   * its own parsed copy.
   */
  shareParsedAnswers?: boolean;
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
    shareParsedAnswers = false,
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
    setNewest(entries, key, entry, maxEntries);
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
  const shared = shareParsedAnswers
    ? shareAnswers(http, entries, { ttlFor, ttlMs, now, bypass, maxEntries })
    : undefined;
  return {
    clear: () => {
      entries.clear();
      shared?.clear();
    },
  };
}

/** Stores `value` as the newest of `map` (insertion order), dropping the oldest past `max`. */
function setNewest<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

/** A parsed answer handed to every caller until the raw answer it came from expires. */
interface SharedAnswer {
  /** Infinity while the first caller's request is on its way. */
  expires: number;
  data: Promise<unknown>;
}

/**
 * Wraps `http.request` so a GET whose raw answer the adapter keeps is parsed once and handed to
 * every caller frozen, until that raw answer expires (see `shareParsedAnswers`). The same rules
 * as the adapter's decide what is shared, before the request is sent, so a request that must
 * reach the API (bypassed, or never cached) is never joined to another.
 */
function shareAnswers(
  http: HttpClient,
  entries: Map<string, Entry>,
  {
    ttlFor,
    ttlMs,
    now,
    bypass,
    maxEntries,
  }: Required<Pick<MicroCacheOptions, 'ttlFor' | 'ttlMs' | 'now' | 'bypass' | 'maxEntries'>>,
): MicroCache {
  const answers = new Map<string, SharedAnswer>();
  const send = http.request;

  /** The cache key of a request the adapter would keep, else undefined. */
  const keyOf = (config: AxiosRequestConfig): string | undefined => {
    const method = (config.method ?? 'get').toLowerCase();
    const responseType = config.responseType ?? 'json';
    if (method !== 'get' || config.headers || responseType !== 'json') return undefined;
    const key = fullUrlOf(http, config);
    return bypass(key) || (ttlFor(key) ?? ttlMs) <= 0 ? undefined : key;
  };

  http.request = <T>(config: AxiosRequestConfig): Promise<T> => {
    const key = keyOf(config);
    if (key === undefined) return send<T>(config);
    const held = answers.get(key);
    if (held && held.expires > now()) return held.data as Promise<T>;
    const answer: SharedAnswer = { expires: Number.POSITIVE_INFINITY, data: send<T>(config) };
    setNewest(answers, key, answer, maxEntries);
    const forget = () => {
      if (answers.get(key) === answer) answers.delete(key);
    };
    answer.data = answer.data.then(
      (data) => {
        // Shared only as long as the raw answer it was parsed from is kept.
        const raw = entries.get(key);
        if (raw) answer.expires = raw.expires;
        else forget();
        return deepFreeze(data);
      },
      (error: unknown) => {
        forget();
        throw error;
      },
    );
    return answer.data as Promise<T>;
  };
  return { clear: () => answers.clear() };
}

/**
 * The URL axios would send `config` to — the adapter's cache key. Without query parameters it is
 * the base URL and the path joined as axios joins them, without its config merging (a hot path:
 * every loader's read asks).
 */
function fullUrlOf(http: HttpClient, config: AxiosRequestConfig): string {
  const url = config.url ?? '';
  if (
    config.params !== undefined ||
    config.baseURL !== undefined ||
    /^[a-z][a-z\d+.-]*:/i.test(url)
  ) {
    return http.axios.getUri(config);
  }
  return `${http.apiUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** Freezes `value` and everything it holds, so a caller that changes a shared answer fails. */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
