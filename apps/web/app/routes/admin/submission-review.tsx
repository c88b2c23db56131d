export {
  EditorErrorBoundary as ErrorBoundary,
  SubmissionReviewPage as default,
  submissionReviewMeta as meta,
} from '@quire/panel';
export {
  submissionReviewAction as action,
  submissionReviewLoader as loader,
  submissionReviewMiddleware as middleware,
} from '@quire/panel/server';
