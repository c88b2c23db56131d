import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepIndicator } from './step-indicator';

const STEPS = [
  { id: 'one', label: 'One', href: '/one', state: 'complete' as const },
  { id: 'two', label: 'Two', href: '/two', state: 'error' as const },
  { id: 'three', label: 'Three' },
];

describe('StepIndicator', () => {
  it('marks the current step and says where the author is', () => {
    render(<StepIndicator steps={STEPS} currentId="two" />);
    const current = screen.getByRole('link', { name: /Two/ });
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
  });

  it('names each step’s state for screen readers', () => {
    render(<StepIndicator steps={STEPS} currentId="one" />);
    expect(screen.getByRole('link', { name: /One.*completed/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Two.*has errors/ })).toBeTruthy();
  });

  it('shows a step without an address as text, not a link', () => {
    render(<StepIndicator steps={STEPS} currentId="one" />);
    expect(screen.queryByRole('link', { name: /Three/ })).toBeNull();
    expect(screen.getByText('Three')).toBeTruthy();
  });

  it('draws links with the given renderer', () => {
    render(
      <StepIndicator
        steps={STEPS}
        currentId="one"
        renderLink={({ children, ...props }) => (
          <a {...props} data-router="">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: /One/ }).hasAttribute('data-router')).toBe(true);
  });
});
