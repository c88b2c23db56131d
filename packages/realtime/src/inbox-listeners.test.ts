import type { ChatConversation, ChatHistory, ChatMessage } from '@quire/contracts';
import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminInboxSlice,
  conversationsLoaded,
  inboxClosed,
  inboxMessageReceived,
  inboxOpened,
  inboxQueryChanged,
  inboxSendRequested,
  inboxSendRetried,
  moreConversationsRequested,
  olderThreadPageRequested,
  selectConversations,
  selectInboxOutgoing,
  selectInboxSendNotice,
  selectInboxStatus,
  selectThread,
  selectThreadHasOlder,
  threadOpened,
  threadPageLoaded,
} from './admin-inbox-slice';
import { connectionSlice, socketConnected } from './connection-slice';
import {
  addInboxListeners,
  INBOX_PAGE_SIZE,
  INBOX_SEARCH_DELAY_MS,
  type InboxEndpoints,
  inboxConversationDeleteRequested,
  inboxMessageDeleteRequested,
} from './inbox-listeners';

const stored = (clientId: string): ChatMessage => ({
  id: 40,
  user_id: 3,
  sender: 'admin',
  sender_id: 1,
  sender_name: 'Ada Admin',
  body: 'Hello Ann',
  client_id: clientId,
  created_at: '2026-01-01T00:00:00.000Z',
  read_at: null,
  attachments: [],
});

const userMessage = (id: number, userId = 3): ChatMessage => ({
  ...stored(`client-${id}-0000`),
  id,
  user_id: userId,
  sender: 'user',
  sender_id: userId,
  sender_name: `User ${userId}`,
  body: `Message ${id}`,
});

const conversation = (userId: number, lastId: number): ChatConversation => ({
  user: { id: userId, name: `User ${userId}`, email: `u${userId}@quire.test`, avatarUrl: null },
  lastMessage: userMessage(lastId, userId),
  unreadCount: 1,
  online: false,
});

const history = (data: ChatMessage[], hasMore = false, unreadCount = 0): ChatHistory => ({
  data,
  meta: { hasMore, unreadCount },
});

/** An API with nothing stored; each test gives what it needs. */
function endpoints(overrides: Partial<InboxEndpoints> = {}) {
  return {
    conversations: vi.fn<InboxEndpoints['conversations']>(async () => ({ data: [] })),
    messages: vi.fn<InboxEndpoints['messages']>(async () => history([])),
    send: vi.fn<InboxEndpoints['send']>(async ({ body }) => stored(body.client_id)),
    markRead: vi.fn<InboxEndpoints['markRead']>(async () => ({})),
    markAllRead: vi.fn<InboxEndpoints['markAllRead']>(async () => ({})),
    deleteMessage: vi.fn<InboxEndpoints['deleteMessage']>(async () => {}),
    deleteConversation: vi.fn<InboxEndpoints['deleteConversation']>(async () => {}),
    ...overrides,
  };
}

function start(overrides: Partial<InboxEndpoints> = {}) {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: combineReducers({
      adminInbox: adminInboxSlice.reducer,
      connection: connectionSlice.reducer,
    }),
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
  const api = endpoints(overrides);
  const deps = { api, onError: vi.fn(), navigate: vi.fn(), inboxPath: '/admin/chat' };
  addInboxListeners(listener.startListening, deps);
  return { store, api, deps };
}

function setup(send: InboxEndpoints['send']) {
  const { store } = start({ send });
  store.dispatch(threadOpened(3));
  return store;
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const listedIds = (store: ReturnType<typeof start>['store']) =>
  selectConversations(store.getState()).map((entry) => entry.user.id);

describe('inbox listeners: an administrator replying', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the reply at once as pending, then the stored copy in its place', async () => {
    const send = vi.fn<InboxEndpoints['send']>(async ({ body }) => stored(body.client_id));
    const store = setup(send);
    store.dispatch(inboxSendRequested(3, 'Hello Ann', 'client-40-0000'));
    expect(selectInboxOutgoing(store.getState())).toMatchObject([
      { user_id: 3, body: 'Hello Ann', status: 'pending' },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledWith({
      params: { userId: 3 },
      body: { body: 'Hello Ann', client_id: 'client-40-0000' },
    });
    expect(selectInboxOutgoing(store.getState())).toEqual([]);
    expect(selectThread(store.getState()).map((message) => message.id)).toEqual([40]);
  });

  it('keeps a failed reply with its client id, and a retry stores it once', async () => {
    const send = vi
      .fn<InboxEndpoints['send']>()
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockImplementationOnce(async ({ body }) => stored(body.client_id));
    const store = setup(send);
    store.dispatch(inboxSendRequested(3, 'Hello Ann', 'client-40-0000'));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectInboxOutgoing(store.getState())[0]?.status).toBe('failed');
    expect(selectInboxSendNotice(store.getState())).toBeNull();
    store.dispatch(inboxSendRetried('client-40-0000'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls.map(([input]) => input.body.client_id)).toEqual([
      'client-40-0000',
      'client-40-0000',
    ]);
    expect(selectThread(store.getState())).toHaveLength(1);
  });

  it('says in the composer why a reply was refused as too fast, until one lands', async () => {
    const send = vi
      .fn<InboxEndpoints['send']>()
      .mockRejectedValueOnce(Object.assign(new Error('Wait 4 seconds.'), { status: 429 }))
      .mockImplementationOnce(async ({ body }) => stored(body.client_id));
    const store = setup(send);
    store.dispatch(inboxSendRequested(3, 'Hello Ann', 'client-40-0000'));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectInboxSendNotice(store.getState())).toBe('Wait 4 seconds.');
    store.dispatch(inboxSendRetried('client-40-0000'));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectInboxSendNotice(store.getState())).toBeNull();
  });
});

describe('inbox listeners: the conversation list', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the first page when the inbox opens, and nothing before', async () => {
    const { store, api } = start({
      conversations: vi.fn(async () => ({ data: [conversation(3, 9)] })),
    });
    store.dispatch(socketConnected());
    await settle();
    expect(api.conversations).not.toHaveBeenCalled();
    store.dispatch(inboxOpened());
    expect(selectInboxStatus(store.getState())).toBe('loading');
    await settle();
    expect(api.conversations).toHaveBeenCalledWith({
      query: { page: 1, perPage: INBOX_PAGE_SIZE },
    });
    expect(listedIds(store)).toEqual([3]);
  });

  it('searches after a pause in typing, the latest words only', async () => {
    const { store, api } = start();
    store.dispatch(inboxOpened());
    await settle();
    for (const words of ['a', 'an', 'ann']) {
      store.dispatch(inboxQueryChanged({ words, unreadOnly: false }));
      await vi.advanceTimersByTimeAsync(INBOX_SEARCH_DELAY_MS / 2);
    }
    await vi.advanceTimersByTimeAsync(INBOX_SEARCH_DELAY_MS);
    expect(vi.mocked(api.conversations).mock.calls.map(([input]) => input.query.q)).toEqual([
      undefined,
      'ann',
    ]);
    store.dispatch(inboxQueryChanged({ words: 'ann', unreadOnly: true }));
    await vi.advanceTimersByTimeAsync(INBOX_SEARCH_DELAY_MS);
    expect(api.conversations).toHaveBeenLastCalledWith({
      query: { page: 1, perPage: INBOX_PAGE_SIZE, q: 'ann', unread: true },
    });
  });

  it('keeps the answer of the latest query when an earlier one answers last', async () => {
    let answerSlow: (list: { data: ChatConversation[] }) => void = () => {};
    const conversations = vi
      .fn<InboxEndpoints['conversations']>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerSlow = resolve)))
      .mockImplementationOnce(async () => ({ data: [conversation(5, 12)] }));
    const { store } = start({ conversations });
    store.dispatch(inboxOpened());
    store.dispatch(inboxQueryChanged({ words: '', unreadOnly: true }));
    await settle();
    answerSlow({ data: [conversation(3, 9)] });
    await settle();
    expect(listedIds(store)).toEqual([5]);
  });

  it('loads the next page on request, with the same query', async () => {
    const first = Array.from({ length: 2 }, (_, index) => conversation(10 + index, 100 - index));
    const conversations = vi
      .fn<InboxEndpoints['conversations']>()
      .mockResolvedValueOnce({
        data: first,
        meta: { page: 1, perPage: 2, total: 3, lastPage: 2 },
      })
      .mockResolvedValueOnce({
        data: [conversation(20, 50)],
        meta: { page: 2, perPage: 2, total: 3, lastPage: 2 },
      });
    const { store, api } = start({ conversations });
    store.dispatch(inboxQueryChanged({ words: '', unreadOnly: true }));
    store.dispatch(inboxOpened());
    await settle();
    store.dispatch(moreConversationsRequested());
    await settle();
    expect(api.conversations).toHaveBeenLastCalledWith({
      query: { page: 2, perPage: INBOX_PAGE_SIZE, unread: true },
    });
    expect(listedIds(store)).toEqual([10, 11, 20]);
    store.dispatch(moreConversationsRequested());
    await settle();
    expect(api.conversations).toHaveBeenCalledTimes(2);
  });

  it('reloads after a reconnect and for a stranger’s message, only while open', async () => {
    const { store, api } = start();
    store.dispatch(inboxOpened());
    await settle();
    store.dispatch(socketConnected());
    await settle();
    store.dispatch(inboxMessageReceived(userMessage(30, 8)));
    await settle();
    expect(api.conversations).toHaveBeenCalledTimes(3);
    store.dispatch(inboxClosed());
    store.dispatch(socketConnected());
    store.dispatch(inboxMessageReceived(userMessage(31, 9)));
    await settle();
    expect(api.conversations).toHaveBeenCalledTimes(3);
  });

  it('says the list failed and shows the error', async () => {
    const failure = new Error('Network Error');
    const { store, deps } = start({ conversations: vi.fn(async () => Promise.reject(failure)) });
    store.dispatch(inboxOpened());
    await settle();
    expect(selectInboxStatus(store.getState())).toBe('failed');
    expect(deps.onError).toHaveBeenCalledWith(failure);
  });
});

describe('inbox listeners: the open thread', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const threadIds = (store: ReturnType<typeof start>['store']) =>
    selectThread(store.getState()).map((message) => message.id);

  it('loads the newest page and reads it when it has unread messages', async () => {
    const { store, api } = start({
      messages: vi.fn(async () => history([userMessage(9), userMessage(8)], true, 2)),
    });
    store.dispatch(threadOpened(3));
    await settle();
    expect(api.messages).toHaveBeenCalledWith({ params: { userId: 3 }, query: { limit: 30 } });
    expect(threadIds(store)).toEqual([9, 8]);
    expect(selectThreadHasOlder(store.getState())).toBe(true);
    expect(api.markAllRead).toHaveBeenCalledWith({ params: { userId: 3 } });
  });

  it('drops the answer of a thread left before it came', async () => {
    let answerFirst: (page: ChatHistory) => void = () => {};
    const messages = vi
      .fn<InboxEndpoints['messages']>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockImplementationOnce(async () => history([userMessage(20, 5)]));
    const { store } = start({ messages });
    store.dispatch(threadOpened(3));
    store.dispatch(threadOpened(5));
    await settle();
    answerFirst(history([userMessage(9)]));
    await settle();
    expect(threadIds(store)).toEqual([20]);
  });

  it('loads older pages before the oldest held message', async () => {
    const messages = vi
      .fn<InboxEndpoints['messages']>()
      .mockResolvedValueOnce(history([userMessage(9), userMessage(8)], true))
      .mockResolvedValueOnce(history([userMessage(7)], false));
    const { store, api } = start({ messages });
    store.dispatch(threadOpened(3));
    await settle();
    store.dispatch(olderThreadPageRequested());
    await settle();
    expect(api.messages).toHaveBeenLastCalledWith({
      params: { userId: 3 },
      query: { before: 8, limit: 30 },
    });
    expect(threadIds(store)).toEqual([9, 8, 7]);
    expect(selectThreadHasOlder(store.getState())).toBe(false);
    store.dispatch(olderThreadPageRequested());
    await settle();
    expect(api.messages).toHaveBeenCalledTimes(2);
  });

  it('catches the open thread up after a reconnect, keeping its older pages', async () => {
    const messages = vi
      .fn<InboxEndpoints['messages']>()
      .mockResolvedValueOnce(history([userMessage(9), userMessage(8)], true))
      .mockResolvedValueOnce(history([userMessage(11), userMessage(10)], false));
    const { store, api } = start({ messages });
    store.dispatch(socketConnected());
    store.dispatch(threadOpened(3));
    await settle();
    store.dispatch(socketConnected());
    await settle();
    expect(api.messages).toHaveBeenLastCalledWith({
      params: { userId: 3 },
      query: { after: 8, limit: 100 },
    });
    expect(threadIds(store)).toEqual([11, 10, 9, 8]);
  });

  it('reads a user’s message that arrives in the open thread, and no other', async () => {
    const { store, api } = start();
    store.dispatch(threadOpened(3));
    await settle();
    store.dispatch(inboxMessageReceived(userMessage(12)));
    store.dispatch(inboxMessageReceived(userMessage(13, 5)));
    store.dispatch(inboxMessageReceived(stored('client-14-0000')));
    await settle();
    expect(vi.mocked(api.markRead).mock.calls).toEqual([
      [{ params: { userId: 3 }, body: { id: 12 } }],
    ]);
  });

  it('deletes a message, and a whole conversation before going back to the list', async () => {
    const { store, api, deps } = start();
    store.dispatch(
      conversationsLoaded({ conversations: [conversation(3, 9)], page: 1, hasMore: false }),
    );
    store.dispatch(threadOpened(3));
    store.dispatch(
      threadPageLoaded({ messages: [userMessage(9), userMessage(8)], hasMore: false }),
    );
    store.dispatch(inboxMessageDeleteRequested(8));
    await settle();
    expect(api.deleteMessage).toHaveBeenCalledWith({ params: { id: 8 } });
    expect(threadIds(store)).toEqual([9]);
    store.dispatch(inboxConversationDeleteRequested(3));
    await settle();
    expect(api.deleteConversation).toHaveBeenCalledWith({ params: { userId: 3 } });
    expect(listedIds(store)).toEqual([]);
    expect(deps.navigate).toHaveBeenCalledWith('/admin/chat');
  });

  it('keeps what a refused deletion would have removed, and says why', async () => {
    const refusal = Object.assign(new Error('Forbidden'), { status: 403 });
    const { store, deps } = start({
      deleteConversation: vi.fn(async () => Promise.reject(refusal)),
    });
    store.dispatch(
      conversationsLoaded({ conversations: [conversation(3, 9)], page: 1, hasMore: false }),
    );
    store.dispatch(inboxConversationDeleteRequested(3));
    await settle();
    expect(listedIds(store)).toEqual([3]);
    expect(deps.onError).toHaveBeenCalledWith(refusal);
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});
