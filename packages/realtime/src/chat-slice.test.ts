import type { ChatMessage } from '@quire/contracts';
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  adminPresenceChanged,
  allMessagesRead,
  chatDeleted,
  chatSlice,
  messageDeleted,
  messageRead,
  messageReceived,
  messageSendFailed,
  messageSendRequested,
  messageSendRetried,
  messageSent,
  messagesCaughtUp,
  olderPageLoaded,
  selectAdminOnline,
  selectMessages,
  selectOutgoing,
  selectUnreadCount,
  unreadCountIncremented,
  unreadCountSet,
} from './chat-slice';

function message(id: number, read_at: string | null = null): ChatMessage {
  return {
    id,
    user_id: 3,
    sender: 'admin',
    sender_id: 1,
    sender_name: 'Admin',
    body: `Message ${id}`,
    client_id: `client-${id}-0000`,
    created_at: '2026-01-01T00:00:00.000Z',
    read_at,
    attachments: [],
  };
}

function makeTestStore() {
  return configureStore({ reducer: { [chatSlice.reducerPath]: chatSlice.reducer } });
}

describe('chat slice', () => {
  it('starts empty, admin offline, nothing unread', () => {
    const store = makeTestStore();
    expect(selectMessages(store.getState())).toEqual([]);
    expect(selectAdminOnline(store.getState())).toBe(false);
    expect(selectUnreadCount(store.getState())).toBe(0);
  });

  it('replaces the admin online flag', () => {
    const store = makeTestStore();
    store.dispatch(adminPresenceChanged(true));
    expect(selectAdminOnline(store.getState())).toBe(true);
    store.dispatch(adminPresenceChanged(false));
    expect(selectAdminOnline(store.getState())).toBe(false);
  });

  it('adds new messages at the front and older pages at the end', () => {
    const store = makeTestStore();
    store.dispatch(messageReceived(message(2, null)));
    store.dispatch(messageReceived(message(3, null)));
    store.dispatch(olderPageLoaded({ messages: [message(1)], hasMore: false }));
    expect(selectMessages(store.getState()).map((held) => held.id)).toEqual([3, 2, 1]);
  });

  it('ignores a message it already holds', () => {
    const store = makeTestStore();
    store.dispatch(messageReceived(message(1, null)));
    store.dispatch(messageReceived(message(1, null)));
    store.dispatch(olderPageLoaded({ messages: [message(1)], hasMore: false }));
    expect(selectMessages(store.getState())).toHaveLength(1);
  });

  it('marks one message read', () => {
    const store = makeTestStore();
    store.dispatch(messageReceived(message(1, null)));
    store.dispatch(messageReceived(message(2, null)));
    store.dispatch(messageRead({ id: 1, readAt: '2026-01-01T00:00:00.000Z' }));
    expect(selectMessages(store.getState()).map((held) => [held.id, held.read_at])).toEqual([
      [2, null],
      [1, '2026-01-01T00:00:00.000Z'],
    ]);
  });

  it('marks every unread message of the other side read and keeps earlier read times', () => {
    const store = makeTestStore();
    store.dispatch(messageReceived(message(1, '2025-12-31T00:00:00.000Z')));
    store.dispatch(messageReceived(message(2, null)));
    store.dispatch(allMessagesRead({ reader: 'user', readAt: '2026-01-01T00:00:00.000Z' }));
    expect(selectMessages(store.getState()).map((held) => held.read_at)).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2025-12-31T00:00:00.000Z',
    ]);
  });

  it("leaves the user's own messages unread when the user reads everything", () => {
    const store = makeTestStore();
    store.dispatch(messageReceived(message(1, null)));
    store.dispatch(messageReceived({ ...message(2, null), sender: 'user' }));
    store.dispatch(unreadCountSet(1));
    store.dispatch(allMessagesRead({ reader: 'user', readAt: '2026-01-01T00:00:00.000Z' }));
    expect(
      selectMessages(store.getState()).map((held) => [held.id, held.sender, held.read_at]),
    ).toEqual([
      [2, 'user', null],
      [1, 'admin', '2026-01-01T00:00:00.000Z'],
    ]);
    expect(selectUnreadCount(store.getState())).toBe(0);
  });

  it("marks only the user's messages read when an administrator reads everything", () => {
    const store = makeTestStore();
    store.dispatch(messageReceived(message(1, null)));
    store.dispatch(messageReceived({ ...message(2, null), sender: 'user' }));
    store.dispatch(unreadCountSet(1));
    store.dispatch(allMessagesRead({ reader: 'admin', readAt: '2026-01-01T00:00:00.000Z' }));
    expect(
      selectMessages(store.getState()).map((held) => [held.id, held.sender, held.read_at]),
    ).toEqual([
      [2, 'user', '2026-01-01T00:00:00.000Z'],
      [1, 'admin', null],
    ]);
    // The author's own counter (administrators' messages unread) is not theirs to clear.
    expect(selectUnreadCount(store.getState())).toBe(1);
  });

  it('deletes one message', () => {
    const store = makeTestStore();
    store.dispatch(messageReceived(message(1, null)));
    store.dispatch(messageReceived(message(2, null)));
    store.dispatch(messageDeleted(1));
    expect(selectMessages(store.getState()).map((held) => held.id)).toEqual([2]);
  });

  it('sets and increments the unread counter', () => {
    const store = makeTestStore();
    store.dispatch(unreadCountSet(4));
    store.dispatch(unreadCountIncremented());
    expect(selectUnreadCount(store.getState())).toBe(5);
  });

  it('empties messages and resets the counter when the chat is deleted', () => {
    const store = makeTestStore();
    store.dispatch(messageReceived(message(1, null)));
    store.dispatch(unreadCountSet(3));
    store.dispatch(chatDeleted());
    expect(selectMessages(store.getState())).toEqual([]);
    expect(selectUnreadCount(store.getState())).toBe(0);
  });

  it('keeps newest first when a caught-up page and a live message race', () => {
    const store = makeTestStore();
    store.dispatch(messageReceived(message(5)));
    store.dispatch(messageReceived(message(7)));
    store.dispatch(messagesCaughtUp({ messages: [message(7), message(6)], unreadCount: 2 }));
    expect(selectMessages(store.getState()).map((held) => held.id)).toEqual([7, 6, 5]);
    expect(selectUnreadCount(store.getState())).toBe(2);
  });

  describe('optimistic sends', () => {
    it('holds a send as pending under a fresh client id', () => {
      const store = makeTestStore();
      store.dispatch(messageSendRequested('Hello'));
      const [entry] = selectOutgoing(store.getState());
      expect(entry).toMatchObject({ body: 'Hello', status: 'pending' });
      expect(entry?.client_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    });

    it("replaces the pending entry with the server's message", () => {
      const store = makeTestStore();
      store.dispatch(messageSendRequested('Hello', 'client-7-0000'));
      store.dispatch(messageSent(message(7)));
      expect(selectOutgoing(store.getState())).toEqual([]);
      expect(selectMessages(store.getState()).map((held) => held.id)).toEqual([7]);
    });

    it('marks a failed send and sets it pending again on retry', () => {
      const store = makeTestStore();
      store.dispatch(messageSendRequested('Hello', 'client-a-0000'));
      store.dispatch(messageSendFailed('client-a-0000'));
      expect(selectOutgoing(store.getState())[0]?.status).toBe('failed');
      store.dispatch(messageSendRetried('client-a-0000'));
      expect(selectOutgoing(store.getState())[0]?.status).toBe('pending');
    });
  });
});
