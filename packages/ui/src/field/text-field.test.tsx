import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels its input', () => {
    render(<TextField name="email" label="Email" type="email" required />);
    expect(screen.getByLabelText('Email')).toHaveProperty('name', 'email');
  });

  it('marks optional fields in the label', () => {
    render(<TextField name="orcid" label="ORCID iD" />);
    expect(screen.getByLabelText('ORCID iD (optional)')).toBeTruthy();
  });

  it('ties its messages to the input and marks it invalid', () => {
    render(
      <TextField
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
    render(<TextField name="name" label="Name" required />);
    expect(screen.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false);
  });

  it('keeps a hidden label as the accessible name, and puts an action on the input’s row', () => {
    render(
      <TextField
        name="q"
        type="search"
        label="Search articles"
        labelNote={false}
        labelHidden
        action={<button type="submit">Search</button>}
      />,
    );
    const input = screen.getByRole('searchbox', { name: 'Search articles' });
    expect(document.querySelector('label')?.className).toContain('q-visually-hidden');
    const row = input.parentElement;
    expect(row?.className).toBe('q-field__row');
    expect(row?.lastElementChild?.textContent).toBe('Search');
  });

  it('leaves its own props off the input', () => {
    render(<TextField name="title" label="Title" labelHidden fieldClassName="wide" />);
    const input = screen.getByLabelText('Title (optional)');
    expect(input.hasAttribute('labelhidden')).toBe(false);
    expect(input.closest('.q-field')?.className).toBe('q-field wide');
  });
});
