import { createProgressController, ProgressBar } from '@quire/ui';
import { useEffect, useState } from 'react';

/** The progress bar of `NavigationProgress`: runs while `busy`, completes when it turns false. */
export function RouteProgressBar({ busy }: { busy: boolean }) {
  const [controller] = useState(() => createProgressController());
  useEffect(() => {
    if (!busy) return;
    controller.start();
    return () => controller.done();
  }, [busy, controller]);
  return <ProgressBar controller={controller} />;
}
