import { describe, expect, it } from 'vitest';
import { createLoadingCounter } from './loading-counter';

describe('createLoadingCounter', () => {
  it('is on while any start has no matching end', () => {
    const loading = createLoadingCounter();
    loading.start();
    loading.start();
    loading.end();
    expect(loading).toMatchObject({ pending: 1, isLoading: true });
    loading.end();
    expect(loading).toMatchObject({ pending: 0, isLoading: false });
  });

  it('never goes below zero', () => {
    const loading = createLoadingCounter();
    loading.end();
    loading.start();
    expect(loading.isLoading).toBe(true);
  });

  it('notifies only when it turns on or off', () => {
    const loading = createLoadingCounter();
    const seen: boolean[] = [];
    loading.subscribe((isLoading) => seen.push(isLoading));
    loading.end();
    loading.start();
    loading.start();
    loading.end();
    loading.end();
    expect(seen).toEqual([true, false]);
  });

  it('stops notifying after unsubscribe', () => {
    const loading = createLoadingCounter();
    const seen: boolean[] = [];
    const unsubscribe = loading.subscribe((isLoading) => seen.push(isLoading));
    loading.start();
    unsubscribe();
    loading.end();
    expect(seen).toEqual([true]);
  });
});
