export {
  AdminSubmissionsPage as default,
  adminSubmissionsHandle as handle,
  adminSubmissionsMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export { adminSubmissionsLoader as loader } from '@quire/panel/server';
