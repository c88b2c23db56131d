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
  olderPageLoaded,
  selectAdminOnline,
  selectMessages,
  selectUnreadCount,
  unreadCountIncremented,
  unreadCountSet,
} from './chat-slice';

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
    store.dispatch(messageReceived({ id: 2, read_at: null }));
    store.dispatch(messageReceived({ id: 3, read_at: null }));
    store.dispatch(olderPageLoaded([{ id: 1, read_at: null }]));
    expect(selectMessages(store.getState()).map((message) => message.id)).toEqual([3, 2, 1]);
  });

  it('ignores a message it already holds', () => {
    const store = makeTestStore();
    store.dispatch(messageReceived({ id: 1, read_at: null }));
    store.dispatch(messageReceived({ id: 1, read_at: null }));
    store.dispatch(olderPageLoaded([{ id: 1, read_at: null }]));
    expect(selectMessages(store.getState())).toHaveLength(1);
  });

  it('marks one message read', () => {
    const store = makeTestStore();
    store.dispatch(messageReceived({ id: 1, read_at: null }));
    store.dispatch(messageReceived({ id: 2, read_at: null }));
    store.dispatch(messageRead({ id: 1, readAt: '2026-01-01T00:00:00.000Z' }));
    expect(selectMessages(store.getState())).toEqual([
      { id: 2, read_at: null },
      { id: 1, read_at: '2026-01-01T00:00:00.000Z' },
    ]);
  });

  it('marks every unread message read and keeps earlier read times', () => {
    const store = makeTestStore();
    store.dispatch(messageReceived({ id: 1, read_at: '2025-12-31T00:00:00.000Z' }));
    store.dispatch(messageReceived({ id: 2, read_at: null }));
    store.dispatch(allMessagesRead({ readAt: '2026-01-01T00:00:00.000Z' }));
    expect(selectMessages(store.getState()).map((message) => message.read_at)).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2025-12-31T00:00:00.000Z',
    ]);
  });

  it('deletes one message', () => {
    const store = makeTestStore();
    store.dispatch(messageReceived({ id: 1, read_at: null }));
    store.dispatch(messageReceived({ id: 2, read_at: null }));
    store.dispatch(messageDeleted(1));
    expect(selectMessages(store.getState()).map((message) => message.id)).toEqual([2]);
  });

  it('sets and increments the unread counter', () => {
    const store = makeTestStore();
    store.dispatch(unreadCountSet(4));
    store.dispatch(unreadCountIncremented());
    expect(selectUnreadCount(store.getState())).toBe(5);
  });

  it('empties messages and resets the counter when the chat is deleted', () => {
    const store = makeTestStore();
    store.dispatch(messageReceived({ id: 1, read_at: null }));
    store.dispatch(unreadCountSet(3));
    store.dispatch(chatDeleted());
    expect(selectMessages(store.getState())).toEqual([]);
    expect(selectUnreadCount(store.getState())).toBe(0);
  });
});
