export {
  AdminJournalSettingsPage as default,
  adminJournalSettingsMeta as meta,
  EditorErrorBoundary as ErrorBoundary,
} from '@quire/panel';
export {
  adminJournalSettingsAction as action,
  adminJournalSettingsLoader as loader,
  adminJournalsMiddleware as middleware,
} from '@quire/panel/server';
