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

describe('ErrorSummary links', () => {
  it('focuses the field a link names', async () => {
    render(
      <>
        <ErrorSummary
          failure={{ message: 'Check the form.', fieldErrors: { email: ['Enter your email.'] } }}
          labels={labels}
        />
        <label htmlFor="field-email">Email</label>
        <input id="field-email" name="email" />
      </>,
    );
    screen.getByRole('link', { name: 'Email: Enter your email.' }).click();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('focuses the first control of a group it links to', () => {
    render(
      <>
        <ErrorSummary
          failure={{ message: 'Check the form.', fieldErrors: { password: ['Choose one.'] } }}
          labels={labels}
        />
        <fieldset id="field-password">
          <legend>Password</legend>
          <input type="radio" name="password" value="a" aria-label="First" />
        </fieldset>
      </>,
    );
    screen.getByRole('link', { name: 'Password: Choose one.' }).click();
    expect(document.activeElement).toBe(screen.getByLabelText('First'));
  });
});
