export {
  AdminNewArticlePage as default,
  adminNewArticleMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminArticleMiddleware as middleware,
  adminNewArticleAction as action,
  adminNewArticleLoader as loader,
} from '@quire/panel/server';
