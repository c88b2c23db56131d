export {
  AdminIssuesPage as default,
  adminIssuesHandle as handle,
  adminIssuesMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export { adminIssuesLoader as loader } from '@quire/panel/server';
