import { createProgressController, ProgressBar } from '@quire/ui';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** The bar at the top of the page: starts when a navigation begins, completes when it ends. */
export function NavigationProgress() {
  const [controller] = useState(() => createProgressController());
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    controller.start();
    return () => controller.done();
  }, [busy, controller]);
  // A named region keeps the bar inside a landmark (axe `region`) while a navigation is shown.
  return (
    <section aria-label="Page load progress">
      <ProgressBar controller={controller} />
    </section>
  );
}
