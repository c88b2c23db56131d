import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useUiTexts } from './ui-texts';

export interface ErrorStateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** The main line. */
  title?: ReactNode;
  /** What went wrong, for example `formatApiError(error)`; line breaks are kept. */
  message?: ReactNode;
  /** Called by the retry button; without it there is no button. */
  onRetry?: () => void;
  /** Text of the retry button. */
  retryLabel?: string;
}

/**
 * What a list shows when loading it failed: a message (announced) and a retry button.
 * @example <ErrorState message={formatApiError(error)} onRetry={refetch} />
 */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
  className,
  children,
  ...props
}: ErrorStateProps) {
  const texts = useUiTexts();
  return (
    <div
      role="alert"
      className={clsx('q-list-state', 'q-error-state', className)}
      data-state="error"
      {...props}
    >
      <svg className="q-list-state__icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M12 7v6M12 16v1" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <p className="q-list-state__title">
        {title ?? texts.listErrorTitle ?? 'The list could not be loaded'}
      </p>
      {message && <p className="q-list-state__description q-error-state__message">{message}</p>}
      {children}
      {onRetry && (
        <div className="q-list-state__action">
          <button type="button" className="q-list-state__button" onClick={onRetry}>
            {retryLabel ?? texts.retry ?? 'Retry'}
          </button>
        </div>
      )}
    </div>
  );
}
