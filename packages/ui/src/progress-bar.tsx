import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, type CSSProperties, useSyncExternalStore } from 'react';
import type { ProgressController } from './progress-controller';
import { useUiTexts } from './ui-texts';

export interface ProgressBarProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The controller whose state the bar shows (one per app, started before each navigation). */
  controller: ProgressController;
  /** Accessible name of the bar while it shows. */
  label?: string;
}

/**
 * The thin bar at the top of the page that shows navigation progress; `role="progressbar"`
 * while it shows, hidden from assistive technology otherwise.
 * @example <ProgressBar controller={progress} />
 */
export function ProgressBar({ controller, label, className, style, ...props }: ProgressBarProps) {
  const texts = useUiTexts();
  const { value, visible, running } = useSyncExternalStore(
    controller.subscribe,
    controller.getState,
    controller.getState,
  );
  const state = !visible ? 'idle' : running ? 'loading' : 'complete';
  const percent = Math.round(value * 100);
  return (
    <div
      className={clsx('q-progress-bar', className)}
      data-state={state}
      style={{ '--q-progress-speed': `${controller.options.speed}ms`, ...style } as CSSProperties}
      {...(visible
        ? {
            role: 'progressbar',
            'aria-label': label ?? texts.loadingPage ?? 'Loading page',
            'aria-valuemin': 0,
            'aria-valuemax': 100,
            'aria-valuenow': percent,
          }
        : { 'aria-hidden': true })}
      {...props}
    >
      <div
        className="q-progress-bar__fill"
        style={{ transform: `translateX(${(value - 1) * 100}%)` }}
      />
    </div>
  );
}
