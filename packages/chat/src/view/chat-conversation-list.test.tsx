import { UiDatesProvider } from '@quire/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatConversationList, type ChatConversationSummary } from './chat-conversation-list';

const ann: ChatConversationSummary = {
  id: 3,
  name: 'Ann Author',
  lastMessage: 'Is the figure OK?',
  lastAt: '2024-03-05T09:00:00.000Z',
  unread: 2,
  online: true,
};
const bob: ChatConversationSummary = {
  id: 4,
  name: 'Bob Writer',
  lastMessage: 'Thanks',
  lastAt: '2024-03-04T09:00:00.000Z',
  lastFromAdmin: true,
  unread: 0,
  online: false,
  typing: true,
};

function renderList(currentId: number | null = null) {
  return render(
    <ChatConversationList
      conversations={[ann, bob]}
      currentId={currentId}
      renderLink={(conversation, children, current) => (
        <a href={`/admin/chat/${conversation.id}`} aria-current={current ? 'page' : undefined}>
          {children}
        </a>
      )}
    />,
  );
}

describe('ChatConversationList', () => {
  it('writes each last time as the site does, in a <time> machines read', () => {
    const { container } = render(
      <UiDatesProvider format={{ timeZone: 'Asia/Tokyo', dateTimeFormat: 'YYYY/MM/DD HH:mm' }}>
        <ChatConversationList
          conversations={[ann]}
          renderLink={(conversation, children) => <a href={`/c/${conversation.id}`}>{children}</a>}
        />
      </UiDatesProvider>,
    );
    expect(container.querySelector('time')?.outerHTML).toBe(
      '<time class="q-chat-conversation__time" datetime="2024-03-05T18:00:00+09:00">2024/03/05 18:00</time>',
    );
  });

  it('makes each conversation one link naming the author, presence, last message and unread count', () => {
    renderList();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/chat/3',
      '/admin/chat/4',
    ]);
    expect(links[0]?.textContent).toContain('Ann Author, online');
    expect(links[0]?.textContent).toContain('Is the figure OK?');
    expect(links[0]?.textContent).toContain('2 unread');
  });

  it('shows typing instead of the last message, and marks the reply as the reader’s own', () => {
    const { rerender } = renderList();
    expect(screen.getAllByRole('link')[1]?.textContent).toContain('typing…');
    rerender(
      <ChatConversationList
        conversations={[{ ...bob, typing: false }]}
        renderLink={(_conversation, children) => <a href="/x">{children}</a>}
      />,
    );
    expect(screen.getByRole('link').textContent).toContain('You: Thanks');
  });

  it('marks the open conversation current', () => {
    renderList(4);
    expect(screen.getAllByRole('link')[1]?.getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('link')[0]?.getAttribute('aria-current')).toBeNull();
  });
});
