export {
  AdminPagesPage as default,
  adminPagesMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminJournalPagesAction as action,
  adminJournalPagesLoader as loader,
  adminJournalPagesMiddleware as middleware,
} from '@quire/panel/server';
