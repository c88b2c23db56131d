import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { CHAT_UI_TEXTS, ChatTextsProvider, type ChatUiTexts } from './chat-texts';

const GERMAN: ChatUiTexts = {
  ...CHAT_UI_TEXTS,
  messagesLabel: 'Nachrichten',
  noMessagesYet: 'Noch keine Nachrichten.',
  selfName: 'Ich',
  sent: 'Gesendet',
  loadOlder: 'Ältere Nachrichten laden',
  composerLabel: 'Nachricht',
  send: 'Senden',
  offlineComposer: 'Offline — verbinde erneut…',
};

const german = (children: ReactNode) =>
  render(<ChatTextsProvider texts={GERMAN}>{children}</ChatTextsProvider>);

describe('chat texts', () => {
  it('are English without a provider', () => {
    render(<ChatComposer onSend={() => {}} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('come from the provider: list, bubbles and composer', () => {
    german(
      <>
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
});
