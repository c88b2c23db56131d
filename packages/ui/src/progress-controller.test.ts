import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressController, PROGRESS_DEFAULTS } from './progress-controller';

describe('PROGRESS_DEFAULTS', () => {
  it('starts at 0.08, animates in 200 ms and trickles every 800 ms', () => {
    expect(PROGRESS_DEFAULTS).toEqual({ minimum: 0.08, speed: 200, trickleSpeed: 800 });
  });
});

describe('createProgressController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  describe('start', () => {
    it('starts hidden and idle', () => {
      expect(createProgressController().getState()).toEqual({
        value: 0,
        visible: false,
        running: false,
      });
    });

    it('shows the bar at the minimum', () => {
      const progress = createProgressController();
      progress.start();
      expect(progress.getState()).toEqual({ value: 0.08, visible: true, running: true });
    });

    it('uses the defaults when no options are given', () => {
      expect(createProgressController().options).toEqual(PROGRESS_DEFAULTS);
    });

    it('does not trickle before 800 ms', () => {
      const progress = createProgressController();
      progress.start();
      vi.advanceTimersByTime(799);
      expect(progress.getState().value).toBe(0.08);
    });

    it('trickles forward every 800 ms', () => {
      const progress = createProgressController();
      progress.start();
      vi.advanceTimersByTime(800);
      const first = progress.getState().value;
      vi.advanceTimersByTime(800);
      expect(first).toBeGreaterThan(0.08);
      expect(progress.getState().value).toBeGreaterThan(first);
    });

    it('trickles in smaller steps as it nears the end', () => {
      const progress = createProgressController();
      progress.start();
      const steps: number[] = [];
      let previous = progress.getState().value;
      for (let tick = 0; tick < 40; tick += 1) {
        vi.advanceTimersByTime(800);
        const value = progress.getState().value;
        steps.push(value - previous);
        previous = value;
      }
      expect(steps[0]).toBeGreaterThan(steps[steps.length - 1] ?? 0);
    });

    it('never trickles past 0.994', () => {
      const progress = createProgressController();
      progress.start();
      vi.advanceTimersByTime(800 * 1000);
      expect(progress.getState().value).toBeLessThanOrEqual(0.994);
      expect(progress.getState().running).toBe(true);
    });

    it('honours a custom minimum and trickle speed', () => {
      const progress = createProgressController({ minimum: 0.3, trickleSpeed: 100 });
      progress.start();
      expect(progress.getState().value).toBe(0.3);
      vi.advanceTimersByTime(100);
      expect(progress.getState().value).toBeGreaterThan(0.3);
    });
  });

  describe('done', () => {
    it('jumps to 1 at once', () => {
      const progress = createProgressController();
      progress.start();
      progress.done();
      expect(progress.getState()).toEqual({ value: 1, visible: true, running: false });
    });

    it('hides the bar 200 ms after completing', () => {
      const progress = createProgressController();
      progress.start();
      progress.done();
      vi.advanceTimersByTime(199);
      expect(progress.getState().visible).toBe(true);
      vi.advanceTimersByTime(1);
      expect(progress.getState().visible).toBe(false);
    });

    it('stops trickling', () => {
      const progress = createProgressController();
      progress.start();
      progress.done();
      vi.advanceTimersByTime(5000);
      expect(progress.getState()).toEqual({ value: 0, visible: false, running: false });
    });

    it('does nothing when nothing was started', () => {
      const progress = createProgressController();
      const listener = vi.fn();
      progress.subscribe(listener);
      progress.done();
      expect(listener).not.toHaveBeenCalled();
    });

    it('does not restart the fade when called again while completing', () => {
      const progress = createProgressController();
      progress.start();
      progress.done();
      vi.advanceTimersByTime(150);
      progress.done();
      vi.advanceTimersByTime(50);
      expect(progress.getState().visible).toBe(false);
    });
  });

  describe('nested start and done', () => {
    it('keeps running until every start has its done', () => {
      const progress = createProgressController();
      progress.start();
      progress.start();
      progress.done();
      expect(progress.getState().running).toBe(true);
      progress.done();
      expect(progress.getState().value).toBe(1);
    });

    it('does not reset the value on a nested start', () => {
      const progress = createProgressController();
      progress.start();
      vi.advanceTimersByTime(1600);
      const value = progress.getState().value;
      progress.start();
      expect(progress.getState().value).toBe(value);
    });

    it('completes at once with done(true)', () => {
      const progress = createProgressController();
      progress.start();
      progress.start();
      progress.done(true);
      expect(progress.getState().value).toBe(1);
    });

    it('starts over from the minimum when started during the fade', () => {
      const progress = createProgressController();
      progress.start();
      progress.done();
      vi.advanceTimersByTime(100);
      progress.start();
      vi.advanceTimersByTime(200);
      expect(progress.getState()).toEqual({ value: 0.08, visible: true, running: true });
    });

    it('ignores extra done calls', () => {
      const progress = createProgressController();
      progress.done();
      progress.done();
      progress.start();
      progress.done();
      expect(progress.getState().value).toBe(1);
    });
  });

  describe('set', () => {
    it('shows the bar at the value', () => {
      const progress = createProgressController();
      progress.set(0.5);
      expect(progress.getState()).toEqual({ value: 0.5, visible: true, running: false });
    });

    it('clamps to the minimum', () => {
      const progress = createProgressController();
      progress.set(0.01);
      expect(progress.getState().value).toBe(0.08);
    });

    it('completes and hides at 1', () => {
      const progress = createProgressController();
      progress.set(1);
      expect(progress.getState().value).toBe(1);
      vi.advanceTimersByTime(200);
      expect(progress.getState().visible).toBe(false);
    });
  });

  describe('inc', () => {
    it('starts the bar when it is hidden', () => {
      const progress = createProgressController();
      progress.inc();
      expect(progress.getState()).toMatchObject({ value: 0.08, running: true });
    });

    it('adds the given amount', () => {
      const progress = createProgressController();
      progress.set(0.5);
      progress.inc(0.25);
      expect(progress.getState().value).toBe(0.75);
    });

    it('adds 0.1 below 0.2, then smaller steps', () => {
      const progress = createProgressController();
      progress.set(0.1);
      progress.inc();
      expect(progress.getState().value).toBeCloseTo(0.2);
      progress.inc();
      expect(progress.getState().value).toBeCloseTo(0.24);
    });

    it('never reaches 1 by itself', () => {
      const progress = createProgressController();
      progress.set(0.9);
      progress.inc(0.5);
      expect(progress.getState().value).toBe(0.994);
    });
  });

  describe('subscribe', () => {
    it('notifies on every change and stops after unsubscribing', () => {
      const progress = createProgressController();
      const listener = vi.fn();
      const unsubscribe = progress.subscribe(listener);
      progress.start();
      expect(listener).toHaveBeenCalledTimes(1);
      unsubscribe();
      progress.done();
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('gives a new state object after a change', () => {
      const progress = createProgressController();
      const before = progress.getState();
      progress.start();
      expect(progress.getState()).not.toBe(before);
    });
  });
});
