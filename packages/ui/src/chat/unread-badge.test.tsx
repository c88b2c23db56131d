import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnreadBadge } from './unread-badge';

describe('UnreadBadge', () => {
  it('renders nothing at 0', () => {
    const { container } = render(<UnreadBadge count={0} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the count', () => {
    const { container } = render(<UnreadBadge count={7} />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('7');
  });

  it('reads out "N unread messages"', () => {
    render(<UnreadBadge count={7} />);
    expect(screen.getByText('7 unread messages')).toBeTruthy();
  });

  it('reads out "1 unread message" in the singular', () => {
    render(<UnreadBadge count={1} />);
    expect(screen.getByText('1 unread message')).toBeTruthy();
  });

  it('caps the visible number at "99+" but reads out the exact count', () => {
    const { container } = render(<UnreadBadge count={150} />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('99+');
    expect(screen.getByText('150 unread messages')).toBeTruthy();
  });

  it('shows 99 itself without the cap', () => {
    const { container } = render(<UnreadBadge count={99} />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('99');
  });

  it('takes another label, for example for notifications', () => {
    render(<UnreadBadge count={3} label={(count) => `${count} unread notifications`} />);
    expect(screen.getByText('3 unread notifications')).toBeTruthy();
  });
});
