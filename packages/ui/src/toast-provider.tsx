import { createContext, type ReactNode, useContext, useState } from 'react';
import { createToastStore, type ToastApi, type ToastStore } from './toast-store';
import { Toaster, type ToasterProps } from './toaster';

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps extends Omit<ToasterProps, 'store'> {
  /** A store made with `createToastStore()`, to raise toasts from outside React too. */
  store?: ToastStore;
  /** Default duration in ms of toasts from the provider's own store. */
  duration?: number;
  children: ReactNode;
}

/** Provides `useToast()` to its children and shows the toasts. */
export function ToastProvider({ store, duration, children, ...toasterProps }: ToastProviderProps) {
  // The store is made once; a `store` prop that changes later is ignored on purpose.
  const [toasts] = useState(
    () => store ?? createToastStore(duration === undefined ? {} : { duration }),
  );
  return (
    <ToastContext.Provider value={toasts}>
      {children}
      <Toaster store={toasts} {...toasterProps} />
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
