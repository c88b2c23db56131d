import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ChatHistory,
  ChatMessage,
  ClientToServerEvents,
  ServerToClientEvents,
} from '@quire/contracts';
import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { Server } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addAuthorChatListeners } from './chat-listeners';
import { chatSlice, selectMessages } from './chat-slice';
import { chatSocketOptions, createChatSocket } from './chat-socket';
import { connectionSlice, selectConnectionStatus } from './connection-slice';
import { realtimeStarted } from './socket-session';

function message(id: number): ChatMessage {
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
  };
}

describe('createChatSocket', () => {
  it('uses the reconnection, timeout and transport options of the chat connection', () => {
    expect(chatSocketOptions()).toEqual({
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
      timeout: 20000,
      transports: ['polling', 'websocket'],
      path: '/socket.io',
      withCredentials: true,
      autoConnect: false,
    });
  });

  it('adds webtransport only where the runtime has WebTransport', () => {
    vi.stubGlobal('WebTransport', class {});
    try {
      expect(chatSocketOptions().transports).toEqual(['polling', 'websocket', 'webtransport']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends a ticket in the handshake auth when given one', () => {
    expect(chatSocketOptions('t-1').auth).toEqual({ ticket: 't-1' });
  });
});

describe('against a real socket.io server', () => {
  let http: HttpServer;
  let io: Server<ClientToServerEvents, ServerToClientEvents>;
  let url: string;
  // The database: what the REST catch-up reads.
  let stored: ChatMessage[];
  let handshakes: Record<string, unknown>[];

  beforeEach(async () => {
    stored = [];
    handshakes = [];
    http = createServer();
    io = new Server(http, { path: '/socket.io' });
    io.on('connection', (socket) => {
      handshakes.push(socket.handshake.auth);
      socket.emit('online_admin', true);
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await io.close();
  });

  // REST catch-up over the same data the server emits from (newest first, `after` cursor).
  const api = {
    messages: async ({ query = {} }: { query?: { after?: number; limit?: number } } = {}) => {
      const { after = 0, limit = 30 } = query;
      const newer = stored.filter((held) => held.id > after).sort((a, b) => a.id - b.id);
      const data = newer.slice(0, limit).reverse();
      return { data, meta: { hasMore: newer.length > limit, unreadCount: 0 } } as ChatHistory;
    },
    send: async () => message(99),
    markRead: async ({ body }: { body: { id: number } }) => ({
      id: body.id,
      read_at: '2026-01-02T00:00:00.000Z',
    }),
    markAllRead: async () => ({ read_at: '2026-01-02T00:00:00.000Z', count: 0 }),
  };

  it('reconnects by itself and catches up on what it missed, without duplicates', async () => {
    const socket = createChatSocket({ url, ticket: 'ticket-1' });
    expect(socket.io.reconnectionDelay()).toBe(1000);
    expect(socket.io.reconnectionDelayMax()).toBe(5000);
    expect(socket.io.randomizationFactor()).toBe(0.5);
    expect(socket.io.reconnectionAttempts()).toBe(Number.POSITIVE_INFINITY);
    expect(socket.io.timeout()).toBe(20000);

    const listener = createListenerMiddleware();
    const store = configureStore({
      reducer: combineReducers({ chat: chatSlice.reducer, connection: connectionSlice.reducer }),
      middleware: (getDefault) => getDefault().prepend(listener.middleware),
    });
    const stop = addAuthorChatListeners(listener.startListening, {
      socket,
      api,
      texts: {
        newAdminMessage: 'New message',
        chatDeleted: 'Chat deleted',
        redirectPath: '/panel',
      },
      toast: () => {},
      playSound: () => undefined,
      navigate: () => {},
      onError: () => {},
    });
    try {
      stored.push(message(1));
      store.dispatch(realtimeStarted());
      await vi.waitFor(() => expect(selectMessages(store.getState())).toHaveLength(1));
      expect(handshakes).toEqual([{ ticket: 'ticket-1' }]);

      // Live delivery.
      stored.push(message(2));
      io.emit('new_message', message(2));
      await vi.waitFor(() => expect(selectMessages(store.getState())).toHaveLength(2));

      // The network drops (not a deliberate server disconnect, so the client retries).
      for (const [, serverSocket] of io.sockets.sockets) serverSocket.conn.close();
      await vi.waitFor(() => expect(selectConnectionStatus(store.getState())).toBe('reconnecting'));
      // Messages sent while the user was away reach only the database.
      stored.push(message(3), message(4));

      await vi.waitFor(
        () => expect(selectMessages(store.getState()).map((held) => held.id)).toEqual([4, 3, 2, 1]),
        { timeout: 8000, interval: 50 },
      );
      expect(selectConnectionStatus(store.getState())).toBe('connected');
      expect(handshakes).toHaveLength(2);
    } finally {
      stop();
      await vi.waitFor(() => expect(socket.connected).toBe(false));
    }
  }, 15_000);
});
