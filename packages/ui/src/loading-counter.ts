/** Counts requests in flight; the loading overlay shows while the count is above zero. */
export interface LoadingCounter {
  /** One more request in flight. */
  start(): void;
  /** One request fewer; never goes below zero, so a stray extra call is harmless. */
  end(): void;
  /** Requests in flight now. */
  count(): number;
  /** Whether any request is in flight. */
  isLoading(): boolean;
  /** Calls `listener` whenever the count changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * Creates a framework-free loading counter (overlay on at request start, off at
 * response or error).
 * @example const loading = createLoadingCounter(); loading.start(); try { … } finally { loading.end(); }
 */
export function createLoadingCounter(): LoadingCounter {
  const listeners = new Set<() => void>();
  let inFlight = 0;
  const change = (next: number) => {
    if (next === inFlight) return;
    inFlight = next;
    for (const listener of listeners) listener();
  };
  return {
    start: () => change(inFlight + 1),
    end: () => change(Math.max(0, inFlight - 1)),
    count: () => inFlight,
    isLoading: () => inFlight > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
