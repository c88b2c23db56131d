import { createLoadingCounter, type LoadingCounter } from '@quire/utils';
import axios, {
  type AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
  type RawAxiosHeaders,
} from 'axios';
import axiosRetry from 'axios-retry';
import { ApiError, toApiError } from './api-error';
import { fileUrl } from './file-url';
import { isRetryable, RETRIES, retryDelay } from './retry-policy';

/** Per-request options of the Quire client, passed as `quire` in an axios request config. */
export interface QuireRequestOptions {
  /** Send without the global loading overlay (the chat mark-as-read call). */
  withoutLoader?: boolean;
  /** Do not refresh and retry on 401 (the auth endpoints themselves use this). */
  skipAuthRefresh?: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Quire's own request options. */
    quire?: QuireRequestOptions;
  }
}

/** How requests are authenticated; installed by the auth session or given in the settings. */
export interface HttpAuth {
  /** The token held now, if any (server-side calls and non-browser clients). */
  getToken(): string | null | undefined;
  /** Header that carries the token (default `Authorization`). */
  headerName?: string;
  /** Scheme before the token (default `Bearer`; `''` sends the bare token). */
  headerType?: string;
  /**
   * Called when a request answers 401. Resolves true when the session was refreshed, in which
   * case the request is sent once more.
   */
  onUnauthorized?(failure: UnauthorizedFailure): Promise<boolean>;
}

/** A request that answered 401. */
export interface UnauthorizedFailure {
  error: ApiError;
  /** When the failed attempt was sent (`performance.now()`), to tell a stale token from a bad one. */
  sentAt: number;
}

/**
 * How requests travel, for server-side use (see `createServerTransport` in
 * `@quire/api-client/node`); browsers ignore it (their connections are the browser's).
 */
export interface HttpTransport {
  /** A `node:http` Agent, e.g. with keep-alive and a connection pool. */
  httpAgent?: unknown;
  /** A `node:https` Agent. */
  httpsAgent?: unknown;
  /** Redirects followed at most (axios's default is 21; 0 skips its redirect wrapper). */
  maxRedirects?: number;
}

/** Settings of {@link createHttpClient}. */
export interface HttpClientSettings {
  /** Base URL of every endpoint, e.g. `http://localhost:4000/api/` (paths are relative). */
  apiUrl: string;
  /** Base URL of public files (default: the origin of `apiUrl`). */
  backendUrl?: string;
  /** How to authenticate requests (the auth session installs its own with `setAuth`). */
  auth?: HttpAuth;
  /** Headers sent with every request, e.g. the browser's cookie forwarded during SSR. */
  headers?: Record<string, string>;
  /** Counter that drives the loading overlay (default: a new one, see `client.loading`). */
  loading?: LoadingCounter;
  /** Called when a request that shows the loader starts (once, whatever its retries). */
  onRequestStart?(config: AxiosRequestConfig): void;
  /** Called when that request has finished, successfully or not. */
  onRequestEnd?(config: AxiosRequestConfig): void;
  /** Milliseconds before the retry (default: `Retry-After`, between 100 ms and 5 s). */
  retryDelay?(retryCount: number, error: AxiosError): number;
  /** Request timeout in milliseconds (0, none). */
  timeout?: number;
  /** Connection reuse and redirects for server-side use; browsers ignore it. */
  transport?: HttpTransport;
}

/** The configured axios instance and typed helpers around it. */
export interface HttpClient {
  /** The instance itself, for anything the helpers do not cover (its failures are ApiErrors too). */
  readonly axios: AxiosInstance;
  /** Requests in flight that show the loader. */
  readonly loading: LoadingCounter;
  readonly apiUrl: string;
  readonly backendUrl: string;
  /** Sends a request and resolves with the response body. */
  request<T>(config: AxiosRequestConfig): Promise<T>;
  get<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  delete<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  patch<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  /** `backendUrl/{path}`: the address of a public file. */
  fileUrl(path: string): string;
  /** Replaces how requests are authenticated (null: anonymous). */
  setAuth(auth: HttpAuth | null): void;
}

/** Header that marks the web client's requests; the API requires it on cookie-authenticated mutations. */
export const REQUESTED_WITH_HEADER = 'X-Requested-With';
/** Value of {@link REQUESTED_WITH_HEADER}. */
export const REQUESTED_WITH_VALUE = 'quire';

const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Travels with one logical request through its retries: axios copies a config on every send,
 * but keeps class instances by reference, so the loader is started and ended exactly once.
 */
class RequestTicket {
  ended = false;
  authRetried = false;
  sentAt = 0;
  constructor(
    readonly showsLoader: boolean,
    readonly callerSetAuthHeader: boolean,
  ) {}
}

const TICKET = '__quireTicket';
type TicketedConfig = InternalAxiosRequestConfig & { [TICKET]?: RequestTicket };

function ticketOf(config: AxiosRequestConfig | undefined): RequestTicket | undefined {
  return (config as TicketedConfig | undefined)?.[TICKET];
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/**
 * Creates the HTTP client: one axios instance with the base URL, credentials, JSON
 * bodies, no timeout, the bearer token when one is held, one retry of idempotent requests on
 * 408/409/425/429/5xx and network errors, the loading counter and one {@link ApiError} for
 * every failure.
 * @example
 * const http = createHttpClient({ apiUrl: 'http://localhost:4000/api/' });
 * await http.post('user/messages/read', { id }, { quire: { withoutLoader: true } });
 */
export function createHttpClient(settings: HttpClientSettings): HttpClient {
  const loading = settings.loading ?? createLoadingCounter();
  const backendUrl = settings.backendUrl ?? originOf(settings.apiUrl);
  let auth: HttpAuth | null = settings.auth ?? null;

  const instance = axios.create({
    baseURL: settings.apiUrl,
    withCredentials: true,
    timeout: settings.timeout ?? 0,
    ...settings.transport,
    headers: {
      Accept: 'application/json',
      [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
      ...settings.headers,
    },
  });

  // Starts the loader for a request that has no ticket yet; the helpers call it synchronously,
  // so the overlay is on as soon as `http.get()` returns its promise.
  const issueTicket = (config: AxiosRequestConfig): RequestTicket => {
    const headerName = auth?.headerName ?? 'Authorization';
    const callerSetAuthHeader = AxiosHeaders.from(config.headers as RawAxiosHeaders).has(
      headerName,
    );
    const ticket = new RequestTicket(!config.quire?.withoutLoader, callerSetAuthHeader);
    (config as TicketedConfig)[TICKET] = ticket;
    if (ticket.showsLoader) {
      loading.start();
      settings.onRequestStart?.(config);
    }
    return ticket;
  };

  const endTicket = (config: AxiosRequestConfig | undefined) => {
    const ticket = ticketOf(config);
    if (!ticket || ticket.ended || !config) return;
    ticket.ended = true;
    if (!ticket.showsLoader) return;
    try {
      settings.onRequestEnd?.(config);
    } finally {
      loading.end();
    }
  };

  instance.interceptors.request.use((config: TicketedConfig) => {
    try {
      const ticket = config[TICKET] ?? issueTicket(config);
      ticket.sentAt = performance.now();
      // Set on every send (not only the first), so a retry after a refresh carries the new token.
      if (!ticket.callerSetAuthHeader) {
        const headerName = auth?.headerName ?? 'Authorization';
        const type = auth?.headerType ?? 'Bearer';
        const token = auth?.getToken();
        if (token) config.headers.set(headerName, type ? `${type} ${token}` : token);
        else config.headers.delete(headerName);
      }
    } catch (error) {
      endTicket(config);
      throw error;
    }
    // Objects go as JSON (axios's default); a body-less call must not claim a JSON body,
    // which servers refuse as empty JSON.
    const method = config.method?.toLowerCase() ?? 'get';
    if (BODY_METHODS.has(method) && config.data == null) config.headers.setContentType(false);
    return config;
  });

  // Registered first, so it sees each failure before the interceptors below.
  axiosRetry(instance, {
    retries: RETRIES,
    retryCondition: isRetryable,
    retryDelay: settings.retryDelay ?? retryDelay,
  });

  instance.interceptors.response.use(undefined, async (error: unknown) => {
    // An inner (retried) request already ran this chain and produced an ApiError.
    if (error instanceof ApiError || !axios.isAxiosError(error)) throw error;
    const config = error.config;
    const ticket = ticketOf(config);
    if (
      error.response?.status !== 401 ||
      !config ||
      !ticket ||
      ticket.authRetried ||
      config.quire?.skipAuthRefresh ||
      !auth?.onUnauthorized
    ) {
      throw error;
    }
    ticket.authRetried = true;
    const refreshed = await auth.onUnauthorized({
      error: toApiError(error),
      sentAt: ticket.sentAt,
    });
    if (!refreshed) throw error;
    // The body was serialised by the first send; send it as it is (axios-retry does the same).
    config.transformRequest = [(data: unknown) => data];
    return instance.request(config);
  });

  instance.interceptors.response.use(
    (response) => {
      endTicket(response.config);
      return response;
    },
    (error: unknown) => {
      const apiError = toApiError(error);
      const cause = apiError.cause;
      endTicket(axios.isAxiosError(cause) ? cause.config : undefined);
      throw apiError;
    },
  );

  const request = async <T>(config: AxiosRequestConfig): Promise<T> => {
    const ticketed = { ...config };
    try {
      issueTicket(ticketed);
    } catch (error) {
      endTicket(ticketed);
      throw toApiError(error);
    }
    return (await instance.request<T>(ticketed)).data;
  };

  return {
    axios: instance,
    loading,
    apiUrl: settings.apiUrl,
    backendUrl,
    request,
    get: (url, config) => request({ ...config, method: 'get', url }),
    delete: (url, config) => request({ ...config, method: 'delete', url }),
    post: (url, data, config) => request({ ...config, method: 'post', url, data }),
    put: (url, data, config) => request({ ...config, method: 'put', url, data }),
    patch: (url, data, config) => request({ ...config, method: 'patch', url, data }),
    fileUrl: (path) => fileUrl(backendUrl, path),
    setAuth: (next) => {
      auth = next;
    },
  };
}
