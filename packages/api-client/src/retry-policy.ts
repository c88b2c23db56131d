import { type AxiosError, isCancel } from 'axios';
import { isNetworkError, retryAfter } from 'axios-retry';

/** Statuses worth one more try: timeouts, conflicts, too early/many, server errors. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

/** Methods that may be sent twice without changing the outcome; POST and PATCH are not. */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set([
  'get',
  'head',
  'options',
  'put',
  'delete',
]);

/** How many times a failed idempotent request is sent again (once). */
export const RETRIES = 1;

/** Longest wait before the retry, even when `Retry-After` asks for more. */
const MAX_RETRY_DELAY_MS = 5_000;
/** Shortest wait, so a struggling server is not hit again in the same millisecond. */
const MIN_RETRY_DELAY_MS = 100;

/**
 * Whether a failed request is retried: only idempotent methods, and only on a network error or
 * one of {@link RETRY_STATUSES}. Timeouts and canceled requests are never retried.
 */
export function isRetryable(error: AxiosError): boolean {
  if (isCancel(error)) return false;
  const method = error.config?.method?.toLowerCase();
  if (!method || !IDEMPOTENT_METHODS.has(method)) return false;
  if (error.response) return RETRY_STATUSES.has(error.response.status);
  return isNetworkError(error);
}

/** Waits what `Retry-After` asks, between 100 ms and 5 s. */
export function retryDelay(_retryCount: number, error: AxiosError): number {
  return Math.min(Math.max(retryAfter(error), MIN_RETRY_DELAY_MS), MAX_RETRY_DELAY_MS);
}
