import { isApiError } from '@quire/api-client';
import { data } from 'react-router';

/**
 * Whether an API failure of a read addressed by route parameters means "there is no such page":
 * a 404, or a 400 — the API refuses parameters no record can have (NUL, line breaks, over 200
 * characters), and to the visitor such an address is simply one that does not exist.
 */
export function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * Awaits an API read addressed by the route's parameters for a loader: a missing record
 * ({@link isMissing}) becomes this route's 404 (the error view), any other failure propagates as
 * a 500. Only for reads whose other inputs the web server chose itself (page numbers are
 * clamped by `pageParam`), so a 400 can only be about the address.
 * @example const journal = await orNotFound(apiFor(request).content.journal(params.slug));
 */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isMissing(error)) throw data(null, { status: 404 });
    throw error;
  }
}
