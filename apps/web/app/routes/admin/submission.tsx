export {
  AdminSubmissionPage as default,
  adminSubmissionMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminSubmissionAction as action,
  adminSubmissionLoader as loader,
  adminSubmissionMiddleware as middleware,
} from '@quire/panel/server';
