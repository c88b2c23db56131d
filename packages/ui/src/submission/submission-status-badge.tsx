import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';

/** The stages of a submission, from draft to published (as `SubmissionStatus` in the contracts). */
export type SubmissionStatusValue =
  | 'draft'
  | 'submitted'
  | 'under_review'
  | 'revisions_requested'
  | 'accepted'
  | 'declined'
  | 'published';

/** How each status reads on screen. */
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
 * A submission's status as a coloured pill ("Revisions requested"); the colour only repeats
 * the text, so the text alone carries the meaning.
 * @example <SubmissionStatusBadge status="under_review" />
 */
export function SubmissionStatusBadge({ status, className, ...props }: SubmissionStatusBadgeProps) {
  return (
    <span
      className={clsx('q-status-badge', className)}
      data-status={status}
      data-tone={TONES[status]}
      {...props}
    >
      {SUBMISSION_STATUS_TEXT[status]}
    </span>
  );
}
