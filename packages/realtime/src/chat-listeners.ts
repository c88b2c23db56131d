import {
  CHAT_PAGE_MAX,
  CHAT_PAGE_SIZE,
  type ChatHistory,
  type ChatMessage,
  type SendChatMessageBody,
  serverEventPayloadSchemas,
} from '@quire/contracts';
import { createAction, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import {
  inboxConversationDeleted,
  inboxMessageDeleted,
  inboxMessageRead,
  inboxMessageReceived,
  userPresenceChanged,
  userTypingChanged,
} from './admin-inbox-slice';
import {
  adminPresenceChanged,
  adminTypingChanged,
  allMessagesRead,
  type ChatState,
  chatDeleted,
  chatScreenOpened,
  firstPageLoaded,
  historyFailed,
  messageDeleted,
  messageRead,
  messageReceived,
  messageSendFailed,
  messageSendRefused,
  messageSendRequested,
  messageSendRetried,
  messageSent,
  messagesCaughtUp,
  olderPageLoaded,
  olderPageRequested,
  unreadCountIncremented,
  unreadCountSet,
} from './chat-slice';
import type { ChatSocket } from './chat-socket';
import {
  type ConnectionState,
  socketConnected,
  socketConnecting,
  socketDisconnected,
  socketStopped,
} from './connection-slice';

/** Where the user goes after an administrator deleted the chat. */
export const CHAT_REDIRECT_PATH = '/panel';
/** Delay before that redirect, in ms. */
export const CHAT_REDIRECT_DELAY_MS = 1500;
/** Toast for a new message from an administrator. */
export const NEW_ADMIN_MESSAGE_TEXT = 'You have a new message from admin';
/** Toast when an administrator deleted the chat. */
export const CHAT_DELETED_TOAST_TEXT = 'Chat deleted by Admin';

/** Starts the socket (dispatch once the session is known). */
export const realtimeStarted = createAction('realtime/started');
/** Stops the socket (sign-out). */
export const realtimeStopped = createAction('realtime/stopped');

/** The REST calls the listeners make (structurally `QuireApi['chat']` from `@quire/api-client`). */
export interface ChatEndpoints {
  messages(query?: { before?: number; after?: number; limit?: number }): Promise<ChatHistory>;
  send(body: SendChatMessageBody): Promise<ChatMessage>;
  /** Must be sent without the global loader. */
  markRead(id: number): Promise<{ id: number; read_at: string }>;
  markAllRead(): Promise<{ read_at: string; count: number }>;
}

/** The words and places the chat listeners use; each defaults to the product's own. */
export interface ChatListenerTexts {
  /** Toast for a new message from an administrator. */
  newAdminMessage: string;
  /** Toast when an administrator deleted the chat. */
  chatDeleted: string;
  /** Where the user goes after an administrator deleted the chat. */
  redirectPath: string;
}

/** The product's texts and redirect (the defaults of {@link ChatListenerTexts}). */
export const DEFAULT_CHAT_TEXTS: Readonly<ChatListenerTexts> = {
  newAdminMessage: NEW_ADMIN_MESSAGE_TEXT,
  chatDeleted: CHAT_DELETED_TOAST_TEXT,
  redirectPath: CHAT_REDIRECT_PATH,
};

/** What the chat listeners need from the app. */
export interface ChatListenerDeps {
  /** Texts and the redirect path, to translate or re-route them; the product's by default. */
  texts?: Partial<ChatListenerTexts>;
  /** The socket, made with `createChatSocket` (or a fake with on/off/connect/disconnect). */
  socket: ChatSocket;
  api: ChatEndpoints;
  /** `user` runs the spec's chat rules; `admin` feeds the inbox instead. */
  role: 'user' | 'admin';
  /** Shows a toast. */
  toast(message: string, severity: 'info' | 'warn'): void;
  /** Plays `notification.mp3`; may reject (autoplay rules), which is ignored. */
  playSound(): Promise<unknown> | undefined;
  /** Client-side navigation. */
  navigate(path: string): void;
  /** Opens the error modal. */
  onError(error: unknown): void;
}

/** The state the chat listeners read. */
export interface ChatRootState {
  chat: ChatState;
  connection: ConnectionState;
}

type Schemas = typeof serverEventPayloadSchemas;

// Types are not validation: a payload that does not match its schema is dropped, loudly.
function parsePayload<E extends keyof Schemas>(
  event: E,
  payload: unknown,
): ReturnType<Schemas[E]['parse']> | undefined {
  const result = serverEventPayloadSchemas[event].safeParse(payload);
  if (result.success) return result.data as ReturnType<Schemas[E]['parse']>;
  console.warn(`Ignored an invalid ${event} payload`, result.error.message);
  return undefined;
}

const newestIdOf = (messages: ChatMessage[]) =>
  messages.reduce((newest, message) => Math.max(newest, message.id), 0);

/** Said in the composer when the server refuses a send as too fast and gives no message. */
export const SEND_TOO_FAST_TEXT = 'You are sending messages too fast. Please wait a moment.';

/** The composer's notice for a 429 answer to a send (the server's own words when it gave some). */
export function refusalNotice(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, message } = error as { status?: unknown; message?: unknown };
  if (status !== 429) return null;
  return typeof message === 'string' && message.trim() !== '' ? message : SEND_TOO_FAST_TEXT;
}

/** How many of the newest held messages a catch-up reads again. */
export const CATCH_UP_OVERLAP = 20;

/**
 * Where a catch-up starts, given the held messages newest first. Ids come from one sequence but
 * can arrive out of id order (two API nodes storing at once, a node that stored a message and died
 * before publishing it), so a cursor at the newest held id could skip an older message that was
 * still in flight when the socket dropped. Starting `CATCH_UP_OVERLAP` messages back re-reads a
 * small overlap, which ids dedupe.
 */
export function catchUpCursor(newestFirst: ChatMessage[]): number {
  return newestFirst[Math.min(CATCH_UP_OVERLAP, newestFirst.length - 1)]?.id ?? 0;
}

/**
 * Registers the chat listeners on a listener middleware: on `realtimeStarted` they attach the
 * socket's handlers, connect and catch up after every (re)connect; the spec's rules follow the
 * events. Returns the teardown (handlers off, socket disconnected, timers cancelled).
 * @example
 * const stop = addChatListeners(listener.startListening, { socket, api, role, toast, … });
 * store.dispatch(realtimeStarted());
 */
export function addChatListeners(
  startListening: ListenerMiddlewareInstance['startListening'],
  deps: ChatListenerDeps,
): () => void {
  const listen = startListening.withTypes<ChatRootState>();
  const { socket, api } = deps;
  const texts = { ...DEFAULT_CHAT_TEXTS, ...deps.texts };
  const now = () => new Date().toISOString();
  const unsubscribers = [
    listen({
      actionCreator: realtimeStarted,
      effect: async (_action, listenerApi) => {
        // One connection at a time: a second start replaces the first.
        listenerApi.cancelActiveListeners();
        const { dispatch, getState } = listenerApi;

        function markRead(id: number) {
          api.markRead(id).then(
            (result) => dispatch(messageRead({ id, readAt: result.read_at })),
            (error: unknown) => deps.onError(error),
          );
        }

        async function catchUp() {
          const held = getState().chat.data;
          if (held.length === 0) {
            const page = await api.messages({ limit: CHAT_PAGE_SIZE });
            dispatch(
              firstPageLoaded({
                messages: page.data,
                hasMore: page.meta.hasMore,
                unreadCount: page.meta.unreadCount,
              }),
            );
          } else {
            // Newer pages until none are left: ids dedupe the overlap and whatever live events
            // already brought.
            let after = catchUpCursor(held);
            for (;;) {
              const page = await api.messages({ after, limit: CHAT_PAGE_MAX });
              dispatch(
                messagesCaughtUp({ messages: page.data, unreadCount: page.meta.unreadCount }),
              );
              const newest = newestIdOf(page.data);
              if (!page.meta.hasMore || newest <= after) break;
              after = newest;
            }
          }
          if (getState().chat.onChatScreen && getState().chat.unReadCount > 0) {
            await api.markAllRead();
            dispatch(unreadCountSet(0));
          }
        }

        function onConnect() {
          dispatch(socketConnected());
          if (deps.role !== 'user') return;
          catchUp().catch((error: unknown) => {
            // The next reconnect catches up again; the screen shows the failed state meanwhile.
            dispatch(historyFailed());
            console.warn('Chat catch-up failed', error);
          });
        }
        function onDisconnect() {
          dispatch(socketDisconnected({ willReconnect: socket.active }));
        }
        function onConnectError() {
          dispatch(socketDisconnected({ willReconnect: socket.active }));
        }
        function onNewMessage(payload: unknown) {
          const message = parsePayload('new_message', payload);
          if (!message) return;
          if (deps.role === 'admin') {
            dispatch(inboxMessageReceived(message));
            return;
          }
          const known = getState().chat.data.some((held) => held.id === message.id);
          dispatch(messageReceived(message));
          if (known || message.sender !== 'admin') return;
          deps.toast(texts.newAdminMessage, 'info');
          deps.playSound()?.catch(() => {
            // Browsers refuse sound before the first user gesture; the toast still tells.
          });
          if (getState().chat.onChatScreen) markRead(message.id);
          else dispatch(unreadCountIncremented());
        }
        function onReadMessage(payload: unknown) {
          const id = parsePayload('read_message', payload);
          if (id === undefined) return;
          const read = { id, readAt: now() };
          dispatch(deps.role === 'admin' ? inboxMessageRead(read) : messageRead(read));
        }
        function onReadAll() {
          if (deps.role === 'user') dispatch(allMessagesRead({ readAt: now() }));
        }
        function onOnlineAdmin(payload: unknown) {
          const online = parsePayload('online_admin', payload);
          if (online !== undefined) dispatch(adminPresenceChanged(online));
        }
        function onDeletedMessage(payload: unknown) {
          const id = parsePayload('deleted_message', payload);
          if (id === undefined) return;
          dispatch(deps.role === 'admin' ? inboxMessageDeleted(id) : messageDeleted(id));
        }
        function onDeletedChat(payload?: unknown) {
          if (deps.role === 'user') {
            dispatch(chatDeleted());
            return;
          }
          // Administrators may hear which conversation went (the spec's event has no payload).
          if (typeof payload === 'number') dispatch(inboxConversationDeleted(payload));
        }
        function onTyping(payload: unknown) {
          const signal = parsePayload('typing', payload);
          if (!signal) return;
          // The sender says whose typing it is: administrators' typing is news to the user,
          // users' typing is news to the inbox.
          if (signal.sender === 'admin') dispatch(adminTypingChanged(signal.typing));
          else dispatch(userTypingChanged({ userId: signal.userId, typing: signal.typing }));
        }
        function onUserPresence(payload: unknown) {
          const presence = parsePayload('user_presence', payload);
          if (presence) dispatch(userPresenceChanged(presence));
        }

        socket.on('connect', onConnect);
        socket.on('disconnect', onDisconnect);
        socket.on('connect_error', onConnectError);
        socket.on('new_message', onNewMessage);
        socket.on('read_message', onReadMessage);
        socket.on('read_all_messages', onReadAll);
        socket.on('online_admin', onOnlineAdmin);
        socket.on('deleted_message', onDeletedMessage);
        socket.on('deleted_chat', onDeletedChat);
        socket.on('user_presence', onUserPresence);
        socket.on('typing', onTyping);
        dispatch(socketConnecting());
        socket.connect();
        try {
          await listenerApi.condition(realtimeStopped.match);
        } finally {
          socket.off('connect', onConnect);
          socket.off('disconnect', onDisconnect);
          socket.off('connect_error', onConnectError);
          socket.off('new_message', onNewMessage);
          socket.off('read_message', onReadMessage);
          socket.off('read_all_messages', onReadAll);
          socket.off('online_admin', onOnlineAdmin);
          socket.off('deleted_message', onDeletedMessage);
          socket.off('deleted_chat', onDeletedChat);
          socket.off('user_presence', onUserPresence);
          socket.off('typing', onTyping);
          socket.disconnect();
          dispatch(socketStopped());
        }
      },
    }),

    listen({
      actionCreator: chatDeleted,
      effect: async (_action, listenerApi) => {
        listenerApi.cancelActiveListeners();
        deps.toast(texts.chatDeleted, 'warn');
        await listenerApi.delay(CHAT_REDIRECT_DELAY_MS);
        deps.navigate(texts.redirectPath);
      },
    }),

    listen({
      actionCreator: chatScreenOpened,
      effect: async (_action, listenerApi) => {
        if (listenerApi.getState().chat.unReadCount === 0) return;
        try {
          await api.markAllRead();
          listenerApi.dispatch(unreadCountSet(0));
        } catch (error) {
          deps.onError(error);
        }
      },
    }),

    listen({
      actionCreator: olderPageRequested,
      effect: async (_action, listenerApi) => {
        const oldest = listenerApi.getState().chat.data.at(-1)?.id;
        try {
          const page = await api.messages(
            oldest === undefined
              ? { limit: CHAT_PAGE_SIZE }
              : { before: oldest, limit: CHAT_PAGE_SIZE },
          );
          listenerApi.dispatch(
            olderPageLoaded({ messages: page.data, hasMore: page.meta.hasMore }),
          );
        } catch (error) {
          listenerApi.dispatch(historyFailed());
          deps.onError(error);
        }
      },
    }),

    listen({
      predicate: (action) => messageSendRequested.match(action) || messageSendRetried.match(action),
      effect: async (action, listenerApi) => {
        const clientId = messageSendRequested.match(action)
          ? action.payload.client_id
          : (action.payload as string);
        const entry = listenerApi
          .getState()
          .chat.outgoing.find((candidate) => candidate.client_id === clientId);
        if (!entry) return;
        try {
          const message = await api.send({ body: entry.body, client_id: entry.client_id });
          listenerApi.dispatch(messageSent(message));
        } catch (error) {
          // The message stays in the list as failed, with a retry that reuses its client id; a
          // refusal the reader can act on ("too fast") is said in the composer too.
          const notice = refusalNotice(error);
          listenerApi.dispatch(
            notice ? messageSendRefused({ clientId, notice }) : messageSendFailed(clientId),
          );
        }
      },
    }),
  ];

  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe({ cancelActive: true });
  };
}
