import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

describe('FormField', () => {
  it('labels its input', () => {
    render(<FormField name="email" label="Email" type="email" required />);
    expect(screen.getByLabelText('Email')).toHaveProperty('name', 'email');
  });

  it('marks optional fields in the label', () => {
    render(<FormField name="orcid" label="ORCID iD" />);
    expect(screen.getByLabelText('ORCID iD (optional)')).toBeTruthy();
  });

  it('ties its messages to the input and marks it invalid', () => {
    render(
      <FormField
        name="email"
        label="Email"
        required
        errors={['Enter a valid email address.']}
        hint="Work address"
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Work address', 'Enter a valid email address.']);
  });

  it('is valid without messages', () => {
    render(<FormField name="name" label="Name" required />);
    expect(screen.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false);
  });
});
