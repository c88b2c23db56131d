import { requestMiddleware } from './request-context.server';
import { setupMiddleware } from './setup-gate.server';
import { siteSettingsMiddleware } from './site-settings-middleware.server';

/**
 * The root route's middleware list (an app's `root.tsx` exports it as `middleware`): the
 * request's API client and session, then the first-run setup's redirect, then the site settings'
 * time zone and date format over the configuration.
 * @example export { rootLoader as loader, rootMiddleware as middleware } from '@quire/site/server';
 */
export const rootMiddleware = [requestMiddleware, setupMiddleware, siteSettingsMiddleware];
