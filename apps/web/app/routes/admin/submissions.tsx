export {
  AdminSubmissionsPage as default,
  adminSubmissionsMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminSubmissionsLoader as loader,
  adminSubmissionsMiddleware as middleware,
} from '@quire/panel/server';
