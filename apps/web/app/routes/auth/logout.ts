import { redirect } from 'react-router';
import { redirectSignedOut, signOutOnServer } from '~/lib/auth.server';
import { assertSameOrigin } from '~/lib/same-origin.server';
import type { Route } from './+types/logout';

/**
 * Sign-out (spec §4): clears the session cookie, revokes the session at the API, then redirects
 * home. POST only, so neither a link nor a prefetch can sign anyone out.
 */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  return redirectSignedOut(await signOutOnServer(request));
}

/** A GET (a typed URL, a crawler) changes nothing. */
export function loader() {
  return redirect('/');
}
