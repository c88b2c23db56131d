import { type ReactNode, useRef } from 'react';
import { Dialog, type DialogProps } from './dialog';
import { useUiTexts } from './ui-texts';

/** Default button texts and close label of {@link ConfirmDialog}. */
export const CONFIRM_DIALOG_DEFAULTS = {
  confirmLabel: 'OK',
  denyLabel: 'No',
  cancelLabel: 'Cancel',
  closeLabel: 'Close this dialog',
} as const;

export interface ConfirmDialogProps
  extends Omit<DialogProps, 'onClose' | 'footer' | 'children' | 'description' | 'initialFocusRef'> {
  /** The question, named as the dialog's description. */
  message?: ReactNode;
  /** The reader confirmed. */
  onConfirm: () => void;
  /** The reader said no; the deny button is shown only when this is given. */
  onDeny?: () => void;
  /** The reader backed out: cancel button, close button, Escape or backdrop. */
  onCancel: () => void;
  confirmLabel?: string;
  denyLabel?: string;
  cancelLabel?: string;
  /** `danger` styles the confirm button as destructive and focuses Cancel first. */
  tone?: 'default' | 'danger';
}

/** Asks the reader to confirm, deny or cancel; resolves through one callback each. */
export function ConfirmDialog({
  message,
  onConfirm,
  onDeny,
  onCancel,
  confirmLabel,
  denyLabel,
  cancelLabel,
  closeLabel,
  tone = 'default',
  role = 'alertdialog',
  ...props
}: ConfirmDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const danger = tone === 'danger';
  const texts = useUiTexts();
  return (
    <Dialog
      role={role}
      closeLabel={closeLabel}
      description={message}
      onClose={onCancel}
      // A destructive action should never be one Enter away.
      initialFocusRef={danger ? cancelRef : confirmRef}
      data-tone={tone}
      footer={
        <>
          <button ref={cancelRef} type="button" className="q-btn" onClick={onCancel}>
            {cancelLabel ?? texts.cancel ?? CONFIRM_DIALOG_DEFAULTS.cancelLabel}
          </button>
          {onDeny && (
            <button type="button" className="q-btn" onClick={onDeny}>
              {denyLabel ?? texts.no ?? CONFIRM_DIALOG_DEFAULTS.denyLabel}
            </button>
          )}
          <button
            ref={confirmRef}
            type="button"
            className={danger ? 'q-btn q-btn--danger' : 'q-btn q-btn--primary'}
            onClick={onConfirm}
          >
            {confirmLabel ?? texts.ok ?? CONFIRM_DIALOG_DEFAULTS.confirmLabel}
          </button>
        </>
      }
      {...props}
    />
  );
}
