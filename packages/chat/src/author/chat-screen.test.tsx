import type { ChatMessage } from '@quire/contracts';
import { selectOnChatScreen, selectOutgoing } from '@quire/realtime';
import {
  adminPresenceChanged,
  adminTypingChanged,
  chatDeleted,
  messageReceived,
  messageSendFailed,
  socketDisconnected,
} from '@quire/realtime/events';
import { defineJournalSite, JournalSiteProvider } from '@quire/site';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type SignedIn, SignedInContext } from '../signed-in/signed-in-context';
import { makeStore } from '../signed-in/store';
import { ChatScreen } from './chat-screen';

const fromAdmin: ChatMessage = {
  id: 1,
  user_id: 3,
  sender: 'admin',
  sender_id: 1,
  sender_name: 'Admin',
  body: 'Welcome to Quire',
  client_id: 'client-1-0000',
  created_at: '2026-01-01T00:00:00.000Z',
  read_at: null,
  attachments: [],
};

function renderScreen() {
  const store = makeStore();
  // The screen only reads the store here; the API is for attachments, not used by these tests.
  const signedIn = { store, api: {}, setUnreadNotifications: () => {} } as unknown as SignedIn;
  const view = render(
    <SignedInContext.Provider value={signedIn}>
      <ChatScreen />
    </SignedInContext.Provider>,
  );
  return { store, ...view };
}

describe('ChatScreen', () => {
  it('tells the store the chat screen is showing, and when it goes', () => {
    const { store, unmount } = renderScreen();
    expect(selectOnChatScreen(store.getState())).toBe(true);
    unmount();
    expect(selectOnChatScreen(store.getState())).toBe(false);
  });

  it('shows messages and the admin online indicator from the store', () => {
    const { store } = renderScreen();
    act(() => {
      store.dispatch(messageReceived(fromAdmin));
      store.dispatch(adminPresenceChanged(true));
    });
    expect(screen.getByText('Welcome to Quire')).toBeTruthy();
    expect(screen.getByText('Admin online')).toBeTruthy();
  });

  it('shows a sent message at once as sending, and a failed one with Retry', async () => {
    const { store } = renderScreen();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(screen.getByText('Hello')).toBeTruthy();
    expect(screen.getByText('Sending…')).toBeTruthy();
    const clientId = selectOutgoing(store.getState())[0]?.client_id ?? '';
    act(() => {
      store.dispatch(messageSendFailed(clientId));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(selectOutgoing(store.getState())[0]?.status).toBe('pending');
  });

  it('holds sending while reconnecting, and leaves the box to type in', () => {
    const { store } = renderScreen();
    act(() => {
      store.dispatch(socketDisconnected({ willReconnect: true }));
    });
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).disabled).toBe(
      false,
    );
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('replaces the list with the deleted notice when an admin deletes the chat', () => {
    const { store } = renderScreen();
    act(() => {
      store.dispatch(messageReceived(fromAdmin));
      store.dispatch(chatDeleted());
    });
    expect(screen.getByRole('alert').textContent).toContain('Chat deleted by Admin');
    expect(screen.queryByText('Welcome to Quire')).toBeNull();
  });

  it("shows the administrator's typing under the list, and a status line with both states", () => {
    const { store } = renderScreen();
    act(() => {
      store.dispatch(adminTypingChanged(true));
    });
    expect(screen.getByText('Admin is typing…')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Chat with the administrators' })).toBeTruthy();
    expect(screen.getByText('Admin offline')).toBeTruthy();
  });

  it('puts the "New messages" divider above the oldest unread message from the admin', () => {
    const { store } = renderScreen();
    act(() => {
      store.dispatch(messageReceived({ ...fromAdmin, read_at: '2026-01-01T00:00:00.000Z' }));
      store.dispatch(messageReceived({ ...fromAdmin, id: 2, body: 'Unread one' }));
    });
    const log = screen.getByRole('log', { name: 'Messages' });
    const texts = [...log.querySelectorAll('.q-chat-list__row')].map((row) => row.textContent);
    const divider = texts.indexOf('New messages');
    expect(divider).toBeGreaterThan(-1);
    expect(texts[divider + 1]).toContain('Unread one');
  });
});

describe('ChatScreen on a site with its own chat texts', () => {
  afterEach(() => {
    defineJournalSite({ name: 'Journal site' });
  });

  it('says the site’s words, in its own parts and in the ui views', () => {
    const site = defineJournalSite({
      name: 'JCE',
      texts: {
        chat: {
          chatScreenLabel: 'Talk to the editors',
          adminOnline: 'Editors online',
          noMessagesYet: 'Say hello.',
          send: 'Post',
        },
      },
    });
    const store = makeStore();
    const signedIn = { store, api: {}, setUnreadNotifications: () => {} } as unknown as SignedIn;
    render(
      <JournalSiteProvider site={site}>
        <SignedInContext.Provider value={signedIn}>
          <ChatScreen />
        </SignedInContext.Provider>
      </JournalSiteProvider>,
    );
    act(() => {
      store.dispatch(adminPresenceChanged(true));
    });
    expect(screen.getByRole('region', { name: 'Talk to the editors' })).toBeTruthy();
    expect(screen.getByText('Editors online')).toBeTruthy();
    expect(screen.getByText('Say hello.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Post' })).toBeTruthy();
  });
});
