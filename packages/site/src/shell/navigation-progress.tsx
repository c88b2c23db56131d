import { lazy, Suspense, useState } from 'react';
import { useNavigation } from 'react-router';
import { useJournalSite } from '../config/site-context';

// Loaded when the first navigation starts: a reader who stays on the page never needs the bar.
const RouteProgressBar = lazy(() =>
  import('./route-progress-bar').then(({ RouteProgressBar }) => ({ default: RouteProgressBar })),
);

/** The bar at the top of the page: starts when a navigation begins, completes when it ends. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const { texts } = useJournalSite();
  // Once loaded, the bar stays mounted between navigations.
  const [needed, setNeeded] = useState(false);
  if (busy && !needed) setNeeded(true);
  // A named region keeps the bar inside a landmark (axe `region`) while a navigation is shown.
  return (
    <section aria-label={texts.pageLoadProgress}>
      {needed && (
        <Suspense fallback={null}>
          <RouteProgressBar busy={busy} />
        </Suspense>
      )}
    </section>
  );
}
