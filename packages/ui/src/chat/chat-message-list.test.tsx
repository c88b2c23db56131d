import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from './chat-message';
import { ChatMessageList } from './chat-message-list';

// Minute-spaced messages on 5 March 2024, local time, alternating authors.
function conversation(count: number, firstId = 1): ChatMessage[] {
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    return {
      id,
      author: id % 2 === 0 ? 'self' : 'admin',
      body: `Message ${id}`,
      createdAt: new Date(2024, 2, 5, 0, id),
    };
  });
}

function log(): HTMLElement {
  return screen.getByRole('log', { name: 'Messages' });
}

function bodies(): string[] {
  return screen
    .queryAllByRole('article')
    .map((article) => article.querySelector('.q-chat-message__body')?.textContent ?? '');
}

// jsdom has no layout: give the scroll box the sizes a browser would report.
function stubScrollBox(element: HTMLElement, scrollHeight: number, clientHeight: number) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: clientHeight });
}

function scrollTo(element: HTMLElement, top: number) {
  element.scrollTop = top;
  fireEvent.scroll(element);
}

describe('ChatMessageList', () => {
  describe('structure', () => {
    it('is a polite log named "Messages"', () => {
      render(<ChatMessageList messages={conversation(3)} />);
      expect(log().getAttribute('aria-live')).toBe('polite');
    });

    it('can be reached by keyboard to scroll it', () => {
      render(<ChatMessageList messages={conversation(3)} />);
      expect(log().tabIndex).toBe(0);
    });

    it('shows the empty text without messages', () => {
      render(<ChatMessageList messages={[]} />);
      expect(screen.getByText('No messages yet.')).toBeTruthy();
    });

    it('says the first page is loading instead of "no messages", and is busy meanwhile', () => {
      const { rerender } = render(<ChatMessageList messages={[]} loading />);
      expect(screen.getByText('Loading messages…')).toBeTruthy();
      expect(screen.queryByText('No messages yet.')).toBeNull();
      expect(log().getAttribute('aria-busy')).toBe('true');
      rerender(<ChatMessageList messages={conversation(1)} loading />);
      expect(screen.queryByText('Loading messages…')).toBeNull();
      expect(log().getAttribute('aria-busy')).toBeNull();
    });
  });

  describe('ordering', () => {
    it('shows messages oldest first, newest at the bottom, whatever the given order', () => {
      render(<ChatMessageList messages={conversation(3).reverse()} />);
      expect(bodies()).toEqual(['Message 1', 'Message 2', 'Message 3']);
    });

    it('separates days with the date', () => {
      const messages: ChatMessage[] = [
        { id: 'b', author: 'admin', body: 'Tuesday', createdAt: new Date(2024, 2, 6, 8) },
        { id: 'a', author: 'self', body: 'Monday', createdAt: new Date(2024, 2, 5, 22) },
      ];
      const { container } = render(<ChatMessageList messages={messages} />);
      const rows = [...container.querySelectorAll('.q-chat-list__day, .q-chat-message__body')];
      expect(rows.map((row) => row.textContent)).toEqual([
        '05-03-2024',
        'Monday',
        '06-03-2024',
        'Tuesday',
      ]);
    });
  });

  describe('messages', () => {
    it('marks own and admin bubbles with data-author', () => {
      render(<ChatMessageList messages={conversation(2)} />);
      expect(screen.getAllByRole('article').map((item) => item.dataset.author)).toEqual([
        'admin',
        'self',
      ]);
    });

    it('names each message by sender and time', () => {
      render(<ChatMessageList messages={conversation(2)} />);
      expect(screen.getByRole('article', { name: 'Admin, 05-03-2024 00:01' })).toBeTruthy();
      expect(screen.getByRole('article', { name: 'You, 05-03-2024 00:02' })).toBeTruthy();
    });

    it('shows the time with formatDate', () => {
      render(<ChatMessageList messages={conversation(1)} />);
      expect(screen.getByText('05-03-2024 00:01').tagName).toBe('TIME');
    });

    it.each([
      ['sending', 'Sending…'],
      ['sent', 'Sent'],
      ['read', 'Read'],
    ] as const)('shows the %s state of own messages', (status, text) => {
      const messages: ChatMessage[] = [
        { id: 1, author: 'self', body: 'Hi', createdAt: new Date(2024, 2, 5), status },
      ];
      render(<ChatMessageList messages={messages} />);
      expect(screen.getByText(text)).toBeTruthy();
    });

    it('does not show a read state on admin messages', () => {
      const messages: ChatMessage[] = [
        { id: 1, author: 'admin', body: 'Hi', createdAt: new Date(2024, 2, 5), status: 'read' },
      ];
      render(<ChatMessageList messages={messages} />);
      expect(screen.queryByText('Read')).toBeNull();
    });

    it('offers Retry on a failed own message', async () => {
      const onRetry = vi.fn();
      const failed: ChatMessage = {
        id: 1,
        author: 'self',
        body: 'Hi',
        createdAt: new Date(2024, 2, 5),
        status: 'failed',
      };
      render(<ChatMessageList messages={[failed]} onRetry={onRetry} />);
      const article = screen.getByRole('article');
      expect(within(article).getByText(/Failed/)).toBeTruthy();
      await userEvent.click(within(article).getByRole('button', { name: 'Retry' }));
      expect(onRetry).toHaveBeenCalledWith(failed);
    });
  });

  describe('virtualisation', () => {
    it('renders only a window of 10,000 messages, ending with the newest', () => {
      render(<ChatMessageList messages={conversation(10_000)} />);
      const rendered = bodies();
      expect(rendered.length).toBeGreaterThan(5);
      expect(rendered.length).toBeLessThan(40);
      expect(rendered.at(-1)).toBe('Message 10000');
    });

    it('keeps the full height with spacers so the scrollbar is right', () => {
      const { container } = render(
        <ChatMessageList messages={conversation(10_000)} estimatedRowHeight={50} />,
      );
      const rows = container.querySelector<HTMLElement>('.q-chat-list__rows');
      const spacers = Number.parseFloat(rows?.style.paddingTop ?? '0');
      // 10,000 messages and one day separator, 50 px each, minus the rendered window.
      expect(spacers + bodies().length * 50).toBeGreaterThan(10_000 * 50 - 1000);
    });

    it('renders the oldest rows after scrolling to the top', () => {
      render(<ChatMessageList messages={conversation(10_000)} estimatedRowHeight={50} />);
      stubScrollBox(log(), 500_050, 600);
      act(() => scrollTo(log(), 0));
      const rendered = bodies();
      expect(rendered[0]).toBe('Message 1');
      expect(rendered).not.toContain('Message 10000');
    });

    it('uses injected measurements for row heights', () => {
      render(
        <ChatMessageList
          messages={conversation(1000)}
          measureRow={() => 200}
          fallbackViewportHeight={400}
          overscan={0}
        />,
      );
      // 400 px of 200 px rows: two or three rows, not the six that the 72 px estimate fits.
      expect(bodies().length).toBeLessThanOrEqual(3);
    });
  });

  describe('loading older messages', () => {
    it('asks for older messages when scrolled near the top', () => {
      const onLoadOlder = vi.fn();
      render(<ChatMessageList messages={conversation(100)} hasOlder onLoadOlder={onLoadOlder} />);
      stubScrollBox(log(), 7300, 600);
      act(() => scrollTo(log(), 3000));
      expect(onLoadOlder).not.toHaveBeenCalled();
      act(() => scrollTo(log(), 100));
      expect(onLoadOlder).toHaveBeenCalledTimes(1);
    });

    it('asks only once while the oldest message is the same', () => {
      const onLoadOlder = vi.fn();
      render(<ChatMessageList messages={conversation(100)} hasOlder onLoadOlder={onLoadOlder} />);
      stubScrollBox(log(), 7300, 600);
      act(() => scrollTo(log(), 100));
      act(() => scrollTo(log(), 50));
      expect(onLoadOlder).toHaveBeenCalledTimes(1);
    });

    it('does not ask without older messages, or while loading', () => {
      const onLoadOlder = vi.fn();
      const { rerender } = render(
        <ChatMessageList messages={conversation(100)} onLoadOlder={onLoadOlder} />,
      );
      stubScrollBox(log(), 7300, 600);
      act(() => scrollTo(log(), 0));
      rerender(
        <ChatMessageList
          messages={conversation(100)}
          hasOlder
          loadingOlder
          onLoadOlder={onLoadOlder}
        />,
      );
      act(() => scrollTo(log(), 10));
      expect(onLoadOlder).not.toHaveBeenCalled();
    });

    it('offers a "Load older messages" button', async () => {
      const onLoadOlder = vi.fn();
      render(<ChatMessageList messages={conversation(3)} hasOlder onLoadOlder={onLoadOlder} />);
      await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
      expect(onLoadOlder).toHaveBeenCalledTimes(1);
    });

    it('shows the loading state and marks the log busy', () => {
      render(<ChatMessageList messages={conversation(3)} hasOlder loadingOlder />);
      expect(screen.getByText('Loading older messages…')).toBeTruthy();
      expect(log().getAttribute('aria-busy')).toBe('true');
    });

    it('keeps the reader on the same message when older ones are prepended', () => {
      const messages = conversation(100, 101);
      const { rerender } = render(
        <ChatMessageList messages={messages} estimatedRowHeight={50} hasOlder />,
      );
      stubScrollBox(log(), 10_000, 600);
      act(() => scrollTo(log(), 1000));
      rerender(
        <ChatMessageList
          messages={[...conversation(20, 81), ...messages]}
          estimatedRowHeight={50}
          hasOlder
        />,
      );
      // Twenty 50 px rows above the reader's place (same day, so no new separator).
      expect(log().scrollTop).toBe(2000);
    });

    it('asks again once an older page of the same day went in above', () => {
      const onLoadOlder = vi.fn();
      const messages = conversation(100, 101);
      const { rerender } = render(
        <ChatMessageList messages={messages} hasOlder onLoadOlder={onLoadOlder} />,
      );
      stubScrollBox(log(), 7300, 600);
      act(() => scrollTo(log(), 100));
      // The day's separator is still the first row; the oldest message is not.
      rerender(
        <ChatMessageList
          messages={[...conversation(20, 81), ...messages]}
          hasOlder
          onLoadOlder={onLoadOlder}
        />,
      );
      act(() => scrollTo(log(), 100));
      expect(onLoadOlder).toHaveBeenCalledTimes(2);
    });

    it('keeps the place the reader sees when the top rows measure shorter than estimated', () => {
      // A day separator is 40 px, not the 72 px estimate; a browser clamps scrollTop at 0.
      const measureRow = (element: HTMLElement) =>
        element.dataset.key?.startsWith('day:') ? 40 : 72;
      const messages = conversation(100, 101);
      const { rerender } = render(
        <ChatMessageList messages={messages} measureRow={measureRow} hasOlder />,
      );
      let top = 0;
      Object.defineProperty(log(), 'scrollTop', {
        configurable: true,
        get: () => top,
        set: (value: number) => {
          top = Math.max(0, value);
        },
      });
      stubScrollBox(log(), 100_000, 600);
      // At the very top: Message 101 shows 40 px down, below its day's separator.
      act(() => scrollTo(log(), 0));
      rerender(
        <ChatMessageList
          messages={[...conversation(20, 81), ...messages]}
          measureRow={measureRow}
          hasOlder
        />,
      );
      // Separator and twenty 72 px rows above it now; it stays 40 px down the view.
      expect(log().scrollTop).toBe(40 + 20 * 72 - 40);
    });
  });

  describe('new messages', () => {
    it('stays at the bottom when the reader was at the bottom', () => {
      const { rerender } = render(<ChatMessageList messages={conversation(50)} />);
      stubScrollBox(log(), 3672, 600);
      act(() => scrollTo(log(), 3072));
      stubScrollBox(log(), 3744, 600);
      rerender(<ChatMessageList messages={conversation(51)} />);
      expect(log().scrollTop).toBe(3744);
      expect(screen.queryByRole('button', { name: /Jump to latest/ })).toBeNull();
    });

    it('keeps the place and offers "Jump to latest" when the reader was further up', () => {
      const { rerender } = render(<ChatMessageList messages={conversation(50)} />);
      stubScrollBox(log(), 3672, 600);
      act(() => scrollTo(log(), 1000));
      rerender(<ChatMessageList messages={conversation(51)} />);
      expect(log().scrollTop).toBe(1000);
      expect(screen.getByRole('button', { name: /Jump to latest/ })).toBeTruthy();
    });

    it('jumps to the newest message from the button and gives the log focus', async () => {
      const { rerender } = render(<ChatMessageList messages={conversation(50)} />);
      stubScrollBox(log(), 3672, 600);
      act(() => scrollTo(log(), 1000));
      rerender(<ChatMessageList messages={conversation(51)} />);
      stubScrollBox(log(), 3744, 600);
      await userEvent.click(screen.getByRole('button', { name: /Jump to latest/ }));
      expect(log().scrollTop).toBe(3744);
      expect(document.activeElement).toBe(log());
      expect(screen.queryByRole('button', { name: /Jump to latest/ })).toBeNull();
    });

    it('hides "Jump to latest" once the reader scrolls to the bottom', () => {
      const { rerender } = render(<ChatMessageList messages={conversation(50)} />);
      stubScrollBox(log(), 3672, 600);
      act(() => scrollTo(log(), 1000));
      rerender(<ChatMessageList messages={conversation(51)} />);
      stubScrollBox(log(), 3744, 600);
      act(() => scrollTo(log(), 3144));
      expect(screen.queryByRole('button', { name: /Jump to latest/ })).toBeNull();
    });

    it("scrolls to the bottom for the reader's own new message", () => {
      const { rerender } = render(<ChatMessageList messages={conversation(49)} />);
      stubScrollBox(log(), 3600, 600);
      act(() => scrollTo(log(), 1000));
      stubScrollBox(log(), 3672, 600);
      // Message 50 has an even id, so it is the reader's own.
      rerender(<ChatMessageList messages={conversation(50)} />);
      expect(log().scrollTop).toBe(3672);
    });
  });

  it('merges className and passes native props through', () => {
    const { container } = render(
      <ChatMessageList messages={[]} className="extra" data-testid="chat" />,
    );
    expect(container.firstElementChild?.className).toBe('q-chat-list extra');
    expect(screen.getByTestId('chat').getAttribute('data-state')).toBe('empty');
  });
});
