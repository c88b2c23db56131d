import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatTypingIndicator } from './chat-typing-indicator';

describe('ChatTypingIndicator', () => {
  it('says who is typing in a status line', () => {
    render(<ChatTypingIndicator name="Admin" />);
    expect(screen.getByRole('status').textContent).toBe('Admin is typing…');
  });

  it('stays mounted and empty when nobody types', () => {
    render(<ChatTypingIndicator name={null} />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('status').dataset.state).toBe('idle');
  });
});
