import type { ChatConversation, ChatMessage } from '@quire/contracts';
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  adminInboxSlice,
  conversationsLoaded,
  inboxMessageReceived,
  moreConversationsRequested,
  selectConversations,
  selectHasMoreConversations,
  selectLoadingMoreConversations,
  selectThreadStatus,
  selectUnlistedArrivals,
  threadLoadFailed,
  threadOpened,
  threadPageLoaded,
} from './admin-inbox-slice';

function message(id: number, userId: number, sender: 'user' | 'admin'): ChatMessage {
  return {
    id,
    user_id: userId,
    sender,
    sender_id: sender === 'user' ? userId : 1,
    sender_name: sender === 'user' ? `User ${userId}` : 'Admin Ada',
    body: `Message ${id}`,
    client_id: `client-${id}-0000`,
    created_at: '2026-01-01T00:00:00.000Z',
    read_at: null,
    attachments: [],
  };
}

const rosa: ChatConversation = {
  user: { id: 4, name: 'Rosa', email: 'rosa@example.org', avatarUrl: null },
  lastMessage: message(1, 4, 'user'),
  unreadCount: 1,
  online: true,
};

const makeStore = () => configureStore({ reducer: { adminInbox: adminInboxSlice.reducer } });

describe('the inbox list and live messages', () => {
  it('counts a listed conversation’s new message and moves it up', () => {
    const store = makeStore();
    const other = { ...rosa, user: { ...rosa.user, id: 5, name: 'Omar' }, lastMessage: null };
    store.dispatch(conversationsLoaded({ conversations: [other, rosa], page: 1, hasMore: false }));
    store.dispatch(inboxMessageReceived(message(2, 4, 'user')));
    const [first] = selectConversations(store.getState());
    expect(first?.user.name).toBe('Rosa');
    expect(first?.unreadCount).toBe(2);
    expect(selectUnlistedArrivals(store.getState())).toBe(0);
  });

  it('asks for the list again rather than invent a row from a stranger’s message', () => {
    const store = makeStore();
    store.dispatch(conversationsLoaded({ conversations: [rosa], page: 1, hasMore: false }));
    // An administrator writing first to someone not listed: the message names the admin.
    store.dispatch(inboxMessageReceived(message(3, 9, 'admin')));
    store.dispatch(inboxMessageReceived(message(4, 10, 'user')));
    expect(selectConversations(store.getState()).map((entry) => entry.user.id)).toEqual([4]);
    expect(selectUnlistedArrivals(store.getState())).toBe(2);
  });
});

describe('the inbox list, page after page', () => {
  it('adds a later page after the first, once per conversation, and replaces on page 1', () => {
    const store = makeStore();
    const omar = { ...rosa, user: { ...rosa.user, id: 5, name: 'Omar' }, lastMessage: null };
    store.dispatch(conversationsLoaded({ conversations: [rosa], page: 1, hasMore: true }));
    expect(selectHasMoreConversations(store.getState())).toBe(true);
    store.dispatch(moreConversationsRequested());
    expect(selectLoadingMoreConversations(store.getState())).toBe(true);
    // Rosa wrote meanwhile and moved the offsets: page 2 repeats her.
    store.dispatch(conversationsLoaded({ conversations: [rosa, omar], page: 2, hasMore: false }));
    expect(selectConversations(store.getState()).map((entry) => entry.user.id)).toEqual([4, 5]);
    expect(selectLoadingMoreConversations(store.getState())).toBe(false);
    expect(selectHasMoreConversations(store.getState())).toBe(false);
    store.dispatch(conversationsLoaded({ conversations: [omar], page: 1, hasMore: false }));
    expect(selectConversations(store.getState()).map((entry) => entry.user.id)).toEqual([5]);
  });

  it('asks for no more when the last page is loaded', () => {
    const store = makeStore();
    store.dispatch(conversationsLoaded({ conversations: [rosa], page: 1, hasMore: false }));
    store.dispatch(moreConversationsRequested());
    expect(selectLoadingMoreConversations(store.getState())).toBe(false);
  });
});

describe('the open thread’s first page', () => {
  it('is loading once opened, loaded with its newest page, and stays loaded on older pages', () => {
    const store = makeStore();
    store.dispatch(threadOpened(4));
    expect(selectThreadStatus(store.getState())).toBe('loading');
    store.dispatch(threadPageLoaded({ messages: [message(5, 4, 'user')], hasMore: true }));
    expect(selectThreadStatus(store.getState())).toBe('loaded');
    store.dispatch(threadPageLoaded({ messages: [], hasMore: false, older: true }));
    expect(selectThreadStatus(store.getState())).toBe('loaded');
  });

  it('says it failed, and loads again when the thread is opened again', () => {
    const store = makeStore();
    store.dispatch(threadOpened(4));
    store.dispatch(threadLoadFailed());
    expect(selectThreadStatus(store.getState())).toBe('failed');
    store.dispatch(threadOpened(4));
    expect(selectThreadStatus(store.getState())).toBe('loading');
  });
});
