import { type HttpClient, isApiError } from '@quire/api-client';
import { data } from 'react-router';

/** Seconds a visitor (or crawler) is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

/** The API's own statuses that mean "not now" rather than "wrong". */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/** Whether `error` says the API could not be reached or could not answer in time. */
export function isApiUnavailable(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.isNetworkError || error.isTimeout || UNAVAILABLE_STATUSES.has(error.status))
  );
}

/**
 * Makes an API that cannot be reached (down, restarting, overloaded) answer the page with
 * 503 Service Unavailable and `Retry-After`, not 500: the visitor reads that trying again will
 * do, crawlers keep the page and come back, load balancers see a temporary failure. The failure
 * becomes a route error response, which React Router sends to the browser as it is (an
 * unexpected error would reach it only as "Unexpected Server Error"). Calls are retried by the
 * client before this happens.
 */
export function answerUnavailableAs503(http: HttpClient): HttpClient {
  // Around the client's calls, not inside its axios chain: there, later interceptors and retries
  // would wrap the answer into an ApiError again.
  const guard = <T>(call: Promise<T>): Promise<T> =>
    call.catch((error: unknown) => {
      if (!isApiUnavailable(error)) throw error;
      // The document handler adds Retry-After to every 503 it sends.
      throw data('The site cannot reach its data just now.', { status: 503 });
    });
  return {
    ...http,
    request: (config) => guard(http.request(config)),
    get: (url, config) => guard(http.get(url, config)),
    delete: (url, config) => guard(http.delete(url, config)),
    post: (url, body, config) => guard(http.post(url, body, config)),
    put: (url, body, config) => guard(http.put(url, body, config)),
    patch: (url, body, config) => guard(http.patch(url, body, config)),
  };
}
