import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListSkeleton } from './list-skeleton';

describe('ListSkeleton', () => {
  it('announces "Loading" politely', () => {
    render(<ListSkeleton />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });

  it('marks the placeholder rows busy and hides them from screen readers', () => {
    const { container } = render(<ListSkeleton rows={3} />);
    const rows = container.querySelectorAll('.q-list-skeleton__row');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('keeps the status outside the busy part, so it is announced', () => {
    render(<ListSkeleton />);
    expect(screen.getByRole('status').closest('[aria-busy]')).toBeNull();
  });
});
