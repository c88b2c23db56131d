export type { AdminOnlineIndicatorProps } from './chat/admin-online-indicator';
export { AdminOnlineIndicator } from './chat/admin-online-indicator';
export type { ChatComposerProps } from './chat/chat-composer';
export { CHAT_OFFLINE_TEXT, ChatComposer } from './chat/chat-composer';
export type {
  ChatConversationListProps,
  ChatConversationSummary,
} from './chat/chat-conversation-list';
export { ChatConversationList } from './chat/chat-conversation-list';
export type { ChatDeletedNoticeProps } from './chat/chat-deleted-notice';
export { CHAT_DELETED_TEXT, ChatDeletedNotice } from './chat/chat-deleted-notice';
export type { ChatAuthor, ChatMessage, ChatMessageStatus } from './chat/chat-message';
export { CHAT_STATUS_TEXT } from './chat/chat-message';
export type { ChatMessageActionsProps } from './chat/chat-message-actions';
export { ChatMessageActions } from './chat/chat-message-actions';
export type { ChatMessageListProps } from './chat/chat-message-list';
export { ChatMessageList } from './chat/chat-message-list';
export type { ChatPaneProps } from './chat/chat-pane';
export { ChatPane } from './chat/chat-pane';
export type { ChatTypingIndicatorProps } from './chat/chat-typing-indicator';
export { ChatTypingIndicator } from './chat/chat-typing-indicator';
export type { ConnectionState, ConnectionStatusProps } from './chat/connection-status';
export { CONNECTION_STATUS_TEXT, ConnectionStatus } from './chat/connection-status';
export type { UnreadBadgeProps } from './chat/unread-badge';
export { UnreadBadge } from './chat/unread-badge';
export type { ConfirmDialogProps } from './confirm-dialog';
export { CONFIRM_DIALOG_DEFAULTS, ConfirmDialog } from './confirm-dialog';
export {
  COPY_FAILURE_MESSAGE,
  COPY_SUCCESS_MESSAGE,
  copyToClipboard,
  useCopyToClipboard,
} from './copy-to-clipboard';
export type { DialogCloseReason, DialogProps } from './dialog';
export { DIALOG_CLOSE_LABEL, Dialog } from './dialog';
export type { EmptyStateProps } from './empty-state';
export { EmptyState } from './empty-state';
export type { ErrorModalProps } from './error-modal';
export { ERROR_MODAL_TITLE, ErrorModal } from './error-modal';
export type { ErrorStateProps } from './error-state';
export { ErrorState } from './error-state';
export type { ErrorViewProps } from './error-view';
export { ErrorView, errorTitle } from './error-view';
export type { CleanLayoutProps } from './layouts/clean-layout';
export { CleanLayout } from './layouts/clean-layout';
export type { DefaultLayoutProps } from './layouts/default-layout';
export { DefaultLayout } from './layouts/default-layout';
export type { ArticleAuthor, JournalArticleLayoutProps } from './layouts/journal-article-layout';
export { JournalArticleLayout } from './layouts/journal-article-layout';
export type { JournalLayoutProps, JournalLinks } from './layouts/journal-layout';
export { JOURNAL_NAV_LABELS, JournalLayout } from './layouts/journal-layout';
export type { LinkRenderProps, NavItem, RenderLink } from './layouts/nav-list';
export { renderAnchor } from './layouts/nav-list';
export type { PanelLayoutProps, PanelLinks } from './layouts/panel-layout';
export { formatUnreadCount, PANEL_NAV_LABELS, PanelLayout } from './layouts/panel-layout';
export type { SkipLinkProps } from './layouts/skip-link';
export { MAIN_ID, SkipLink } from './layouts/skip-link';
export type { ListSkeletonProps } from './list-skeleton';
export { ListSkeleton } from './list-skeleton';
export type { LoadingCounter } from './loading-counter';
export { createLoadingCounter } from './loading-counter';
export type { LoadingOverlayProps } from './loading-overlay';
export { LoadingOverlay } from './loading-overlay';
export type { PaginationProps } from './pagination';
export { Pagination } from './pagination';
export type { PaginationItem, PaginationItemsOptions } from './pagination-items';
export { paginationItems } from './pagination-items';
export type { ProgressBarProps } from './progress-bar';
export { ProgressBar } from './progress-bar';
export type { ProgressController, ProgressOptions, ProgressState } from './progress-controller';
export { createProgressController, PROGRESS_DEFAULTS } from './progress-controller';
export type { RowNumberProps } from './row-number';
export { RowNumber } from './row-number';
export type { UploadRules } from './submission/check-upload-file';
export { checkUploadFile, describeExtensions } from './submission/check-upload-file';
export type { FileUploadFieldProps } from './submission/file-upload-field';
export { FileUploadField } from './submission/file-upload-field';
export type {
  StepIndicatorProps,
  StepLinkProps,
  StepState,
  WizardStep,
} from './submission/step-indicator';
export { StepIndicator } from './submission/step-indicator';
export type {
  SubmissionStatusBadgeProps,
  SubmissionStatusValue,
} from './submission/submission-status-badge';
export {
  SUBMISSION_STATUS_TEXT,
  SubmissionStatusBadge,
} from './submission/submission-status-badge';
export type { TagInputProps } from './tag-input';
export { splitTagText, TagInput } from './tag-input';
export type { Theme } from './theme';
export {
  applyInitialTheme,
  DARK_CLASS,
  getPreferredTheme,
  getStoredTheme,
  getTheme,
  setTheme,
  THEME_STORAGE_KEY,
  themeBootScript,
  toggleTheme,
} from './theme';
export type { ThemeToggleProps } from './theme-toggle';
export { ThemeToggle } from './theme-toggle';
export type { ToastProviderProps } from './toast-provider';
export { ToastProvider, useToast } from './toast-provider';
export type {
  Toast,
  ToastApi,
  ToastLink,
  ToastOptions,
  ToastSeverity,
  ToastStore,
  ToastStoreOptions,
} from './toast-store';
export {
  createToastStore,
  DEFAULT_TOAST_DURATION,
  DEFAULT_TOAST_LIMIT,
} from './toast-store';
export type { ToasterProps } from './toaster';
export { TOAST_SEVERITY_LABELS, Toaster } from './toaster';
