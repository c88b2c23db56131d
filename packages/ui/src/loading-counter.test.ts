import { describe, expect, it, vi } from 'vitest';
import { createLoadingCounter } from './loading-counter';

describe('createLoadingCounter', () => {
  it('starts at zero, not loading', () => {
    const counter = createLoadingCounter();
    expect(counter.count()).toBe(0);
    expect(counter.isLoading()).toBe(false);
  });

  it('is loading after a start', () => {
    const counter = createLoadingCounter();
    counter.start();
    expect(counter.isLoading()).toBe(true);
  });

  it('stays loading through overlapping requests until the last end', () => {
    const counter = createLoadingCounter();
    counter.start();
    counter.start();
    counter.end();
    expect(counter.isLoading()).toBe(true);
    counter.end();
    expect(counter.isLoading()).toBe(false);
  });

  it('never goes below zero on an extra end', () => {
    const counter = createLoadingCounter();
    counter.start();
    counter.end();
    counter.end();
    expect(counter.count()).toBe(0);
    counter.start();
    expect(counter.isLoading()).toBe(true);
  });

  describe('subscribe', () => {
    it('notifies on each change', () => {
      const counter = createLoadingCounter();
      const listener = vi.fn();
      counter.subscribe(listener);
      counter.start();
      counter.end();
      expect(listener).toHaveBeenCalledTimes(2);
    });

    it('does not notify for an end at zero', () => {
      const counter = createLoadingCounter();
      const listener = vi.fn();
      counter.subscribe(listener);
      counter.end();
      expect(listener).not.toHaveBeenCalled();
    });

    it('stops notifying after unsubscribing', () => {
      const counter = createLoadingCounter();
      const listener = vi.fn();
      const unsubscribe = counter.subscribe(listener);
      unsubscribe();
      counter.start();
      expect(listener).not.toHaveBeenCalled();
    });
  });
});
