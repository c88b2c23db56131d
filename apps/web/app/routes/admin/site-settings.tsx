export {
  AdminSiteSettingsPage as default,
  adminSiteSettingsMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminSiteSettingsAction as action,
  adminSiteSettingsLoader as loader,
  adminSiteSettingsMiddleware as middleware,
} from '@quire/panel/server';
