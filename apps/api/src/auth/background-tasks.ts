/** Work started after a response is sent, tracked so shutdown (and tests) can wait for it. */
export interface BackgroundTasks {
  /** Starts `work` without waiting for it; a failure is passed to `onError`, never thrown. */
  run(work: () => Promise<void>, onError: (error: unknown) => void): void;
  /** Resolves when every task started so far has finished. */
  settled(): Promise<void>;
}

const trackers = new WeakMap<object, BackgroundTasks>();

function createBackgroundTasks(): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(work, onError) {
      const task = Promise.resolve()
        .then(work)
        .catch(onError)
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled() {
      await Promise.allSettled([...pending]);
    },
  };
}

/**
 * The background tasks of one app, keyed by its context object. Used where the time a response
 * takes must not depend on what the work finds (forgot-password: mailing or not must not be
 * measurable); the app waits for them on close, tests via `settled()`.
 */
export function backgroundTasksOf(owner: object): BackgroundTasks {
  let tracker = trackers.get(owner);
  if (!tracker) {
    tracker = createBackgroundTasks();
    trackers.set(owner, tracker);
  }
  return tracker;
}
