import { EventEmitter } from 'node:events';
import type { ChatTypingSignal } from '@quire/contracts';
import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminInboxSlice, inboxMessageReceived, selectTypingUsers } from './admin-inbox-slice';
import { addAuthorChatListeners } from './chat-listeners';
import { chatSlice, messageReceived, selectAdminTyping } from './chat-slice';
import type { ChatSocket } from './chat-socket';
import { connectionSlice } from './connection-slice';
import { realtimeStarted } from './socket-session';
import {
  addTypingListeners,
  composerCleared,
  composerTyped,
  TYPING_EXPIRY_MS,
  TYPING_IDLE_MS,
  TYPING_REPEAT_MS,
} from './typing-listeners';

/** The network edge: `emit` from the test plays the server, `sent` records what the client said. */
class FakeSocket extends EventEmitter {
  connected = true;
  active = false;
  sent: ChatTypingSignal[] = [];
  connect() {
    this.active = true;
    return this;
  }
  disconnect() {
    this.active = false;
    return this;
  }
}

function setup() {
  const socket = new FakeSocket();
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: combineReducers({
      chat: chatSlice.reducer,
      connection: connectionSlice.reducer,
      adminInbox: adminInboxSlice.reducer,
    }),
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
  const client = {
    get connected() {
      return socket.connected;
    },
    emit: (_event: 'typing', signal: ChatTypingSignal) => {
      socket.sent.push(signal);
      return client;
    },
  } as unknown as ChatSocket;
  addTypingListeners(listener.startListening, { socket: client });
  addAuthorChatListeners(listener.startListening, {
    socket: socket as unknown as ChatSocket,
    api: {
      messages: vi.fn(async () => ({ data: [], meta: { hasMore: false, unreadCount: 0 } })),
      send: vi.fn(),
      markRead: vi.fn(),
      markAllRead: vi.fn(),
    },
    texts: { newAdminMessage: 'New message', chatDeleted: 'Chat deleted', redirectPath: '/panel' },
    toast: vi.fn(),
    playSound: vi.fn(),
    navigate: vi.fn(),
    onError: vi.fn(),
  });
  store.dispatch(realtimeStarted());
  return { socket, store };
}

const adminReply = {
  id: 9,
  user_id: 3,
  sender: 'admin' as const,
  sender_id: 1,
  sender_name: 'Admin',
  body: 'Here',
  client_id: 'client-9-0000',
  created_at: '2026-01-01T00:00:00.000Z',
  read_at: null,
  attachments: [],
};

describe('typing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('the reader typing', () => {
    it('announces typing once, then stopped after 4 s without a key', async () => {
      const { socket, store } = setup();
      store.dispatch(composerTyped());
      store.dispatch(composerTyped());
      await vi.advanceTimersByTimeAsync(TYPING_IDLE_MS - 100);
      store.dispatch(composerTyped());
      expect(socket.sent).toEqual([{ typing: true }]);
      await vi.advanceTimersByTimeAsync(TYPING_IDLE_MS);
      expect(socket.sent).toEqual([{ typing: true }, { typing: false }]);
    });

    it('repeats typing while the reader keeps typing, so the other side does not expire it', async () => {
      const { socket, store } = setup();
      for (let elapsed = 0; elapsed <= TYPING_REPEAT_MS; elapsed += 1000) {
        store.dispatch(composerTyped(7));
        await vi.advanceTimersByTimeAsync(1000);
      }
      expect(socket.sent).toEqual([
        { typing: true, userId: 7 },
        { typing: true, userId: 7 },
      ]);
    });

    it('says stopped at once on a send, and nothing more after the idle wait', async () => {
      const { socket, store } = setup();
      store.dispatch(composerTyped());
      store.dispatch(composerCleared());
      await vi.advanceTimersByTimeAsync(TYPING_IDLE_MS * 2);
      expect(socket.sent).toEqual([{ typing: true }, { typing: false }]);
    });

    it('stays silent while disconnected (signals are never queued)', async () => {
      const { socket, store } = setup();
      socket.connected = false;
      store.dispatch(composerTyped());
      await vi.advanceTimersByTimeAsync(TYPING_IDLE_MS * 2);
      expect(socket.sent).toEqual([]);
    });
  });

  describe('the other side typing', () => {
    it("shows the administrator's typing, cleared by their message", () => {
      const { socket, store } = setup();
      socket.emit('typing', { userId: 3, sender: 'admin', typing: true });
      expect(selectAdminTyping(store.getState())).toBe(true);
      store.dispatch(messageReceived(adminReply));
      expect(selectAdminTyping(store.getState())).toBe(false);
    });

    it("clears the administrator's typing after 30 s without news", async () => {
      const { socket, store } = setup();
      socket.emit('typing', { userId: 3, sender: 'admin', typing: true });
      await vi.advanceTimersByTimeAsync(TYPING_EXPIRY_MS - 1000);
      expect(selectAdminTyping(store.getState())).toBe(true);
      await vi.advanceTimersByTimeAsync(1000);
      expect(selectAdminTyping(store.getState())).toBe(false);
    });

    it("tracks users' typing per conversation, with their own expiry", async () => {
      const { socket, store } = setup();
      socket.emit('typing', { userId: 3, sender: 'user', typing: true });
      await vi.advanceTimersByTimeAsync(TYPING_EXPIRY_MS / 2);
      socket.emit('typing', { userId: 4, sender: 'user', typing: true });
      socket.emit('typing', { userId: 3, sender: 'user', typing: true });
      await vi.advanceTimersByTimeAsync(TYPING_EXPIRY_MS / 2 + 100);
      expect(selectTypingUsers(store.getState())).toEqual({ 3: true, 4: true });
      store.dispatch(inboxMessageReceived({ ...adminReply, id: 10, user_id: 4, sender: 'user' }));
      await vi.advanceTimersByTimeAsync(TYPING_EXPIRY_MS / 2);
      expect(selectTypingUsers(store.getState())).toEqual({});
    });

    it('drops a malformed typing event', () => {
      const { socket, store } = setup();
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      socket.emit('typing', { sender: 'admin', typing: 'yes' });
      expect(selectAdminTyping(store.getState())).toBe(false);
    });
  });
});
