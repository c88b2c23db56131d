/** How urgent a toast is; warn and error interrupt screen readers, info and success wait. */
export type ToastSeverity = 'info' | 'success' | 'warn' | 'error';

/** Default time a toast stays, in ms, while not hovered or focused. */
export const DEFAULT_TOAST_DURATION = 5000;

/** Most toasts shown at once; the oldest go first. */
export const DEFAULT_TOAST_LIMIT = 5;

/** A link in a toast, to act on what it announces (e.g. open the new notification). */
export interface ToastLink {
  /** The link's text. */
  label: string;
  href: string;
  /**
   * Called on a plain click instead of following `href` (client-side navigation); modified
   * clicks (new tab) keep the link. The toast closes either way.
   */
  onFollow?: () => void;
}

/** What to show in a toast. */
export interface ToastOptions {
  message: string;
  title?: string;
  severity?: ToastSeverity;
  /** ms before it goes by itself; 0 or Infinity keeps it until dismissed. */
  duration?: number;
  /** A link after the message. */
  link?: ToastLink;
}

/** A toast being shown. */
export interface Toast {
  id: string;
  message: string;
  title?: string;
  severity: ToastSeverity;
  duration: number;
  link?: ToastLink;
}

/** Raises and dismisses toasts; what `useToast()` returns. */
export interface ToastApi {
  /** Shows a toast; returns its id. */
  show(options: ToastOptions): string;
  info(message: string, options?: Omit<ToastOptions, 'message' | 'severity'>): string;
  success(message: string, options?: Omit<ToastOptions, 'message' | 'severity'>): string;
  warn(message: string, options?: Omit<ToastOptions, 'message' | 'severity'>): string;
  error(message: string, options?: Omit<ToastOptions, 'message' | 'severity'>): string;
  dismiss(id: string): void;
  clear(): void;
}

/** A toast list that React (or anything else) can subscribe to. */
export interface ToastStore extends ToastApi {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
}

/** Settings of {@link createToastStore}. */
export interface ToastStoreOptions {
  /** Default duration in ms. */
  duration?: number;
  /** Most toasts shown at once. */
  limit?: number;
}

/**
 * Creates a toast store. Hand it to `<ToastProvider store={…}>` to raise toasts from outside
 * React too (a socket listener, a request interceptor).
 * @example const toasts = createToastStore(); toasts.info('You have a new message from admin');
 */
export function createToastStore({
  duration = DEFAULT_TOAST_DURATION,
  limit = DEFAULT_TOAST_LIMIT,
}: ToastStoreOptions = {}): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();

  function set(next: readonly Toast[]) {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function show({
    message,
    title,
    severity = 'info',
    duration: ms = duration,
    link,
  }: ToastOptions) {
    const id = `q-toast-${nextId++}`;
    const toast: Toast = {
      id,
      message,
      severity,
      duration: ms,
      ...(title ? { title } : {}),
      ...(link ? { link } : {}),
    };
    set([...toasts, toast].slice(-Math.max(1, limit)));
    return id;
  }

  const bySeverity =
    (severity: ToastSeverity) =>
    (message: string, options: Omit<ToastOptions, 'message' | 'severity'> = {}) =>
      show({ ...options, message, severity });

  return {
    show,
    info: bySeverity('info'),
    success: bySeverity('success'),
    warn: bySeverity('warn'),
    error: bySeverity('error'),
    dismiss: (id) => set(toasts.filter((toast) => toast.id !== id)),
    clear: () => set([]),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}
