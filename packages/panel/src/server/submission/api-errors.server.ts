import { isApiError } from '@quire/api-client';
import { data } from 'react-router';

/**
 * Rethrows an API failure of a loader as the page's own answer: the API's 404 (someone else's
 * or a missing submission) and 403 become those statuses for the error boundary; anything else
 * is rethrown as it is.
 */
export function rethrowApiError(caught: unknown): never {
  if (isApiError(caught) && (caught.status === 404 || caught.status === 403)) {
    throw data(caught.status === 404 ? 'Not Found' : 'Forbidden', { status: caught.status });
  }
  throw caught;
}

/** A positive id from a route parameter; a 404 for anything else. */
export function requireIdParam(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw data('Not Found', { status: 404 });
  }
  return Number(value);
}
