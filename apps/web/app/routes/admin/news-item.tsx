export {
  AdminNewsItemPage as default,
  adminNewsItemMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminNewsItemAction as action,
  adminNewsItemLoader as loader,
  adminNewsMiddleware as middleware,
} from '@quire/panel/server';
