import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AdminOnlineIndicator } from './admin-online-indicator';
import { ChatComposer } from './chat-composer';
import { ChatConversationList } from './chat-conversation-list';
import { ChatMessageList } from './chat-message-list';
import { CHAT_UI_TEXTS, ChatTextsProvider, type ChatUiTexts } from './chat-texts';
import { ConnectionStatus } from './connection-status';

const GERMAN: ChatUiTexts = {
  ...CHAT_UI_TEXTS,
  adminOnline: 'Redaktion online',
  reconnecting: 'Verbinde erneut…',
  messagesLabel: 'Nachrichten',
  noMessagesYet: 'Noch keine Nachrichten.',
  selfName: 'Ich',
  sent: 'Gesendet',
  loadOlder: 'Ältere Nachrichten laden',
  composerLabel: 'Nachricht',
  send: 'Senden',
  offlineComposer: 'Offline — verbinde erneut…',
  ownLastMessage: (message) => `Sie: ${message}`,
  unreadMessages: (count) => `${count} ungelesen`,
};

const german = (children: ReactNode) =>
  render(<ChatTextsProvider texts={GERMAN}>{children}</ChatTextsProvider>);

describe('chat texts', () => {
  it('are English without a provider', () => {
    render(<AdminOnlineIndicator online />);
    expect(screen.getByRole('status').textContent).toBe('Admin online');
  });

  it('come from the provider: status line, list, bubbles and composer', () => {
    german(
      <>
        <AdminOnlineIndicator online />
        <ConnectionStatus status="reconnecting" />
        <ChatMessageList
          messages={[
            { id: 1, author: 'self', body: 'Hallo', createdAt: new Date(), status: 'sent' },
          ]}
          hasOlder
          onLoadOlder={() => {}}
        />
        <ChatComposer onSend={() => {}} offline />
      </>,
    );
    expect(screen.getByText('Redaktion online')).toBeTruthy();
    expect(screen.getByText('Verbinde erneut…')).toBeTruthy();
    const log = screen.getByRole('log', { name: 'Nachrichten' });
    expect(within(log).getByRole('button', { name: 'Ältere Nachrichten laden' })).toBeTruthy();
    expect(within(log).getByRole('article').getAttribute('aria-label')).toMatch(/^Ich, /);
    expect(within(log).getByText('Gesendet')).toBeTruthy();
    expect(screen.getByLabelText('Nachricht')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeTruthy();
    expect(screen.getByText('Offline — verbinde erneut…')).toBeTruthy();
  });

  it('leave a prop given by the caller alone', () => {
    german(<ChatMessageList messages={[]} emptyText="Schreiben Sie uns." />);
    expect(screen.getByText('Schreiben Sie uns.')).toBeTruthy();
    expect(screen.queryByText('Noch keine Nachrichten.')).toBeNull();
  });

  it('word the conversation list', () => {
    german(
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
      />,
    );
    const link = screen.getByRole('link');
    expect(link.textContent).toContain('Sie: Bis morgen');
    expect(within(link).getByText('2 ungelesen')).toBeTruthy();
  });
});
