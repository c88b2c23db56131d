/** Progress bar constants: start value, fade/step speed and trickle interval. */
export const PROGRESS_DEFAULTS = { minimum: 0.08, speed: 200, trickleSpeed: 800 } as const;

/** Options for {@link createProgressController}; each defaults to {@link PROGRESS_DEFAULTS}. */
export interface ProgressOptions {
  /** Value the bar shows as soon as it starts (0–1). */
  minimum: number;
  /** Milliseconds the bar takes to animate a step, and stays full before it hides. */
  speed: number;
  /** Milliseconds between two automatic increments while running. */
  trickleSpeed: number;
}

/** What a progress bar shows: `value` 0–1, and whether it is on screen. */
export interface ProgressState {
  /** Completed fraction, 0–1. */
  value: number;
  /** Whether the bar is showing (false once it has hidden after `done()`). */
  visible: boolean;
  /** Whether work is in progress (trickling). */
  running: boolean;
}

/** A framework-free NProgress-like state machine; subscribe to render it. */
export interface ProgressController {
  /** The options in force. */
  readonly options: Readonly<ProgressOptions>;
  /** Shows the bar at `minimum` at least and trickles; nested calls need as many `done()`. */
  start(): void;
  /** Ends one `start()`; the last one (or `force`) jumps to 1, then hides after `speed` ms. */
  done(force?: boolean): void;
  /** Shows the bar at `value` (clamped to minimum–1); 1 completes it. */
  set(value: number): void;
  /** Moves the bar forward, by `amount` or by a step that shrinks as it nears the end. */
  inc(amount?: number): void;
  /** The current state; a new object after every change. */
  getState(): ProgressState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Where trickling stops: the bar never looks finished before `done()`. */
const TRICKLE_CEILING = 0.994;

const IDLE: ProgressState = { value: 0, visible: false, running: false };

// NProgress's curve: big steps early so the bar feels responsive, tiny ones near the end.
function trickleStep(value: number): number {
  if (value < 0.2) return 0.1;
  if (value < 0.5) return 0.04;
  if (value < 0.8) return 0.02;
  if (value < 0.99) return 0.005;
  return 0;
}

/**
 * Creates a progress controller (minimum 0.08, speed 200 ms, trickle every 800 ms).
 * @example const progress = createProgressController(); progress.start(); progress.done();
 */
export function createProgressController(
  options: Partial<ProgressOptions> = {},
): ProgressController {
  const settings: ProgressOptions = { ...PROGRESS_DEFAULTS, ...options };
  const listeners = new Set<() => void>();
  let state = IDLE;
  let depth = 0;
  let trickleTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  const update = (next: Partial<ProgressState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const clearTimers = () => {
    clearTimeout(trickleTimer);
    clearTimeout(hideTimer);
    trickleTimer = undefined;
    hideTimer = undefined;
  };

  const trickle = () => {
    trickleTimer = setTimeout(() => {
      if (!state.running) return;
      controller.inc();
      trickle();
    }, settings.trickleSpeed);
  };

  const complete = () => {
    clearTimers();
    depth = 0;
    update({ value: 1, visible: true, running: false });
    hideTimer = setTimeout(() => {
      hideTimer = undefined;
      update({ value: 0, visible: false });
    }, settings.speed);
  };

  const controller: ProgressController = {
    options: settings,
    start() {
      depth += 1;
      if (state.running) return;
      clearTimers();
      // A bar still fading out from the previous run starts over rather than going backwards.
      const from = state.visible && state.value < 1 ? state.value : 0;
      update({ value: Math.max(from, settings.minimum), visible: true, running: true });
      trickle();
    },
    done(force = false) {
      // Nothing running, or already completing: a stray done() must not restart the fade.
      if (depth === 0 && !state.running && (!state.visible || state.value >= 1)) return;
      depth = force ? 0 : Math.max(0, depth - 1);
      if (depth === 0) complete();
    },
    set(value) {
      const clamped = Math.min(Math.max(value, settings.minimum), 1);
      if (clamped === 1) {
        complete();
        return;
      }
      clearTimeout(hideTimer);
      hideTimer = undefined;
      update({ value: clamped, visible: true });
    },
    inc(amount) {
      if (!state.visible) {
        controller.start();
        return;
      }
      if (state.value >= 1) return;
      const step = amount ?? trickleStep(state.value);
      const next = Math.min(state.value + step, TRICKLE_CEILING);
      if (next !== state.value) update({ value: next });
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return controller;
}
