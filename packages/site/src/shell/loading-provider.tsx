import { createLoadingCounter, type LoadingCounter, LoadingOverlay } from '@quire/ui';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useFetchers } from 'react-router';

/** Fetchers whose key starts with this run without the overlay ("without the loader"). */
export const SILENT_FETCHER_PREFIX = 'silent:';

const LoadingContext = createContext<LoadingCounter | null>(null);

// Fetchers are the app's client-side requests: each busy one holds the overlay, except silent ones.
function FetcherLoading({ counter }: { counter: LoadingCounter }) {
  const busy = useFetchers().filter(
    (fetcher) => fetcher.state !== 'idle' && !fetcher.key.startsWith(SILENT_FETCHER_PREFIX),
  ).length;
  const held = useRef(0);
  useEffect(() => {
    for (; held.current < busy; held.current += 1) counter.start();
    for (; held.current > busy; held.current -= 1) counter.end();
  }, [busy, counter]);
  useEffect(
    () => () => {
      for (; held.current > 0; held.current -= 1) counter.end();
    },
    [counter],
  );
  return null;
}

/**
 * The global loading overlay: on while any client-side request is in flight, off on its
 * answer or failure. Navigations show the progress bar instead. The signed-in HTTP client counts
 * on the same counter (`useLoadingCounter()`).
 */
export function LoadingProvider({ children }: { children: ReactNode }) {
  const [counter] = useState(() => createLoadingCounter());
  return (
    <LoadingContext.Provider value={counter}>
      {children}
      <FetcherLoading counter={counter} />
      <LoadingOverlay counter={counter} />
    </LoadingContext.Provider>
  );
}

/** The overlay's counter, for clients that count their own requests (`start()` / `end()`). */
export function useLoadingCounter(): LoadingCounter {
  const counter = useContext(LoadingContext);
  if (!counter) throw new Error('useLoadingCounter() must be used inside <LoadingProvider>.');
  return counter;
}
