export {
  AdminIssuesPage as default,
  adminIssuesMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminIssuesLoader as loader,
  adminIssuesMiddleware as middleware,
} from '@quire/panel/server';
