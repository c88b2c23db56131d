// Client-safe modules: the panel's components and the form logic shared by pages and loaders.

export type { PanelPaths, PeopleHrefFilters, PeopleSort } from './lib/panel-paths';
export {
  authorArticlePath,
  editorIssuePath,
  editorIssuesHref,
  editorSubmissionPath,
  notificationPath,
  peopleHref,
  submissionFilePath,
  submissionPath,
  submissionUploadPath,
  wizardPath,
} from './lib/panel-paths';
export type { SubmissionActionData } from './lib/submission/action-data';
export type {
  LabelledDashboard,
  LabelledEvent,
  LabelledFile,
  LabelledNotification,
  LabelledSubmission,
  LabelledSummary,
} from './lib/submission/date-labels';
export { DECISION_LABELS, decisionLabel, isDecision } from './lib/submission/decisions';
export type {
  AuthorListChange,
  AuthorRow,
  TypedStepValues,
  UncheckedDraftBody,
} from './lib/submission/draft-form';
export {
  fieldLabel,
  labelsFor,
  SUBMISSION_FIELD_LABELS,
  submissionFieldLabels,
} from './lib/submission/field-labels';
export type { SubmissionFilterValues } from './lib/submission/list-filters';
export type { DraftForSteps, FilledStepId, WizardStepId } from './lib/submission/wizard-steps';
export {
  completedSteps,
  missingBySteps,
  WIZARD_STEPS,
  wizardStepLabel,
} from './lib/submission/wizard-steps';
export {
  AdminArticlePage,
  AdminNewArticlePage,
  adminArticleMeta,
  adminNewArticleMeta,
} from './pages/admin/article';
export { AdminAuditPage, adminAuditMeta } from './pages/admin/audit';
export { CrossrefSection } from './pages/admin/crossref-section';
export { AdminHomePage, adminHomeMeta } from './pages/admin/home';
export { AdminIssuePage, adminIssueMeta } from './pages/admin/issue';
export { AdminIssuesPage, adminIssuesMeta } from './pages/admin/issues';
export { JournalDoiSection } from './pages/admin/journal-doi-section';
export { AdminPagesPage, adminPagesMeta } from './pages/admin/journal-pages';
export { AdminJournalReviewPage, adminJournalReviewMeta } from './pages/admin/journal-review';
export { AdminJournalSettingsPage, adminJournalSettingsMeta } from './pages/admin/journal-settings';
export { AdminJournalsPage, adminJournalsMeta } from './pages/admin/journals';
export {
  AdminNewsItemPage,
  AdminNewsPage,
  adminNewsItemMeta,
  adminNewsMeta,
} from './pages/admin/news';
export { AdminPeoplePage, adminPeopleMeta } from './pages/admin/people';
export { AdminSiteSettingsPage, adminSiteSettingsMeta } from './pages/admin/site-settings';
export {
  AdminStaffJournalsPage,
  AdminStaffPage,
  adminStaffJournalsMeta,
  adminStaffMeta,
} from './pages/admin/staff';
export { AdminSubmissionPage, adminSubmissionMeta } from './pages/admin/submission';
export { SubmissionReviewPage, submissionReviewMeta } from './pages/admin/submission-review';
export { AdminSubmissionsPage, adminSubmissionsMeta } from './pages/admin/submissions';
export type { PanelFrameProps } from './pages/layouts/panel';
export { PanelFrame, useServerUnreadNotifications } from './pages/layouts/panel';
export { PanelArticlePage, panelArticleMeta } from './pages/panel/article';
export { PanelArticlesPage, panelArticlesMeta } from './pages/panel/articles';
export { PanelDashboardPage, panelDashboardMeta } from './pages/panel/dashboard';
export { NotificationPage, notificationMeta } from './pages/panel/notification';
export type { NotificationsPageProps } from './pages/panel/notifications';
export { NotificationsPage } from './pages/panel/notifications';
export { MySubmissionsPage, mySubmissionsMeta } from './pages/panel/submission';
export { SubmissionDetailPage, submissionDetailMeta } from './pages/panel/submission-detail';
export { SubmissionEditPage, submissionEditMeta } from './pages/panel/submission-edit';
export { SubmissionNewPage, submissionNewMeta } from './pages/panel/submission-new';
export { MyReviewsPage, myReviewsMeta } from './pages/review/my-reviews';
export { ReviewTaskPage, reviewTaskMeta } from './pages/review/review-task';
export { notificationsTitle } from './panel-pages/notification-status';
export type { RichTextFieldProps } from './rich-text/rich-text-field';
export { RichTextField } from './rich-text/rich-text-field';

export type { DecisionFormProps } from './submission/decision-form';

export { EditorErrorBoundary } from './submission/editor-error-boundary';
export type { FileListProps } from './submission/file-list';
export { FILE_ROLE_LABELS, FileList } from './submission/file-list';
export type { PublishFormProps } from './submission/publish-form';
export { targetLabel } from './submission/publish-form';
export type { RevisionPanelProps } from './submission/revision-panel';
export type { SubmissionFiltersProps } from './submission/submission-filters';

export { eventTitle, SubmissionRecord } from './submission/submission-history';
export type { SubmissionSummaryProps } from './submission/submission-summary';
export { SubmissionSummary } from './submission/submission-summary';
export type { SubmissionTableProps } from './submission/submission-table';
export { SubmissionTable } from './submission/submission-table';
export type { UploadFormProps } from './submission/upload-form';
export type { AbstractFieldProps } from './submission/wizard/abstract-field';
export { overLimitMessage } from './submission/wizard/abstract-field';
export type { AuthorsStepProps } from './submission/wizard/authors-step';
export type { DeclarationsStepProps } from './submission/wizard/declarations-step';
export { DECLARATIONS } from './submission/wizard/declarations-step';
export type { DetailsStepProps } from './submission/wizard/details-step';
export type { FilesStepProps } from './submission/wizard/files-step';
export type { JournalFieldsProps } from './submission/wizard/journal-fields';
export type { ReviewStepProps } from './submission/wizard/review-step';
export type { WizardFrameProps } from './submission/wizard/wizard-frame';
export { WizardFrame } from './submission/wizard/wizard-frame';
export type { PanelTexts } from './texts';
export { PANEL_TEXTS, panelTexts, usePanelTexts } from './texts';
