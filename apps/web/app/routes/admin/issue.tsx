export {
  AdminIssuePage as default,
  adminIssueMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminIssueAction as action,
  adminIssueLoader as loader,
  adminIssueMiddleware as middleware,
} from '@quire/panel/server';
