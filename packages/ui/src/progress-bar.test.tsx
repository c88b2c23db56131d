import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar } from './progress-bar';
import { createProgressController } from './progress-controller';

describe('ProgressBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  describe('while idle', () => {
    it('is hidden from assistive technology', () => {
      const { container } = render(<ProgressBar controller={createProgressController()} />);
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
      expect(container.firstElementChild?.getAttribute('data-state')).toBe('idle');
    });
  });

  describe('while loading', () => {
    it('is a labelled progressbar with the value in percent', () => {
      const progress = createProgressController();
      render(<ProgressBar controller={progress} />);
      act(() => progress.start());
      const bar = screen.getByRole('progressbar', { name: 'Loading page' });
      expect(bar.getAttribute('aria-valuenow')).toBe('8');
      expect(bar.getAttribute('data-state')).toBe('loading');
    });

    it('follows the trickle', () => {
      const progress = createProgressController();
      render(<ProgressBar controller={progress} />);
      act(() => progress.start());
      act(() => vi.advanceTimersByTime(800));
      expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('18');
    });

    it('animates with the controller speed', () => {
      const progress = createProgressController({ speed: 350 });
      const { container } = render(<ProgressBar controller={progress} />);
      const bar = container.firstElementChild as HTMLElement;
      expect(bar.style.getPropertyValue('--q-progress-speed')).toBe('350ms');
    });
  });

  describe('when done', () => {
    it('shows 100 and then hides after the speed', () => {
      const progress = createProgressController();
      render(<ProgressBar controller={progress} />);
      act(() => progress.start());
      act(() => progress.done());
      expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByRole('progressbar')).toBeNull();
    });
  });

  it('merges className and passes native props through', () => {
    const { container } = render(
      <ProgressBar controller={createProgressController()} className="extra" id="nav-progress" />,
    );
    expect(container.firstElementChild?.className).toBe('q-progress-bar extra');
    expect(container.firstElementChild?.id).toBe('nav-progress');
  });
});
