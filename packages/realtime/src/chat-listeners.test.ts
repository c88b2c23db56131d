import { EventEmitter } from 'node:events';
import type { ChatHistory, ChatMessage } from '@quire/contracts';
import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminInboxSlice,
  conversationsLoaded,
  selectConversations,
  selectPresence,
  selectThread,
  threadOpened,
  threadPageLoaded,
} from './admin-inbox-slice';
import {
  type AuthorChatDeps,
  addAuthorChatListeners,
  CHAT_REDIRECT_DELAY_MS,
  type ChatEndpoints,
} from './chat-listeners';
import {
  chatScreenOpened,
  chatSlice,
  messageSendRequested,
  messageSendRetried,
  olderPageRequested,
  selectAdminOnline,
  selectChatDeleted,
  selectHasOlder,
  selectMessages,
  selectOutgoing,
  selectSendNotice,
  selectUnreadCount,
} from './chat-slice';
import type { ChatSocket } from './chat-socket';
import { connectionSlice, selectConnectionStatus } from './connection-slice';
import { addAdminChatListeners, type InboxEndpoints } from './inbox-listeners';
import { SEND_TIMEOUT_MS, SEND_TOO_FAST_TEXT } from './send-listener';
import { realtimeStarted } from './socket-session';

// The product's texts and redirect, as a site's configuration gives them.
const TEXTS = {
  newAdminMessage: 'You have a new message from admin',
  chatDeleted: 'Chat deleted by Admin',
  redirectPath: '/panel',
};
const NEW_ADMIN_MESSAGE_TEXT = TEXTS.newAdminMessage;
const CHAT_DELETED_TOAST_TEXT = TEXTS.chatDeleted;

/** The network edge: a socket that the test drives (`emit` plays the server). */
class FakeSocket extends EventEmitter {
  active = false;
  connect() {
    this.active = true;
    return this;
  }
  disconnect() {
    this.active = false;
    return this;
  }
}

function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    user_id: 3,
    sender: 'admin',
    sender_id: 1,
    sender_name: 'Admin',
    body: `Message ${id}`,
    client_id: `client-${id}-0000`,
    created_at: '2026-01-01T00:00:00.000Z',
    read_at: null,
    attachments: [],
    ...overrides,
  };
}

function page(data: ChatMessage[], hasMore = false, unreadCount = 0): ChatHistory {
  return { data, meta: { hasMore, unreadCount } };
}

function setup(options: { role?: 'user' | 'admin'; api?: Partial<ChatEndpoints> } = {}) {
  const socket = new FakeSocket();
  const api = {
    messages: vi.fn(async () => page([])),
    send: vi.fn(async () => message(50, { sender: 'user' })),
    markRead: vi.fn(async ({ body }: { body: { id: number } }) => ({
      id: body.id,
      read_at: '2026-01-02T00:00:00.000Z',
    })),
    markAllRead: vi.fn(async () => ({ read_at: '2026-01-02T00:00:00.000Z', count: 1 })),
    ...options.api,
  };
  const deps = {
    socket: socket as unknown as ChatSocket,
    api,
    texts: TEXTS,
    toast: vi.fn(),
    playSound: vi.fn(() => Promise.resolve()),
    navigate: vi.fn(),
    onError: vi.fn(),
  } satisfies AuthorChatDeps;
  // An administrator's inbox over an API with nothing stored: the tests feed it by events.
  const adminApi = {
    conversations: vi.fn(async () => ({ data: [] })),
    messages: vi.fn(async () => page([])),
    send: vi.fn(async () => message(50)),
    markRead: vi.fn(async () => ({})),
    markAllRead: vi.fn(async () => ({})),
    deleteMessage: vi.fn(async () => {}),
    deleteConversation: vi.fn(async () => {}),
  } satisfies InboxEndpoints;
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: combineReducers({
      chat: chatSlice.reducer,
      connection: connectionSlice.reducer,
      adminInbox: adminInboxSlice.reducer,
    }),
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
  const stop =
    options.role === 'admin'
      ? addAdminChatListeners(listener.startListening, {
          ...deps,
          api: adminApi,
          inboxPath: '/admin/chat',
        })
      : addAuthorChatListeners(listener.startListening, deps);
  store.dispatch(realtimeStarted());
  return { socket, api, deps, store, stop };
}

// Lets promise callbacks (REST answers, listener effects) run.
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('chat listeners', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  describe('connection', () => {
    it('connects on start and reports connecting, then connected', async () => {
      const { socket, store } = setup();
      expect(socket.active).toBe(true);
      expect(selectConnectionStatus(store.getState())).toBe('connecting');
      socket.emit('connect');
      expect(selectConnectionStatus(store.getState())).toBe('connected');
    });

    it('reports reconnecting on a drop socket.io retries, offline when it does not', () => {
      const { socket, store } = setup();
      socket.emit('connect');
      socket.emit('disconnect', 'transport close');
      expect(selectConnectionStatus(store.getState())).toBe('reconnecting');
      socket.active = false;
      socket.emit('disconnect', 'io server disconnect');
      expect(selectConnectionStatus(store.getState())).toBe('offline');
    });

    it('registers each handler once and removes them all on teardown', async () => {
      const { socket, stop } = setup();
      expect(socket.listenerCount('new_message')).toBe(1);
      stop();
      await settle();
      expect(socket.eventNames()).toEqual([]);
      expect(socket.active).toBe(false);
    });
  });

  describe('catch-up', () => {
    it('loads the newest page on the first connect', async () => {
      const { socket, store, api } = setup({
        api: { messages: vi.fn(async () => page([message(2), message(1)], true, 1)) },
      });
      socket.emit('connect');
      await settle();
      expect(api.messages).toHaveBeenCalledWith({ query: { limit: 30 } });
      expect(selectMessages(store.getState()).map((held) => held.id)).toEqual([2, 1]);
      expect(selectHasOlder(store.getState())).toBe(true);
      expect(selectUnreadCount(store.getState())).toBe(1);
    });

    it('asks for newer pages, overlapping what it holds, until none are left, without duplicates', async () => {
      const messages = vi
        .fn<ChatEndpoints['messages']>()
        .mockResolvedValueOnce(page([message(2), message(1)]))
        .mockResolvedValueOnce(page([message(4), message(3)], true, 2))
        .mockResolvedValueOnce(page([message(5)], false, 3));
      const { socket, store } = setup({ api: { messages } });
      socket.emit('connect');
      await settle();
      socket.emit('disconnect', 'transport close');
      socket.emit('connect');
      // A live message during the catch-up, which the catch-up returns again.
      socket.emit('new_message', message(4));
      await settle();
      expect(messages.mock.calls.slice(1).map(([input]) => input?.query)).toEqual([
        { after: 1, limit: 100 },
        { after: 4, limit: 100 },
      ]);
      expect(selectMessages(store.getState()).map((held) => held.id)).toEqual([5, 4, 3, 2, 1]);
      expect(selectUnreadCount(store.getState())).toBe(3);
    });

    it('starts 20 messages back, so a message that arrived out of id order is not skipped', async () => {
      // 25 arrived live before 24 did, and the socket dropped in between.
      const held = Array.from({ length: 25 }, (_, i) => message(25 - i)).filter((m) => m.id !== 24);
      const missed = Array.from({ length: 20 }, (_, i) => message(24 - i));
      const messages = vi
        .fn<ChatEndpoints['messages']>()
        .mockResolvedValueOnce(page(held))
        .mockResolvedValueOnce(page(missed));
      const { socket, store } = setup({ api: { messages } });
      socket.emit('connect');
      await settle();
      socket.emit('disconnect', 'transport close');
      socket.emit('connect');
      await settle();
      // The 21st newest held (25, 23, 22, …) is 4: everything newer is read again.
      expect(messages.mock.calls[1]?.[0]).toEqual({ query: { after: 4, limit: 100 } });
      const ids = selectMessages(store.getState()).map((m) => m.id);
      expect(ids).toEqual(Array.from({ length: 25 }, (_, i) => 25 - i));
    });
  });

  describe('new_message', () => {
    it('puts it at the front and counts it when off the chat screen', async () => {
      const { socket, store, api } = setup();
      socket.emit('new_message', message(1));
      socket.emit('new_message', message(2));
      expect(selectMessages(store.getState()).map((held) => held.id)).toEqual([2, 1]);
      expect(selectUnreadCount(store.getState())).toBe(2);
      expect(api.markRead).not.toHaveBeenCalled();
    });

    it('marks it read through the API when on the chat screen, without counting', async () => {
      const { socket, store, api } = setup();
      store.dispatch(chatScreenOpened());
      socket.emit('new_message', message(1));
      await settle();
      expect(api.markRead).toHaveBeenCalledWith({ body: { id: 1 } });
      expect(selectUnreadCount(store.getState())).toBe(0);
      expect(selectMessages(store.getState())[0]?.read_at).toBe('2026-01-02T00:00:00.000Z');
    });

    it('opens the error modal when marking read fails', async () => {
      const failure = new Error('offline');
      const { socket, store, deps } = setup({
        api: { markRead: vi.fn(() => Promise.reject(failure)) },
      });
      store.dispatch(chatScreenOpened());
      socket.emit('new_message', message(1));
      await settle();
      expect(deps.onError).toHaveBeenCalledWith(failure);
    });

    it('toasts and plays the sound for a message from admin', () => {
      const { socket, deps } = setup();
      socket.emit('new_message', message(1));
      expect(deps.toast).toHaveBeenCalledWith(NEW_ADMIN_MESSAGE_TEXT, 'info');
      expect(deps.playSound).toHaveBeenCalledTimes(1);
    });

    it('survives a sound the browser refuses to autoplay', async () => {
      const { socket, store, deps } = setup();
      deps.playSound.mockImplementation(() => Promise.reject(new Error('NotAllowedError')));
      socket.emit('new_message', message(1));
      await settle();
      expect(selectMessages(store.getState())).toHaveLength(1);
    });

    it("neither toasts nor counts the user's own message from another tab", () => {
      const { socket, store, deps } = setup();
      socket.emit('new_message', message(1, { sender: 'user', sender_name: 'Author' }));
      expect(deps.toast).not.toHaveBeenCalled();
      expect(selectUnreadCount(store.getState())).toBe(0);
    });

    it('ignores an invalid payload with a warning', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { socket, store } = setup();
      socket.emit('new_message', { id: 'x', body: 1 });
      expect(selectMessages(store.getState())).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(1);
    });
  });

  describe('other events', () => {
    it('online_admin replaces the flag', () => {
      const { socket, store } = setup();
      socket.emit('online_admin', true);
      expect(selectAdminOnline(store.getState())).toBe(true);
      socket.emit('online_admin', false);
      expect(selectAdminOnline(store.getState())).toBe(false);
    });

    it('read_message sets read_at on that message', () => {
      const { socket, store } = setup();
      socket.emit('new_message', message(1, { sender: 'user' }));
      socket.emit('new_message', message(2, { sender: 'user' }));
      socket.emit('read_message', 1);
      expect(selectMessages(store.getState()).map((held) => held.read_at !== null)).toEqual([
        false,
        true,
      ]);
    });

    // Held newest first: [own 4, admin 3, own 2, admin 1], the author's screen elsewhere.
    function mixedConversation() {
      const started = setup();
      started.socket.emit('new_message', message(1));
      started.socket.emit('new_message', message(2, { sender: 'user' }));
      started.socket.emit('new_message', message(3));
      started.socket.emit('new_message', message(4, { sender: 'user' }));
      return started;
    }
    const readState = (store: ReturnType<typeof setup>['store']) =>
      selectMessages(store.getState()).map((held) => [held.id, held.read_at !== null]);

    it("read_all_messages (the author's own read-all, echoed) marks the admin's messages only", () => {
      const { socket, store } = mixedConversation();
      expect(selectUnreadCount(store.getState())).toBe(2);
      socket.emit('read_all_messages');
      expect(readState(store)).toEqual([
        [4, false],
        [3, true],
        [2, false],
        [1, true],
      ]);
      expect(selectUnreadCount(store.getState())).toBe(0);
    });

    it("read_all_by_admin marks the author's own messages read, with the server's time", () => {
      const { socket, store } = mixedConversation();
      socket.emit('read_all_by_admin', { userId: 3, readAt: '2026-01-03T00:00:00.000Z' });
      expect(selectMessages(store.getState()).map((held) => [held.id, held.read_at])).toEqual([
        [4, '2026-01-03T00:00:00.000Z'],
        [3, null],
        [2, '2026-01-03T00:00:00.000Z'],
        [1, null],
      ]);
      // The admin's messages stay unread for the author, and counted.
      expect(selectUnreadCount(store.getState())).toBe(2);
    });

    it('ignores an invalid read_all_by_admin with a warning', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { socket, store } = mixedConversation();
      socket.emit('read_all_by_admin', { userId: 3 });
      expect(readState(store).every(([, read]) => read === false)).toBe(true);
      expect(warn).toHaveBeenCalledTimes(1);
    });

    it('deleted_message removes it', () => {
      const { socket, store } = setup();
      socket.emit('new_message', message(1));
      socket.emit('new_message', message(2));
      socket.emit('deleted_message', 1);
      expect(selectMessages(store.getState()).map((held) => held.id)).toEqual([2]);
    });

    it('deleted_chat empties the list, resets the counter, toasts and redirects after 1.5 s', async () => {
      const { socket, store, deps } = setup();
      socket.emit('new_message', message(1));
      socket.emit('deleted_chat');
      expect(selectMessages(store.getState())).toEqual([]);
      expect(selectUnreadCount(store.getState())).toBe(0);
      expect(selectChatDeleted(store.getState())).toBe(true);
      expect(deps.toast).toHaveBeenCalledWith(CHAT_DELETED_TOAST_TEXT, 'warn');
      await vi.advanceTimersByTimeAsync(CHAT_REDIRECT_DELAY_MS - 1);
      expect(deps.navigate).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(deps.navigate).toHaveBeenCalledWith('/panel');
      expect(CHAT_REDIRECT_DELAY_MS).toBe(1500);
    });
  });

  describe('screen actions', () => {
    it('marks everything read when the chat screen opens with unread messages', async () => {
      const { socket, store, api } = setup();
      socket.emit('new_message', message(1));
      store.dispatch(chatScreenOpened());
      await settle();
      expect(api.markAllRead).toHaveBeenCalledTimes(1);
      expect(selectUnreadCount(store.getState())).toBe(0);
    });

    it('appends an older page before the oldest id held', async () => {
      const messages = vi
        .fn<ChatEndpoints['messages']>()
        .mockResolvedValueOnce(page([message(1)], false));
      const { socket, store } = setup({ api: { messages } });
      socket.emit('new_message', message(3));
      store.dispatch(olderPageRequested());
      await settle();
      expect(messages).toHaveBeenCalledWith({ query: { before: 3, limit: 30 } });
      expect(selectMessages(store.getState()).map((held) => held.id)).toEqual([3, 1]);
    });

    it('sends optimistically: pending, then the server message', async () => {
      const { store, api } = setup();
      store.dispatch(messageSendRequested('Hello', 'client-50-0000'));
      expect(selectOutgoing(store.getState())[0]?.status).toBe('pending');
      await settle();
      expect(api.send).toHaveBeenCalledWith({
        body: { body: 'Hello', client_id: 'client-50-0000' },
      });
      expect(selectOutgoing(store.getState())).toEqual([]);
      expect(selectMessages(store.getState()).map((held) => held.id)).toEqual([50]);
    });

    it('marks a failed send and retries it with the same client id', async () => {
      const send = vi
        .fn<ChatEndpoints['send']>()
        .mockRejectedValueOnce(new Error('down'))
        .mockResolvedValueOnce(message(50, { sender: 'user' }));
      const { store } = setup({ api: { send } });
      store.dispatch(messageSendRequested('Hello', 'client-50-0000'));
      await settle();
      expect(selectOutgoing(store.getState())[0]?.status).toBe('failed');
      store.dispatch(messageSendRetried('client-50-0000'));
      await settle();
      expect(send.mock.calls.map(([input]) => input.body.client_id)).toEqual([
        'client-50-0000',
        'client-50-0000',
      ]);
      expect(selectOutgoing(store.getState())).toEqual([]);
    });

    it('fails a send that gets no answer in time, and takes the answer that comes late', async () => {
      let answer: (stored: ChatMessage) => void = () => {};
      const send = vi.fn<ChatEndpoints['send']>(() => new Promise((resolve) => (answer = resolve)));
      const { store } = setup({ api: { send } });
      store.dispatch(messageSendRequested('Hello', 'client-50-0000'));
      await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
      expect(selectOutgoing(store.getState())[0]?.status).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(selectOutgoing(store.getState())[0]?.status).toBe('failed');
      answer(message(50, { sender: 'user', client_id: 'client-50-0000' }));
      await settle();
      expect(selectOutgoing(store.getState())).toEqual([]);
      expect(selectMessages(store.getState()).map((held) => held.id)).toEqual([50]);
    });

    it('says why in the composer when the server refuses a send as too fast, until a send lands', async () => {
      const refusal = Object.assign(new Error('Slow down: 3 s.'), { status: 429 });
      const send = vi
        .fn<ChatEndpoints['send']>()
        .mockRejectedValueOnce(refusal)
        .mockRejectedValueOnce(Object.assign(new Error(''), { status: 429 }))
        .mockResolvedValueOnce(message(50, { sender: 'user' }));
      const { store } = setup({ api: { send } });
      store.dispatch(messageSendRequested('Hello', 'client-50-0000'));
      await settle();
      expect(selectOutgoing(store.getState())[0]?.status).toBe('failed');
      expect(selectSendNotice(store.getState())).toBe('Slow down: 3 s.');
      store.dispatch(messageSendRetried('client-50-0000'));
      await settle();
      expect(selectSendNotice(store.getState())).toBe(SEND_TOO_FAST_TEXT);
      store.dispatch(messageSendRetried('client-50-0000'));
      await settle();
      expect(selectSendNotice(store.getState())).toBeNull();
    });

    it('sends the ids of the files attached, and shows them while pending', async () => {
      const { store, api } = setup();
      const figure = {
        id: 7,
        name: 'figure.png',
        size: 68,
        mime_type: 'image/png',
        url: 'https://api.quire.test/api/chat/attachments/7',
      };
      store.dispatch(messageSendRequested('', 'client-51-0000', [figure]));
      expect(selectOutgoing(store.getState())[0]?.attachments).toEqual([figure]);
      await settle();
      expect(api.send).toHaveBeenCalledWith({
        body: { body: '', client_id: 'client-51-0000', attachment_ids: [7] },
      });
    });

    it('says why in the composer when the server refuses a file of the send (400)', async () => {
      const refusal = Object.assign(new Error('A file to send was not found.'), { status: 400 });
      const send = vi.fn<ChatEndpoints['send']>().mockRejectedValue(refusal);
      const { store } = setup({ api: { send } });
      store.dispatch(messageSendRequested('Hello', 'client-52-0000'));
      await settle();
      expect(selectOutgoing(store.getState())[0]?.status).toBe('failed');
      expect(selectSendNotice(store.getState())).toBe('A file to send was not found.');
    });

    it('shows no notice for a send that failed for another reason', async () => {
      const send = vi
        .fn<ChatEndpoints['send']>()
        .mockRejectedValue(Object.assign(new Error('Server error'), { status: 500 }));
      const { store } = setup({ api: { send } });
      store.dispatch(messageSendRequested('Hello', 'client-50-0000'));
      await settle();
      expect(selectOutgoing(store.getState())[0]?.status).toBe('failed');
      expect(selectSendNotice(store.getState())).toBeNull();
    });
  });

  describe('admin role', () => {
    it('feeds the inbox and presence instead of the user chat', () => {
      const { socket, store, deps } = setup({ role: 'admin' });
      store.dispatch(threadOpened(3));
      socket.emit('new_message', message(1, { sender: 'user' }));
      socket.emit('user_presence', { userId: 3, online: true });
      expect(selectThread(store.getState()).map((held) => held.id)).toEqual([1]);
      expect(selectPresence(store.getState())).toEqual({ 3: true });
      expect(selectMessages(store.getState())).toEqual([]);
      expect(deps.toast).not.toHaveBeenCalled();
    });
  });

  describe('admin role: read-alls', () => {
    const conversation = (userId: number, last: ChatMessage, unreadCount: number) => ({
      user: { id: userId, name: `User ${userId}`, email: `u${userId}@quire.test`, avatarUrl: null },
      lastMessage: last,
      unreadCount,
      online: true,
    });

    // An administrator's tab on the list: users 3 (2 unread) and 5 (1 unread).
    function inbox() {
      const started = setup({ role: 'admin' });
      started.store.dispatch(
        conversationsLoaded({
          conversations: [
            conversation(3, message(4), 2),
            conversation(5, message(9, { user_id: 5, sender: 'user' }), 1),
          ],
          page: 1,
          hasMore: false,
        }),
      );
      return started;
    }

    // User 3's thread open, newest first: [admin 4, user 3, admin 2, user 1].
    function inboxWithOpenThread() {
      const started = inbox();
      started.store.dispatch(threadOpened(3));
      started.store.dispatch(
        threadPageLoaded({
          messages: [
            message(4),
            message(3, { sender: 'user' }),
            message(2),
            message(1, { sender: 'user' }),
          ],
          hasMore: false,
        }),
      );
      return started;
    }
    const conversationOf = (store: ReturnType<typeof setup>['store'], userId: number) =>
      selectConversations(store.getState()).find((entry) => entry.user.id === userId);
    const threadReadState = (store: ReturnType<typeof setup>['store']) =>
      selectThread(store.getState()).map((held) => [held.id, held.read_at !== null]);
    const badges = (store: ReturnType<typeof setup>['store']) =>
      selectConversations(store.getState()).map((entry) => [entry.user.id, entry.unreadCount]);

    it("read_all_messages(userId): the user read the admins' messages, which turn Read", () => {
      const { socket, store } = inboxWithOpenThread();
      socket.emit('read_all_messages', 3);
      expect(threadReadState(store)).toEqual([
        [4, true],
        [3, false],
        [2, true],
        [1, false],
      ]);
      expect(conversationOf(store, 3)?.lastMessage?.read_at).not.toBeNull();
      // The user reading says nothing about what the administrators have read.
      expect(badges(store)).toEqual([
        [5, 1],
        [3, 0],
      ]);
    });

    it('read_all_messages of another conversation leaves the open thread as it was', () => {
      const { socket, store } = inboxWithOpenThread();
      socket.emit('read_all_messages', 5);
      expect(threadReadState(store).every(([, read]) => read === false)).toBe(true);
    });

    it("read_all_by_admin clears that conversation's badge in another admin's list", () => {
      const { socket, store } = inbox();
      socket.emit('read_all_by_admin', { userId: 5, readAt: '2026-01-03T00:00:00.000Z' });
      expect(badges(store)).toEqual([
        [5, 0],
        [3, 2],
      ]);
      expect(conversationOf(store, 5)?.lastMessage?.read_at).toBe('2026-01-03T00:00:00.000Z');
      // The last message of 3 is an admin's: an administrator's read-all does not touch it.
      socket.emit('read_all_by_admin', { userId: 3, readAt: '2026-01-03T00:00:00.000Z' });
      expect(conversationOf(store, 3)?.lastMessage?.read_at).toBeNull();
      expect(badges(store)).toEqual([
        [5, 0],
        [3, 0],
      ]);
    });

    it("read_all_by_admin in the open thread reads the user's messages, not the admins'", () => {
      const { socket, store } = inboxWithOpenThread();
      socket.emit('read_all_by_admin', { userId: 3, readAt: '2026-01-03T00:00:00.000Z' });
      expect(threadReadState(store)).toEqual([
        [4, false],
        [3, true],
        [2, false],
        [1, true],
      ]);
    });
  });

  describe('texts and redirect', () => {
    it('uses the texts and redirect path the app gives', async () => {
      // The deps of a standard setup, with other texts, on a store of their own.
      const { deps } = setup();
      const custom = {
        ...deps,
        texts: { ...deps.texts, chatDeleted: 'Conversation supprimée', redirectPath: '/fr/panel' },
      };
      const listener = createListenerMiddleware();
      const other = configureStore({
        reducer: combineReducers({
          chat: chatSlice.reducer,
          connection: connectionSlice.reducer,
          adminInbox: adminInboxSlice.reducer,
        }),
        middleware: (getDefault) => getDefault().prepend(listener.middleware),
      });
      const customSocket = new FakeSocket();
      addAuthorChatListeners(listener.startListening, {
        ...custom,
        socket: customSocket as unknown as ChatSocket,
      });
      other.dispatch(realtimeStarted());
      customSocket.emit('deleted_chat');
      await vi.advanceTimersByTimeAsync(CHAT_REDIRECT_DELAY_MS);
      expect(deps.toast).toHaveBeenCalledWith('Conversation supprimée', 'warn');
      expect(deps.navigate).toHaveBeenCalledWith('/fr/panel');
    });
  });
});
