import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary';

const labels = { email: 'Email', password: 'Password' };

describe('ErrorSummary', () => {
  it('shows nothing before a failed submit', () => {
    const { container } = render(<ErrorSummary failure={undefined} labels={labels} />);
    expect(container.innerHTML).toBe('');
  });

  it('announces the message and links each field with a problem', () => {
    render(
      <ErrorSummary
        failure={{
          message: 'Please correct the errors below.',
          fieldErrors: { email: ['Enter your email address.'], unknownField: ['ignored'] },
        }}
        labels={labels}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Please correct the errors below.');
    const link = screen.getByRole('link', { name: 'Email: Enter your email address.' });
    expect(link.getAttribute('href')).toBe('#field-email');
    expect(screen.queryByText(/ignored/)).toBeNull();
  });

  it('takes focus so keyboard users land on it', () => {
    render(
      <ErrorSummary
        failure={{ message: 'Wrong email or password.', fieldErrors: {} }}
        labels={labels}
      />,
    );
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});
