export {
  AdminSubmissionPage as default,
  adminSubmissionHandle as handle,
  adminSubmissionMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminSubmissionAction as action,
  adminSubmissionLoader as loader,
} from '@quire/panel/server';
