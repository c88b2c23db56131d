import { formatApiError } from '@quire/utils';
import { AxiosError, isCancel } from 'axios';

/** What kind of failure an {@link ApiError} describes. */
export type ApiErrorKind =
  | 'http'
  | 'network'
  | 'timeout'
  | 'canceled'
  | 'invalid-response'
  /** The request failed before it was sent: a bad argument or a bug in a hook. */
  | 'client';

/** Shown in the error modal when the server could not be reached at all. */
export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Check your connection and try again.';
/** Shown in the error modal when a request ran past its timeout. */
export const TIMEOUT_ERROR_MESSAGE = 'The server took too long to answer. Please try again.';
/** Shown when a request was canceled by the app (never meant for the modal). */
export const CANCELED_ERROR_MESSAGE = 'The request was canceled.';

/** Everything an {@link ApiError} is built from. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  body?: unknown;
  method?: string | undefined;
  url?: string | undefined;
  cause?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  if (!Array.isArray(value)) return typeof value === 'string' ? [value] : [];
  return value.filter((item): item is string => typeof item === 'string');
}

/**
 * Every failed request, normalised: the HTTP status (0 when no response arrived), the message for
 * the error modal (via `formatApiError`: the body's `message`, else its `errors` numbered, else a
 * plain-text body), per-field messages, the list of messages, and the raw body.
 * @example
 * try { await api.auth.signIn(body) } catch (error) {
 *   if (isApiError(error)) showErrorModal(error.message);
 * }
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** What went wrong: an HTTP error status, no connection, a timeout, a cancel, a bad answer. */
  readonly kind: ApiErrorKind;
  /** The HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** Messages per field, from `errors: { field: [...] }` (empty otherwise). */
  readonly fieldErrors: Readonly<Record<string, string[]>>;
  /** Messages from `errors: [...]` (empty otherwise). */
  readonly errors: readonly string[];
  /** The response body as received (parsed JSON, text, or undefined). */
  readonly body: unknown;
  /** The request's method (upper case) and URL, for logs. */
  readonly method: string | undefined;
  readonly url: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.body = init.body;
    this.method = init.method;
    this.url = init.url;
    const errors = isRecord(init.body) ? init.body.errors : undefined;
    this.errors = strings(errors);
    this.fieldErrors = isRecord(errors)
      ? Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, strings(list)]))
      : {};
  }

  /** True when no response arrived (offline, DNS, refused or reset connection). */
  get isNetworkError(): boolean {
    return this.kind === 'network';
  }

  /** True when the request ran past its timeout. */
  get isTimeout(): boolean {
    return this.kind === 'timeout';
  }

  /** True when the app canceled the request (an `AbortSignal`). */
  get isCanceled(): boolean {
    return this.kind === 'canceled';
  }
}

/** Whether a value is an {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Turns whatever a request threw into an {@link ApiError} (an `ApiError` is returned as is).
 * Never throws.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof AxiosError) && !isCancel(error)) {
    return new ApiError({ kind: 'client', message: formatApiError(error), cause: error });
  }
  const axiosError = error as AxiosError;
  const request = {
    method: axiosError.config?.method?.toUpperCase(),
    url: axiosError.config?.url,
    cause: error,
  };
  if (isCancel(error)) {
    return new ApiError({ ...request, kind: 'canceled', message: CANCELED_ERROR_MESSAGE });
  }
  const response = axiosError.response;
  if (response) {
    return new ApiError({
      ...request,
      kind: 'http',
      status: response.status,
      body: response.data,
      message: formatApiError(response.data),
    });
  }
  if (axiosError.code === AxiosError.ECONNABORTED || axiosError.code === AxiosError.ETIMEDOUT) {
    return new ApiError({ ...request, kind: 'timeout', message: TIMEOUT_ERROR_MESSAGE });
  }
  return new ApiError({ ...request, kind: 'network', message: NETWORK_ERROR_MESSAGE });
}
