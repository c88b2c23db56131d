import { assertSameOrigin, guardMiddleware, requireSession } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import {
  loadSiteSettings,
  requireSiteSettingsEditor,
  siteSettingsAction,
} from '../../server/settings/site-settings.server';

/** Who may see this page (redirects run before its loader and action). */
export const adminSiteSettingsMiddleware = [guardMiddleware('user')];

/** `{paths.siteSettings}`: the site's settings (site administrators; 403 for anyone else). */
export async function adminSiteSettingsLoader({ request, context }: LoaderFunctionArgs) {
  requireSiteSettingsEditor((await requireSession(context)).user);
  return loadSiteSettings({ request, context });
}

/** The settings form's post. */
export async function adminSiteSettingsAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  requireSiteSettingsEditor((await requireSession(context)).user);
  return siteSettingsAction({ request, context });
}
