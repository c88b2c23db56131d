/** The submission wizard's parts: the step indicator and the checked file upload field (`@quire/ui/submission`). */
export type { UploadRules } from './check-upload-file';
export { checkUploadFile, describeExtensions } from './check-upload-file';
export type { FileUploadFieldProps } from './file-upload-field';
export { FileUploadField } from './file-upload-field';
export type {
  StepIndicatorProps,
  StepLinkProps,
  StepState,
  WizardStep,
} from './step-indicator';
export { StepIndicator } from './step-indicator';
export type {
  SubmissionStatusBadgeProps,
  SubmissionStatusValue,
} from './submission-status-badge';
export {
  SUBMISSION_STATUS_TEXT,
  SubmissionStatusBadge,
  useSubmissionStatusText,
} from './submission-status-badge';
