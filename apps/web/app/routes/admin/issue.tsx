export {
  AdminIssuePage as default,
  adminIssueHandle as handle,
  adminIssueMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export { adminIssueAction as action, adminIssueLoader as loader } from '@quire/panel/server';
