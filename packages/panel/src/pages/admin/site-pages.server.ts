import { assertSameOrigin, guardMiddleware, requireSession } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadPages, pagesAction } from '../../server/editorial/pages.server';
import { requireSiteSettingsEditor } from '../../server/settings/site-settings.server';

/** Who may see this page (redirects run before its loader and action). */
export const adminSitePagesMiddleware = [guardMiddleware('user')];

/** `{paths.siteSettings}/pages`: the site's own pages and menu (header and footer) (its administrators). */
export async function adminSitePagesLoader({ request, context }: LoaderFunctionArgs) {
  requireSiteSettingsEditor((await requireSession(context)).user);
  return loadPages({ request, context }, 'site');
}

/** The site's pages screen's forms: add, save, delete, move up and down. */
export async function adminSitePagesAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  requireSiteSettingsEditor((await requireSession(context)).user);
  return pagesAction({ request, context }, 'site');
}
