import { defineJournalSite, JournalSiteProvider } from '@quire/site';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminOnlineIndicator } from './admin-online-indicator';
import { ChatConversationList } from './chat-conversation-list';
import { ConnectionStatus } from './connection-status';

afterEach(() => {
  defineJournalSite({ name: 'Journal site' });
});

describe('the chat views’ texts', () => {
  it('are English without a site of their own', () => {
    render(<AdminOnlineIndicator online />);
    expect(screen.getByRole('status').textContent).toBe('Admin online');
  });

  it('come from the site’s texts.chat: status line and conversation list', () => {
    const site = defineJournalSite({
      name: 'JCE',
      texts: {
        chat: {
          adminOnline: 'Redaktion online',
          reconnecting: 'Verbinde erneut…',
          ownLastMessage: (message) => `Sie: ${message}`,
          unreadMessages: (count) => `${count} ungelesen`,
        },
      },
    });
    render(
      <JournalSiteProvider site={site}>
        <AdminOnlineIndicator online />
        <ConnectionStatus status="reconnecting" />
        <ChatConversationList
          conversations={[
            {
              id: 7,
              name: 'Rosa',
              lastMessage: 'Bis morgen',
              lastFromAdmin: true,
              lastAt: new Date().toISOString(),
              unread: 2,
              online: false,
            },
          ]}
          renderLink={(_conversation, content) => <a href="/admin/chat/7">{content}</a>}
        />
      </JournalSiteProvider>,
    );
    expect(screen.getByText('Redaktion online')).toBeTruthy();
    expect(screen.getByText('Verbinde erneut…')).toBeTruthy();
    const link = screen.getByRole('link');
    expect(link.textContent).toContain('Sie: Bis morgen');
    expect(within(link).getByText('2 ungelesen')).toBeTruthy();
  });
});
