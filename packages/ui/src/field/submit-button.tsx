import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export interface SubmitButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'type'> {
  /** Whether the form's submission is in flight. */
  pending?: boolean;
  /** Said in place of the children while pending, e.g. "Signing in…". */
  pendingLabel?: ReactNode;
  /**
   * `secondary` for the other submit of a form that has a primary one ("Save draft" beside
   * "Submit the review"), so the page's main action stands out. Default `primary`.
   */
  variant?: 'primary' | 'secondary';
}

/**
 * A form's submit button (its primary one unless `variant="secondary"`). While `pending` it says `pendingLabel`, is `aria-disabled`
 * (it stays focusable, so focus is not lost) and swallows further clicks, so a form is not sent
 * twice. Without JavaScript it is a plain submit button.
 * @example <SubmitButton pending={busy} pendingLabel="Saving…">Save</SubmitButton>
 */
export function SubmitButton({
  pending = false,
  pendingLabel,
  variant = 'primary',
  className,
  children,
  onClick,
  ...props
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={clsx(
        'q-btn',
        variant === 'primary' && 'q-btn--primary',
        'q-form__submit',
        className,
      )}
      aria-disabled={pending || undefined}
      data-state={pending ? 'pending' : 'idle'}
      onClick={(event) => {
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
