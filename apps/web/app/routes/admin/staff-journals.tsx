export {
  AdminStaffJournalsPage as default,
  adminStaffJournalsMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminStaffJournalsLoader as loader,
  adminStaffMiddleware as middleware,
} from '@quire/panel/server';
