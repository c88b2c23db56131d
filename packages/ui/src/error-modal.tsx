import { formatApiError } from '@quire/utils';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Dialog, type DialogProps } from './dialog';
import { useUiTexts } from './ui-texts';

/** Default title of {@link ErrorModal}. */
export const ERROR_MODAL_TITLE = 'Error';

export interface ErrorModalProps
  extends Omit<DialogProps, 'title' | 'description' | 'children' | 'footer' | 'icon'> {
  /** Whatever the failed call threw; formatted with `formatApiError`. */
  error: unknown;
  /** Heading of the modal. */
  title?: ReactNode;
  /** Text of the button that closes the modal. */
  okLabel?: string;
}

function ErrorIcon() {
  return (
    <svg className="q-error-modal__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        className="q-error-modal__mark"
        strokeWidth="2.25"
        strokeLinecap="round"
        d="M12 7v6.5M12 17h.01"
      />
    </svg>
  );
}

/**
 * Error modal with an error icon; shows `formatApiError(error)`, each numbered line
 * (`1) …`, `2) …`) on its own line.
 */
export function ErrorModal({
  error,
  title,
  okLabel,
  onClose,
  role = 'alertdialog',
  className,
  ...props
}: ErrorModalProps) {
  const lines = formatApiError(error).split('\n');
  const texts = useUiTexts();
  return (
    <Dialog
      role={role}
      title={title ?? texts.errorModalTitle ?? ERROR_MODAL_TITLE}
      icon={<ErrorIcon />}
      onClose={onClose}
      className={clsx('q-error-modal', className)}
      description={lines.map((line, index) => (
        // Lines are fixed text that is never reordered, so their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index} className="q-error-modal__line">
          {line}
        </p>
      ))}
      footer={
        <button
          type="button"
          className="q-btn q-btn--primary"
          data-autofocus=""
          onClick={() => onClose('close-button')}
        >
          {okLabel ?? texts.ok ?? 'OK'}
        </button>
      }
      {...props}
    />
  );
}
