import { ToastProvider } from '@quire/ui';
import type { ReactNode } from 'react';
import { ErrorModalProvider } from './error-modal-provider';
import { LoadingProvider } from './loading-provider';
import { NavigationProgress } from './navigation-progress';

/** The app-wide behaviours around every page: progress bar, loading overlay, error modal, toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <ErrorModalProvider>
        <LoadingProvider>
          <NavigationProgress />
          {children}
        </LoadingProvider>
      </ErrorModalProvider>
    </ToastProvider>
  );
}
