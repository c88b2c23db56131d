export {
  AdminJournalReviewPage as default,
  adminJournalReviewMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminJournalReviewAction as action,
  adminJournalReviewLoader as loader,
  adminJournalReviewMiddleware as middleware,
} from '@quire/panel/server';
