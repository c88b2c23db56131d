// Server-only modules: the panel's loaders, actions and their API calls.

export {
  adminArticleAction,
  adminArticleLoader,
  adminArticleMiddleware,
  adminNewArticleAction,
  adminNewArticleLoader,
} from './pages/admin/article.server';
export { adminAuditLoader, adminAuditMiddleware } from './pages/admin/audit.server';
export { adminHomeLoader, adminHomeMiddleware } from './pages/admin/home.server';
export {
  adminIssueAction,
  adminIssueLoader,
  adminIssueMiddleware,
} from './pages/admin/issue.server';
export {
  adminIssuesAction,
  adminIssuesLoader,
  adminIssuesMiddleware,
} from './pages/admin/issues.server';
export {
  adminJournalPagesAction,
  adminJournalPagesLoader,
  adminJournalPagesMiddleware,
} from './pages/admin/journal-pages.server';
export {
  adminJournalReviewAction,
  adminJournalReviewLoader,
  adminJournalReviewMiddleware,
} from './pages/admin/journal-review.server';
export {
  adminJournalSettingsAction,
  adminJournalSettingsLoader,
  adminJournalsAction,
  adminJournalsLoader,
  adminJournalsMiddleware,
} from './pages/admin/journals.server';
export {
  adminNewsItemAction,
  adminNewsItemLoader,
  adminNewsLoader,
  adminNewsMiddleware,
} from './pages/admin/news.server';
export {
  adminPeopleAction,
  adminPeopleLoader,
  adminPeopleMiddleware,
} from './pages/admin/people.server';
export {
  adminSitePagesAction,
  adminSitePagesLoader,
  adminSitePagesMiddleware,
} from './pages/admin/site-pages.server';
export {
  adminSiteSettingsAction,
  adminSiteSettingsLoader,
  adminSiteSettingsMiddleware,
} from './pages/admin/site-settings.server';
export {
  adminStaffAction,
  adminStaffJournalsLoader,
  adminStaffLoader,
  adminStaffMiddleware,
} from './pages/admin/staff.server';
export {
  adminSubmissionAction,
  adminSubmissionLoader,
  adminSubmissionMiddleware,
} from './pages/admin/submission.server';
export {
  submissionReviewAction,
  submissionReviewLoader,
  submissionReviewMiddleware,
} from './pages/admin/submission-review.server';
export {
  adminSubmissionsLoader,
  adminSubmissionsMiddleware,
} from './pages/admin/submissions.server';
export { panelLayoutLoader, panelLayoutMiddleware } from './pages/layouts/panel.server';
export { panelArticleLoader, panelArticleMiddleware } from './pages/panel/article.server';
export { panelArticlesLoader, panelArticlesMiddleware } from './pages/panel/articles.server';
export { panelDashboardLoader, panelDashboardMiddleware } from './pages/panel/dashboard.server';
export {
  notificationAction,
  notificationLoader,
  notificationMiddleware,
} from './pages/panel/notification.server';
export {
  notificationsAction,
  notificationsLoader,
  notificationsMiddleware,
} from './pages/panel/notifications.server';
export { mySubmissionsLoader, mySubmissionsMiddleware } from './pages/panel/submission.server';
export {
  submissionDetailAction,
  submissionDetailLoader,
  submissionDetailMiddleware,
} from './pages/panel/submission-detail.server';
export {
  submissionEditAction,
  submissionEditLoader,
  submissionEditMiddleware,
} from './pages/panel/submission-edit.server';
export {
  submissionNewAction,
  submissionNewLoader,
  submissionNewMiddleware,
} from './pages/panel/submission-new.server';
export {
  myReviewsAction,
  myReviewsLoader,
  myReviewsMiddleware,
} from './pages/review/my-reviews.server';
export type { ReviewTaskData } from './pages/review/review-task.server';
export {
  myReviewMiddleware,
  reviewFileLoader,
  reviewLinkMiddleware,
  reviewTaskAction,
  reviewTaskLoader,
} from './pages/review/review-task.server';
export type { AttentionLink, JournalAttentionView } from './server/attention/attention.server';
export { loadAttention } from './server/attention/attention.server';
export type { AuditChangeView, AuditEntryView, AuditFilters } from './server/audit/audit.server';
export type { AuthorArticleRow, AuthorArticleView } from './server/author-articles.server';
export { loadDashboard } from './server/dashboard.server';
export type { CrossrefDoiView, CrossrefView } from './server/dois/crossref.server';
export {
  articleCrossrefXmlLoader,
  crossrefXmlMiddleware,
  issueCrossrefXmlLoader,
} from './server/dois/crossref.server';
export type { NewsRowView } from './server/editorial/news.server';
export { loadNewsItem, NEWS_PER_PAGE } from './server/editorial/news.server';

export type { ManagedJournalView } from './server/journals/journals.server';
export type { NotificationFilter, NotificationView } from './server/notifications.server';
export { markNotificationRead } from './server/notifications.server';
export type { PeopleFilters, PersonView } from './server/people/people.server';

export type { InvitationView, StaffFormValues, StaffMemberView } from './server/staff/staff.server';

export { loadEditorQueue, requireEditor } from './server/submission/editor.server';
export {
  submissionFileLoader,
  submissionFileMiddleware,
  submissionUploadAction,
  submissionUploadLoader,
} from './server/submission/file-routes.server';
export type { UploadOutcome } from './server/submission/files.server';
export { contentDisposition } from './server/submission/files.server';

export { readPublishBody } from './server/submission/publish-body.server';
