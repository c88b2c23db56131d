export {
  AdminJournalsPage as default,
  adminJournalsMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminJournalsAction as action,
  adminJournalsLoader as loader,
  adminJournalsMiddleware as middleware,
} from '@quire/panel/server';
