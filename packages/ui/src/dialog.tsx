import { clsx } from 'clsx';
import {
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { inertOutside, isTopDialog, lockScroll, pushDialog, tabbables } from './dialog-stack';
import { useUiTexts } from './ui-texts';

/** Why a dialog asked to close. */
export type DialogCloseReason = 'escape' | 'overlay' | 'close-button';

/** Default accessible name of a dialog's close button. */
export const DIALOG_CLOSE_LABEL = 'Close this dialog';

export interface DialogProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title' | 'role'> {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Asked to close (Escape, overlay click, close button); the owner sets `open` to false. */
  onClose: (reason: DialogCloseReason) => void;
  /** Heading; names the dialog through `aria-labelledby`. */
  title: ReactNode;
  /** Text that describes the dialog through `aria-describedby`. */
  description?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Shown before the title (an aria-hidden icon). */
  icon?: ReactNode;
  /** `alertdialog` for dialogs that interrupt with something urgent. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus on open; else the first `[data-autofocus]`, else the first tabbable. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Whether a click on the backdrop closes the dialog. */
  closeOnOverlayClick?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Where the dialog is portalled; `document.body` by default. */
  container?: Element | null;
}

function focusInitial(dialog: HTMLElement, initialFocusRef?: RefObject<HTMLElement | null>) {
  const target =
    initialFocusRef?.current ??
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    tabbables(dialog)[0] ??
    dialog;
  target.focus();
}

/**
 * Modal dialog: portalled, the page behind inert (as under a native modal `<dialog>`), focus
 * trapped with initial focus, Escape and backdrop close, focus returns to the opener, labelled
 * and described, page scroll locked while open.
 *
 * Why not `<dialog>` with `showModal()`: a native modal sits in the top layer, above every
 * z-index, so a toast raised from inside the dialog (layer `--q-z-toast`) would be hidden under
 * it. {@link inertOutside} gives the same inert background without the top layer.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  footer,
  icon,
  role = 'dialog',
  initialFocusRef,
  closeOnOverlayClick = true,
  closeLabel,
  container,
  className,
  children,
  onKeyDown,
  ...props
}: DialogProps) {
  const texts = useUiTexts();
  const dialogRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Portals need the DOM; waiting one effect keeps server rendering and hydration safe.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  // The latest values are read by long-lived listeners without re-running the open effect.
  const latest = useRef({ initialFocusRef });
  latest.current = { initialFocusRef };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !mounted || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const removeFromStack = pushDialog(dialog);
    const unlockScroll = lockScroll();
    const releaseInert = inertOutside(overlayRef.current ?? dialog);
    focusInitial(dialog, latest.current.initialFocusRef);

    // Focus that escapes (a click on the page behind, a screen reader jump) is brought back.
    function handleFocusIn(event: FocusEvent) {
      if (!dialog || !isTopDialog(dialog)) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) {
        focusInitial(dialog, latest.current.initialFocusRef);
      }
    }
    document.addEventListener('focusin', handleFocusIn);
    return () => {
      document.removeEventListener('focusin', handleFocusIn);
      removeFromStack();
      unlockScroll();
      releaseInert();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, mounted]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const dialog = dialogRef.current;
    // Events from a nested dialog bubble here through React's tree; only the top one answers.
    if (event.defaultPrevented || !dialog || !isTopDialog(dialog)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose('escape');
      return;
    }
    if (event.key !== 'Tab') return;
    const items = tabbables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleOverlayClick(event: MouseEvent<HTMLDivElement>) {
    if (closeOnOverlayClick && event.target === event.currentTarget) onClose('overlay');
  }

  // Pressing on the backdrop would move focus to <body>, out of reach of Escape.
  function handleOverlayMouseDown(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) event.preventDefault();
  }

  if (!open || !mounted) return null;

  return createPortal(
    // Keyboard users close with Escape or the close button; the backdrop is a mouse shortcut.
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard equivalent
    <div
      ref={overlayRef}
      className="q-root q-dialog-overlay"
      data-state="open"
      onClick={handleOverlayClick}
      onMouseDown={handleOverlayMouseDown}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: same; the dialog owns its keys */}
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description != null ? descriptionId : undefined}
        tabIndex={-1}
        data-state="open"
        className={clsx('q-dialog', className)}
        onKeyDown={handleKeyDown}
        {...props}
      >
        <div className="q-dialog__header">
          {icon}
          <h2 id={titleId} className="q-dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="q-icon-btn q-dialog__close"
            aria-label={closeLabel ?? texts.closeDialog ?? DIALOG_CLOSE_LABEL}
            onClick={() => onClose('close-button')}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                d="M6 6l12 12M18 6L6 18"
              />
            </svg>
          </button>
        </div>
        {description != null && (
          <div id={descriptionId} className="q-dialog__description">
            {description}
          </div>
        )}
        {children != null && <div className="q-dialog__body">{children}</div>}
        {footer != null && <div className="q-dialog__footer">{footer}</div>}
      </div>
    </div>,
    container ?? document.body,
  );
}
