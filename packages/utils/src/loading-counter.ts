/** Called with whether anything is loading, each time that changes. */
export type LoadingListener = (isLoading: boolean) => void;

/**
 * Counts requests in flight for the global loading overlay: on at the first start, off when the
 * last one ends, so overlapping requests keep it on. The HTTP client counts on it and the
 * overlay of `@quire/ui` shows it; this is the one implementation both share.
 */
export interface LoadingCounter {
  /** Requests in flight. */
  readonly pending: number;
  /** Whether at least one request is in flight. */
  readonly isLoading: boolean;
  start(): void;
  /** Ends one request; extra calls never push the count below zero. */
  end(): void;
  /** Calls `listener` whenever `isLoading` flips; returns the unsubscribe. */
  subscribe(listener: LoadingListener): () => void;
}

/**
 * Creates a {@link LoadingCounter}. Share one between HTTP clients to drive a single overlay.
 * @example
 * const loading = createLoadingCounter();
 * const http = createHttpClient({ apiUrl, loading }); // @quire/api-client
 * <LoadingOverlay counter={loading} />                 // @quire/ui
 */
export function createLoadingCounter(): LoadingCounter {
  let pending = 0;
  const listeners = new Set<LoadingListener>();
  const notify = () => {
    for (const listener of [...listeners]) listener(pending > 0);
  };
  return {
    get pending() {
      return pending;
    },
    get isLoading() {
      return pending > 0;
    },
    start() {
      pending += 1;
      if (pending === 1) notify();
    },
    end() {
      if (pending === 0) return;
      pending -= 1;
      if (pending === 0) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
