export {
  AdminAuditPage as default,
  adminAuditMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminAuditLoader as loader,
  adminAuditMiddleware as middleware,
} from '@quire/panel/server';
