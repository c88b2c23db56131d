import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { useUiTexts } from '../ui-texts';

/** The stages of a submission, from draft to published (as `SubmissionStatus` in the contracts). */
export type SubmissionStatusValue =
  | 'draft'
  | 'submitted'
  | 'under_review'
  | 'revisions_requested'
  | 'accepted'
  | 'declined'
  | 'published';

/** How each status reads on screen, in English (a site rewords them with `submissionStatus`). */
export const SUBMISSION_STATUS_TEXT: Readonly<Record<SubmissionStatusValue, string>> = {
  draft: 'Draft',
  submitted: 'Submitted',
  under_review: 'Under review',
  revisions_requested: 'Revisions requested',
  accepted: 'Accepted',
  declined: 'Declined',
  published: 'Published',
};

/** The colour family of each status: what the author should feel about it at a glance. */
const TONES: Readonly<
  Record<SubmissionStatusValue, 'neutral' | 'info' | 'warn' | 'success' | 'danger'>
> = {
  draft: 'neutral',
  submitted: 'info',
  under_review: 'info',
  revisions_requested: 'warn',
  accepted: 'success',
  declined: 'danger',
  published: 'success',
};

export interface SubmissionStatusBadgeProps
  extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** The submission's status. */
  status: SubmissionStatusValue;
}

/**
 * How statuses read on screen here: the site's wording (`UiTexts.submissionStatus`) or
 * {@link SUBMISSION_STATUS_TEXT}. For every place that names a status — filters, histories —
 * so they say what the badges say.
 * @example const statusText = useSubmissionStatusText(); statusText('under_review') // 'Under review'
 */
export function useSubmissionStatusText(): (status: SubmissionStatusValue) => string {
  const { submissionStatus } = useUiTexts();
  return (status) => submissionStatus?.(status) ?? SUBMISSION_STATUS_TEXT[status];
}

/**
 * A submission's status as a coloured pill ("Revisions requested"); the colour only repeats
 * the text, so the text alone carries the meaning.
 * @example <SubmissionStatusBadge status="under_review" />
 */
export function SubmissionStatusBadge({ status, className, ...props }: SubmissionStatusBadgeProps) {
  const statusText = useSubmissionStatusText();
  return (
    <span
      className={clsx('q-status-badge', className)}
      data-status={status}
      data-tone={TONES[status]}
      {...props}
    >
      {statusText(status)}
    </span>
  );
}
