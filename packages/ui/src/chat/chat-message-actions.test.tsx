import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatMessageList } from './chat-message-list';

const messages = [
  { id: 1, author: 'admin' as const, body: 'Hello', createdAt: new Date(2024, 2, 5, 9) },
  {
    id: 2,
    author: 'self' as const,
    body: 'On its way',
    createdAt: new Date(2024, 2, 5, 9, 1),
    status: 'sending' as const,
  },
];

describe('ChatMessageActions in the message list', () => {
  it('offers no actions without onDelete', () => {
    render(<ChatMessageList messages={messages} />);
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });

  it('opens with the keyboard, deletes, and never offers it for a send still on its way', async () => {
    const onDelete = vi.fn();
    render(<ChatMessageList messages={messages} onDelete={onDelete} />);
    const toggles = screen.getAllByRole('button', { name: /^Actions for/ });
    expect(toggles).toHaveLength(1);
    const toggle = toggles[0] as HTMLElement;
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Delete message');
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith(messages[0]);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    render(<ChatMessageList messages={messages} onDelete={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: /^Actions for/ });
    await userEvent.click(toggle);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(screen.queryByRole('button', { name: 'Delete message' })).toBeNull();
  });
});
