import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useState,
  useSyncExternalStore,
} from 'react';
import { createToastStore, type ToastApi, type ToastStore } from './toast-store';
import type { ToasterProps } from './toaster';

// Loaded with the first toast: a page that raises none never downloads the toasts' views. A
// failed load (the site redeployed meanwhile) loses the toasts, never the page around them.
const Toaster = lazy(() =>
  import('./toaster').then(
    ({ Toaster }) => ({ default: Toaster }),
    (error: unknown) => {
      console.error('Could not load the toasts', error);
      return { default: () => null };
    },
  ),
);

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps extends Omit<ToasterProps, 'store'> {
  /** A store made with `createToastStore()`, to raise toasts from outside React too. */
  store?: ToastStore;
  /** Default duration in ms of toasts from the provider's own store. */
  duration?: number;
  children: ReactNode;
}

/** Provides `useToast()` to its children and shows the toasts (the toaster loads with the first). */
export function ToastProvider({ store, duration, children, ...toasterProps }: ToastProviderProps) {
  // The store is made once; a `store` prop that changes later is ignored on purpose.
  const [toasts] = useState(
    () => store ?? createToastStore(duration === undefined ? {} : { duration }),
  );
  const anyToast = useSyncExternalStore(
    toasts.subscribe,
    () => toasts.getSnapshot().length > 0,
    () => false,
  );
  // Once loaded, the toaster stays mounted, whether or not toasts are showing.
  const [needed, setNeeded] = useState(false);
  if (anyToast && !needed) setNeeded(true);
  return (
    <ToastContext.Provider value={toasts}>
      {children}
      {needed && (
        <Suspense fallback={null}>
          <Toaster store={toasts} {...toasterProps} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/**
 * Raises toasts; must be used inside `<ToastProvider>`.
 * @example const toast = useToast(); toast.success('Saved');
 */
export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast() must be used inside <ToastProvider>.');
  return toast;
}
