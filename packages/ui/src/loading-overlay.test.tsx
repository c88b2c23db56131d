import { createLoadingCounter } from '@quire/utils';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from './loading-overlay';

function overlay(container: HTMLElement): Element | null {
  return container.querySelector('.q-loading-overlay');
}

describe('LoadingOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing while the count is zero', () => {
    const { container } = render(<LoadingOverlay counter={createLoadingCounter()} />);
    expect(overlay(container)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows after the delay, not before, so quick requests do not flash', () => {
    const counter = createLoadingCounter();
    const { container } = render(<LoadingOverlay counter={counter} delay={150} />);
    act(() => counter.start());
    act(() => vi.advanceTimersByTime(149));
    expect(overlay(container)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(overlay(container)).not.toBeNull();
  });

  it('never shows for a request shorter than the delay', () => {
    const counter = createLoadingCounter();
    const { container } = render(<LoadingOverlay counter={counter} delay={150} />);
    act(() => counter.start());
    act(() => vi.advanceTimersByTime(100));
    act(() => counter.end());
    act(() => vi.advanceTimersByTime(500));
    expect(overlay(container)).toBeNull();
  });

  it('announces "Loading" politely while shown', () => {
    const counter = createLoadingCounter();
    render(<LoadingOverlay counter={counter} delay={0} />);
    act(() => counter.start());
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });

  it('stays on through overlapping requests until the last one ends', () => {
    const counter = createLoadingCounter();
    const { container } = render(<LoadingOverlay counter={counter} delay={0} />);
    act(() => {
      counter.start();
      counter.start();
    });
    act(() => counter.end());
    expect(overlay(container)).not.toBeNull();
    act(() => counter.end());
    expect(overlay(container)).toBeNull();
  });

  it('stays off after an extra end, and shows for the next request', () => {
    const counter = createLoadingCounter();
    const { container } = render(<LoadingOverlay counter={counter} delay={0} />);
    act(() => {
      counter.end();
      counter.start();
    });
    expect(overlay(container)).not.toBeNull();
  });

  it('is shown at once when rendered while loading with no delay', () => {
    const counter = createLoadingCounter();
    counter.start();
    const { container } = render(<LoadingOverlay counter={counter} delay={0} />);
    expect(overlay(container)?.getAttribute('data-state')).toBe('visible');
  });
});
