export {
  AdminIssuesPage as default,
  adminIssuesMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminIssuesAction as action,
  adminIssuesLoader as loader,
  adminIssuesMiddleware as middleware,
} from '@quire/panel/server';
