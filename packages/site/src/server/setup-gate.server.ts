import { type MiddlewareFunction, redirect } from 'react-router';
import { journalSite } from '../config/journal-site';
import { apiContext } from './request-context.server';

/** Whether the API said the site is set up: from then on, never asked again by this process. */
let siteIsSetUp = false;

/**
 * Sends every page to the first-run setup page (`paths.setup`) while the site waits for its
 * first administrator, as the API does with every change but the setup itself. The API is asked
 * (`GET setup`) only until it says the site is set up — a setup is never undone — so a set-up
 * site pays nothing per request. When the API cannot be asked, pages go on and show their own
 * errors. Part of {@link rootMiddleware}, after the request's API client is in the context.
 */
export const setupMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  if (siteIsSetUp) return;
  const status = await context
    .get(apiContext)
    .auth.setupStatus()
    .catch(() => undefined);
  if (!status) return;
  if (!status.required) {
    siteIsSetUp = true;
    return;
  }
  const setupPath = journalSite().paths.setup;
  // `.data` is React Router's address for a client-side navigation's data of the same page.
  const { pathname } = new URL(request.url);
  if (pathname === setupPath || pathname === `${setupPath}.data`) return;
  throw redirect(setupPath);
};
