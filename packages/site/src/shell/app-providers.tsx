import { ToastProvider, UiTextsProvider } from '@quire/ui';
import type { ReactNode } from 'react';
import { useJournalSite } from '../config/site-context';
import { ErrorModalProvider } from './error-modal-provider';
import { LoadingProvider } from './loading-provider';
import { NavigationProgress } from './navigation-progress';

/**
 * The app-wide behaviours around every page: the site's wording of the design system's controls
 * (`texts.ui`), progress bar, loading overlay, error modal, toasts.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { texts } = useJournalSite();
  return (
    <UiTextsProvider texts={texts.ui}>
      <ToastProvider>
        <ErrorModalProvider>
          <LoadingProvider>
            <NavigationProgress />
            {children}
          </LoadingProvider>
        </ErrorModalProvider>
      </ToastProvider>
    </UiTextsProvider>
  );
}
