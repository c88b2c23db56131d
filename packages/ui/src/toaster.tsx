import {
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { LineIcon } from './line-icon';
import type { Toast, ToastSeverity, ToastStore } from './toast-store';
import { type UiTexts, useUiTexts } from './ui-texts';

/** Words read before a toast's text, so severity is not told by colour and icon alone. */
export const TOAST_SEVERITY_LABELS: Readonly<Record<ToastSeverity, string>> = {
  info: 'Information',
  success: 'Success',
  warn: 'Warning',
  error: 'Error',
};

// Where a site's wording of each severity word lives in the UI texts.
const SEVERITY_TEXT_KEYS = {
  info: 'toastInfo',
  success: 'toastSuccess',
  warn: 'toastWarning',
  error: 'toastError',
} as const satisfies Record<ToastSeverity, keyof UiTexts>;

const ICON_PATHS: Record<ToastSeverity, ReactNode> = {
  info: <path d="M12 11v6M12 7h.01" />,
  success: <path d="M7.5 12.5l3 3 6-6.5" />,
  warn: <path d="M12 7v6M12 16.5h.01" />,
  error: <path d="M9 9l6 6M15 9l-6 6" />,
};

interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: string) => void;
  dismissLabel: string;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

// The link leaves (or changes) the page the toast was about, so the toast goes with it.
function followLink(
  event: MouseEvent<HTMLAnchorElement>,
  toast: Toast,
  onDismiss: (id: string) => void,
) {
  if (toast.link?.onFollow && isPlainClick(event)) {
    event.preventDefault();
    toast.link.onFollow();
  }
  onDismiss(toast.id);
}

function ToastItem({ toast, onDismiss, dismissLabel }: ToastItemProps) {
  const texts = useUiTexts();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  // Time left survives pauses, so a toast never restarts its full duration.
  const remaining = useRef(toast.duration);
  const timed = toast.duration > 0 && Number.isFinite(toast.duration);

  useEffect(() => {
    if (paused || !timed) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, timed, toast.id, onDismiss]);

  function handleBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  const live = toast.severity === 'error' || toast.severity === 'warn';
  return (
    <li
      className="q-toast"
      data-severity={toast.severity}
      data-state={paused ? 'paused' : 'running'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <LineIcon className="q-toast__icon">
        <circle cx="12" cy="12" r="10" />
        {ICON_PATHS[toast.severity]}
      </LineIcon>
      <div
        className="q-toast__content"
        role={live ? 'alert' : 'status'}
        aria-live={live ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        <span className="q-visually-hidden">{`${texts[SEVERITY_TEXT_KEYS[toast.severity]] ?? TOAST_SEVERITY_LABELS[toast.severity]}: `}</span>
        {toast.title && <p className="q-toast__title">{toast.title}</p>}
        <p className="q-toast__message">{toast.message}</p>
      </div>
      {toast.link && (
        <a
          className="q-toast__link"
          href={toast.link.href}
          onClick={(event) => followLink(event, toast, onDismiss)}
        >
          {toast.link.label}
        </a>
      )}
      <button
        type="button"
        className="q-icon-btn q-toast__dismiss"
        aria-label={dismissLabel}
        onClick={() => onDismiss(toast.id)}
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
    </li>
  );
}

export interface ToasterProps {
  /** The store whose toasts are shown. */
  store: ToastStore;
  /** Accessible name of each toast's dismiss button. */
  dismissLabel?: string;
  /** Accessible name of the toasts' region. */
  label?: string;
  /** Where the toasts are portalled; `document.body` by default. */
  container?: Element | null;
}

/** Shows a store's toasts stacked in the corner, each dismissable, timed and announced. */
export function Toaster({ store, dismissLabel, label, container }: ToasterProps) {
  const texts = useUiTexts();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  // A named region, so toasts portalled outside the page's landmarks can still be found.
  if (!mounted || toasts.length === 0) return null;

  return createPortal(
    // Stays usable and announced above a modal dialog, which makes the rest of the page inert.
    <section
      className="q-root q-toaster"
      aria-label={label ?? texts.toastsLabel ?? 'Notifications'}
      data-q-over-modal=""
    >
      <ol className="q-toaster__list">
        {toasts.map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            onDismiss={store.dismiss}
            dismissLabel={dismissLabel ?? texts.dismissToast ?? 'Dismiss notification'}
          />
        ))}
      </ol>
    </section>,
    container ?? document.body,
  );
}
