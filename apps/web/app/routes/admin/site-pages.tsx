export {
  AdminPagesPage as default,
  adminPagesMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminSitePagesAction as action,
  adminSitePagesLoader as loader,
  adminSitePagesMiddleware as middleware,
} from '@quire/panel/server';
