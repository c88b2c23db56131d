import { describe, expect, it } from 'vitest';
import type { FormFailure } from './form-errors';
import { formFields } from './form-fields';

const refused = {
  message: 'Please correct the errors below.',
  fieldErrors: { email: ['Enter a valid email address.'], 'email-password': ['Wrong password.'] },
  email: 'ada@',
  values: { email: 'ada@', message: 'Hello there' },
} as FormFailure;

describe('formFields', () => {
  it('binds a field to its label, its messages and what was typed', () => {
    const field = formFields(refused, { email: 'Email', password: 'Password' });
    expect(field('email')).toEqual({
      name: 'email',
      label: 'Email',
      errors: ['Enter a valid email address.'],
      defaultValue: 'ada@',
    });
    expect(field.labels).toEqual({ email: 'Email', password: 'Password' });
  });

  it('never echoes a field marked echo: false', () => {
    const field = formFields(refused, { email: 'Email' });
    expect(field('email', { echo: false })).not.toHaveProperty('defaultValue');
  });

  it('reads a field named like the failure’s own keys from `values` only', () => {
    const field = formFields(refused, { message: 'Message' });
    expect(field('message').defaultValue).toBe('Hello there');
    const withoutValues = formFields({ ...refused, values: undefined }, { message: 'Message' });
    expect(withoutValues('message')).not.toHaveProperty('defaultValue');
  });

  it('prefixes posted names and the summary’s labels, and finds their messages', () => {
    const field = formFields(refused, { password: 'Current password' }, { prefix: 'email-' });
    expect(field('password', { echo: false })).toEqual({
      name: 'email-password',
      label: 'Current password',
      errors: ['Wrong password.'],
    });
    expect(field.labels).toEqual({ 'email-password': 'Current password' });
  });

  it('starts from the initial values before any post, and prefers what was typed after one', () => {
    const before = formFields(undefined, { name: 'Name' }, { initial: { name: 'Ada' } });
    expect(before('name')).toEqual({
      name: 'name',
      label: 'Name',
      errors: [],
      defaultValue: 'Ada',
    });
    const after = formFields(
      { message: 'x', fieldErrors: {}, values: { name: '' } },
      { name: 'Name' },
      { initial: { name: 'Ada' } },
    );
    expect(after('name').defaultValue).toBe('');
  });
});
