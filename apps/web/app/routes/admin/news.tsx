export {
  AdminNewsPage as default,
  adminNewsMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export { adminNewsLoader as loader, adminNewsMiddleware as middleware } from '@quire/panel/server';
