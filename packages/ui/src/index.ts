// The overlay's counter is @quire/utils' (the HTTP client counts on the same one).
export type { LoadingCounter } from '@quire/utils';
export { createLoadingCounter } from '@quire/utils';
export type { BadgeProps } from './badge';
export { Badge } from './badge';
export type { CardProps } from './card';
export { Card, CardBody, CardFigure, CardMeta, CardText, CardTitle } from './card';
export type {
  ChatAttachment,
  ChatAttachmentsProps,
  ChatAuthor,
  ChatComposerProps,
  ChatMessage,
  ChatMessageActionsProps,
  ChatMessageListProps,
  ChatMessageStatus,
  ChatTypingIndicatorProps,
  ChatUiTexts,
  UnreadBadgeProps,
} from './chat';
export {
  CHAT_UI_TEXTS,
  ChatAttachments,
  ChatComposer,
  ChatMessageList,
  ChatTextsProvider,
  ChatTypingIndicator,
  UnreadBadge,
} from './chat';
export type { ConfirmDialogProps } from './confirm-dialog';
export { CONFIRM_DIALOG_DEFAULTS, ConfirmDialog } from './confirm-dialog';
export {
  COPY_FAILURE_MESSAGE,
  COPY_SUCCESS_MESSAGE,
  copyToClipboard,
  useCopyToClipboard,
} from './copy-to-clipboard';
export type { DataTableProps, PagedTableColumn, PagedTableProps } from './data-table';
export { DataTable, PagedTable } from './data-table';
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
export type { CheckboxProps } from './field/checkbox';
export { Checkbox } from './field/checkbox';
export type { FieldLabels, FormErrors } from './field/error-summary';
export { ErrorSummary } from './field/error-summary';
export type { FieldFrameProps, FieldIds, FieldPartsProps, FieldProps } from './field/field';
export { FieldErrors, FieldFrame, FieldLabel, fieldIds, fieldParts } from './field/field';
export type { FieldsetProps } from './field/fieldset';
export { Fieldset } from './field/fieldset';
export type { RadioGroupProps, RadioOption } from './field/radio-group';
export { RadioGroup } from './field/radio-group';
export type { SelectFieldProps, SelectOption } from './field/select-field';
export { SelectField } from './field/select-field';
export type { SubmitButtonProps } from './field/submit-button';
export { SubmitButton } from './field/submit-button';
export type { TextFieldProps } from './field/text-field';
export { TextField } from './field/text-field';
export type { TextareaFieldProps } from './field/textarea-field';
export { TextareaField } from './field/textarea-field';
export type {
  ArticleAuthor,
  CleanLayoutProps,
  DefaultLayoutProps,
  JournalArticleLayoutProps,
  JournalLayoutProps,
  LinkRenderProps,
  NavItem,
  PanelLayoutProps,
  PanelNavItem,
  RenderLink,
  SkipLinkProps,
} from './layouts';
export {
  CleanLayout,
  DefaultLayout,
  JournalArticleLayout,
  JournalLayout,
  PanelLayout,
  SkipLink,
} from './layouts';
export type { LineIconProps } from './line-icon';
export { LineIcon } from './line-icon';
export type { ListSkeletonProps } from './list-skeleton';
export { ListSkeleton } from './list-skeleton';
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
export type {
  FileUploadFieldProps,
  StepIndicatorProps,
  StepLinkProps,
  StepState,
  SubmissionStatusBadgeProps,
  SubmissionStatusValue,
  UploadRules,
  WizardStep,
} from './submission';
export {
  checkUploadFile,
  FileUploadField,
  StepIndicator,
  SUBMISSION_STATUS_TEXT,
  SubmissionStatusBadge,
  useSubmissionStatusText,
} from './submission';
export type { TabNavItem, TabNavProps } from './tab-nav';
export { TabNav } from './tab-nav';
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
export type { UiDate } from './ui-date';
export { uiDate } from './ui-date';
export type { UiDateFormat } from './ui-dates';
export { UiDatesProvider, useUiDateFormat } from './ui-dates';
export type { UiTexts } from './ui-texts';
export { UiTextsProvider, useUiTexts } from './ui-texts';
