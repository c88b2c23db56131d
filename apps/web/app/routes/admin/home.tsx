export {
  AdminHomePage as default,
  adminHomeMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export { adminHomeLoader as loader, adminHomeMiddleware as middleware } from '@quire/panel/server';
