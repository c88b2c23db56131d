import { isApiError } from '@quire/api-client';
import { data } from 'react-router';

/**
 * Awaits an API call for a loader: an API 404 becomes this route's 404 (the error view), any
 * other failure propagates as a 500.
 * @example const journal = await orNotFound(apiFor(request).content.journal(params.slug));
 */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
