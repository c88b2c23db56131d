export {
  AdminStaffPage as default,
  adminStaffMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminStaffAction as action,
  adminStaffLoader as loader,
  adminStaffMiddleware as middleware,
} from '@quire/panel/server';
