import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextareaField } from './textarea-field';

describe('TextareaField', () => {
  it('is described by its hint, extra descriptions and messages, in that order', () => {
    render(
      <TextareaField
        name="message"
        label="Message"
        required
        hint="At least 10 characters."
        describedByExtra={['message-count']}
        errors={['Write a longer message.']}
      >
        <p id="message-count">3 characters</p>
      </TextareaField>,
    );
    const textarea = screen.getByLabelText('Message');
    const texts = (textarea.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['At least 10 characters.', '3 characters', 'Write a longer message.']);
  });

  it('says "(optional)" or its own note on a field that is not required', () => {
    render(<TextareaField name="bio" label="Biography" labelNote="(shown on your articles)" />);
    expect(screen.getByLabelText('Biography (shown on your articles)').tagName).toBe('TEXTAREA');
  });
});
