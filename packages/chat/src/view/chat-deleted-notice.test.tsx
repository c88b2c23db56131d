import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHAT_DELETED_TEXT, ChatDeletedNotice } from './chat-deleted-notice';

describe('ChatDeletedNotice', () => {
  it('exports the spec text', () => {
    expect(CHAT_DELETED_TEXT).toBe('Chat deleted by Admin');
  });

  it('announces "Chat deleted by Admin" at once', () => {
    render(<ChatDeletedNotice />);
    expect(screen.getByRole('alert').textContent).toContain('Chat deleted by Admin');
  });

  it('shows extra detail from children', () => {
    render(<ChatDeletedNotice>Returning to your panel…</ChatDeletedNotice>);
    expect(screen.getByRole('alert').textContent).toContain('Returning to your panel…');
  });
});
