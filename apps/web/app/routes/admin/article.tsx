export {
  AdminArticlePage as default,
  adminArticleMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminArticleAction as action,
  adminArticleLoader as loader,
  adminArticleMiddleware as middleware,
} from '@quire/panel/server';
