import type { LoadingCounter } from '@quire/utils';
import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, useEffect, useState, useSyncExternalStore } from 'react';
import { useUiTexts } from './ui-texts';

export interface LoadingOverlayProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The counter that drives the overlay: visible while its count is above zero. */
  counter: LoadingCounter;
  /** Milliseconds to wait before showing, so fast requests do not flash the screen. */
  delay?: number;
  /** Text announced to screen readers while loading. */
  label?: string;
}

/**
 * The global loading overlay: covers the page (layer `--q-z-overlay`) with a spinner while any
 * request counted by `counter` is in flight, and announces `label` politely.
 * @example <LoadingOverlay counter={loading} />
 */
export function LoadingOverlay({
  counter,
  delay = 150,
  label,
  className,
  ...props
}: LoadingOverlayProps) {
  const texts = useUiTexts();
  const isLoading = () => counter.isLoading;
  const loading = useSyncExternalStore(counter.subscribe, isLoading, isLoading);
  const [shown, setShown] = useState(loading && delay <= 0);

  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    if (delay <= 0) {
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [loading, delay]);

  return (
    <>
      {/* Always mounted: a live region only announces changes made after it exists. */}
      <div role="status" className="q-visually-hidden">
        {shown ? (label ?? texts.loading ?? 'Loading') : ''}
      </div>
      {shown && (
        <div className={clsx('q-loading-overlay', className)} data-state="visible" {...props}>
          <span className="q-loading-overlay__spinner" aria-hidden="true" />
        </div>
      )}
    </>
  );
}
