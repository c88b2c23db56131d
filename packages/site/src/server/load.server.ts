import { isApiError } from '@quire/api-client';
import { data, type Params } from 'react-router';
import { journalSite } from '../config/journal-site';

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
 * @example const issue = await orNotFound(context.get(apiContext).content.issue({ params: { slug, issueId: id } }));
 */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isMissing(error)) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * A route parameter a loader cannot do without. React Router types every parameter as optional
 * because one module may serve several paths; a missing one means the address names nothing, so
 * the answer is this route's 404.
 * @example const slug = routeParam(params, 'slug');
 */
export function routeParam(params: Params, name: string): string {
  const value = params[name];
  if (value === undefined || value === '') throw data(null, { status: 404 });
  return value;
}

/**
 * The journal a reading page belongs to: the `:slug` of its address, or on a single-journal
 * site (whose journal lives at the root) the configured journal.
 */
export function journalSlugParam(params: Params): string {
  return params.slug || journalSite().journal || routeParam(params, 'slug');
}
