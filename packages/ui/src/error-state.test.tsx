import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('is an alert with the message', () => {
    render(<ErrorState message="Network Error" />);
    expect(screen.getByRole('alert').textContent).toContain('Network Error');
  });

  it('calls onRetry from the retry button', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Network Error" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry', () => {
    render(<ErrorState message="Network Error" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
