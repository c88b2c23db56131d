import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AbstractField, overLimitMessage } from './abstract-field';

describe('AbstractField', () => {
  it('counts words and non-whitespace characters as the author types', () => {
    render(<AbstractField defaultValue="" wordLimit={300} errors={[]} />);
    expect(screen.getByText('0 / 300 words · 0 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Abstract/), {
      target: { value: 'Open  access\njournals 😀' },
    });
    expect(screen.getByText('4 / 300 words · 19 characters')).toBeTruthy();
  });

  it('refuses an abstract over the limit: message, invalid field, no submit', () => {
    render(<AbstractField defaultValue="one two" wordLimit={3} errors={[]} />);
    const field = screen.getByLabelText(/^Abstract/) as HTMLTextAreaElement;
    expect(field.validationMessage).toBe('');
    fireEvent.change(field, { target: { value: 'one two three four' } });
    expect(screen.getByRole('alert').textContent).toBe(overLimitMessage(4, 3));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.validationMessage).toBe(overLimitMessage(4, 3));
    fireEvent.change(field, { target: { value: 'one two three' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.validationMessage).toBe('');
  });

  it('shows the API’s messages tied to the field', () => {
    render(<AbstractField defaultValue="" wordLimit={300} errors={['Write an abstract.']} />);
    const field = screen.getByLabelText(/^Abstract/);
    expect(field.getAttribute('aria-describedby')).toContain('field-abstract-error');
    expect(screen.getByText('Write an abstract.')).toBeTruthy();
  });
});
