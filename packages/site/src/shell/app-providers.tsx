import { ToastProvider, UiDatesProvider, UiTextsProvider } from '@quire/ui';
import { type ReactNode, useMemo } from 'react';
import { journalSite } from '../config/journal-site';
import { useJournalSite } from '../config/site-context';
import { ErrorModalProvider } from './error-modal-provider';
import { LoadingProvider } from './loading-provider';
import { NavigationProgress } from './navigation-progress';

/**
 * The app-wide behaviours around every page: the site's wording of the design system's controls
 * (`texts.ui`) and its dates (zone and patterns, the site settings' if they chose any), progress
 * bar, loading overlay, error modal, toasts.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const site = useJournalSite();
  // The app's own site carries the site settings' zone and format (laid over it by the
  // document); another site given by a provider (Storybook) is used as it is.
  const defined = journalSite();
  const dated = defined.name === site.name && defined.paths === site.paths ? defined : site;
  const { timeZone, dateFormat, dateTimeFormat } = dated;
  const dates = useMemo(
    () => ({ timeZone, dateFormat, dateTimeFormat }),
    [timeZone, dateFormat, dateTimeFormat],
  );
  return (
    <UiTextsProvider texts={site.texts.ui}>
      <UiDatesProvider format={dates}>
        <ToastProvider>
          <ErrorModalProvider>
            <LoadingProvider>
              <NavigationProgress />
              {children}
            </LoadingProvider>
          </ErrorModalProvider>
        </ToastProvider>
      </UiDatesProvider>
    </UiTextsProvider>
  );
}
