import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a default title', () => {
    render(<EmptyState />);
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
  });

  it('shows the title, description and action given', () => {
    render(
      <EmptyState
        title="No submissions yet"
        description="Your submissions will appear here."
        action={<a href="/panel/submissions/new">New submission</a>}
      />,
    );
    expect(screen.getByText('No submissions yet')).toBeTruthy();
    expect(screen.getByText('Your submissions will appear here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New submission' })).toBeTruthy();
  });

  it('has data-state="empty"', () => {
    const { container } = render(<EmptyState />);
    expect(container.firstElementChild?.getAttribute('data-state')).toBe('empty');
  });
});
