import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminOnlineIndicator } from './admin-online-indicator';

describe('AdminOnlineIndicator', () => {
  it.each([
    [true, 'Admin online', 'online'],
    [false, 'Admin offline', 'offline'],
  ])('online=%s reads "%s" with data-state %s', (online, text, state) => {
    render(<AdminOnlineIndicator online={online} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(text);
    expect(status.getAttribute('data-state')).toBe(state);
  });

  it('has a dot that is decoration only, next to the words', () => {
    const { container } = render(<AdminOnlineIndicator online />);
    expect(container.querySelector('.q-presence__dot')?.getAttribute('aria-hidden')).toBe('true');
  });
});
