import { journalSite } from '@quire/site';
import { assertSameOrigin } from '@quire/site/server';
import { type ActionFunctionArgs, redirect } from 'react-router';
import { redirectSignedOut, signOutOnServer } from '../../server/auth.server';

/**
 * Sign-out: clears the session cookie, revokes the session at the API, then redirects home.
 * POST only, so neither a link nor a prefetch can sign anyone out.
 */
export async function logoutAction({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return redirectSignedOut(await signOutOnServer(request));
}

/** A GET (a typed URL, a crawler) changes nothing. */
export function logoutLoader() {
  return redirect(journalSite().paths.home);
}
