import type { AuthSessionConfig, FocusTarget } from './auth-config';

/** What starts a refresh: a timer or the window getting focus. */
export interface RefreshTriggers {
  refresh: AuthSessionConfig['refresh'];
  /** Period of the refresh-token mode, when it is on. */
  refreshTokenMaxAgeMs: number | undefined;
  /** Where focus is listened for (undefined: the global `window`; null: nowhere). */
  focusTarget: FocusTarget | null | undefined;
  onPeriod(): void;
  onFocus(): void;
}

/** `periodic: true` means every second. */
export const PERIODIC_REFRESH_DEFAULT_MS = 1_000;

function every(ms: number, run: () => void): () => void {
  const timer = setInterval(run, ms);
  // A server process must stay free to exit while a session object lingers.
  (timer as { unref?: () => void }).unref?.();
  return () => clearInterval(timer);
}

/**
 * Starts the periodic, refresh-token and focus refreshes the configuration asks for.
 * Returns the function that stops them all.
 */
export function startRefreshTriggers(triggers: RefreshTriggers): () => void {
  const stops: (() => void)[] = [];
  const periodic = triggers.refresh?.periodic;
  if (periodic) {
    stops.push(
      every(periodic === true ? PERIODIC_REFRESH_DEFAULT_MS : periodic, triggers.onPeriod),
    );
  }
  if (triggers.refreshTokenMaxAgeMs !== undefined) {
    stops.push(every(triggers.refreshTokenMaxAgeMs, triggers.onPeriod));
  }
  const target =
    triggers.focusTarget === undefined
      ? (globalThis as { window?: FocusTarget }).window
      : triggers.focusTarget;
  if (target && triggers.refresh?.onWindowFocus !== false) {
    const onFocus = () => triggers.onFocus();
    target.addEventListener('focus', onFocus);
    stops.push(() => target.removeEventListener('focus', onFocus));
  }
  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}
