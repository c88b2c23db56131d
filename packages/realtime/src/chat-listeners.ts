import {
  CHAT_PAGE_MAX,
  CHAT_PAGE_SIZE,
  type ChatHistory,
  type ChatMessage,
  type SendChatMessageBody,
} from '@quire/contracts';
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { catchUpCursor } from './catch-up';
import {
  adminPresenceChanged,
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
  selectMessages,
  selectOldestId,
  unreadCountIncremented,
  unreadCountSet,
} from './chat-slice';
import type { ChatSocket } from './chat-socket';
import type { ConnectionState } from './connection-slice';
import { parsePayload } from './parse-payload';
import { addSendListener, sendBody } from './send-listener';
import { addSocketSession, type RoleHandlers, type StoreAccess } from './socket-session';
import { allTeardowns, cancellingTeardown } from './teardown';
import { typingEvents } from './typing-listeners';

/** Delay between 'Chat deleted by Admin' and the redirect, in ms. */
export const CHAT_REDIRECT_DELAY_MS = 1500;

/**
 * The REST calls the listeners make: structurally `QuireApi['chat']` from `@quire/api-client`,
 * the calls declared in `@quire/contracts` (`chatEndpoints`).
 */
export interface ChatEndpoints {
  messages(input?: {
    query?: { before?: number; after?: number; limit?: number };
  }): Promise<ChatHistory>;
  send(input: { body: SendChatMessageBody }): Promise<ChatMessage>;
  /** Must be sent without the global loader (declared as a background call). */
  markRead(input: { body: { id: number } }): Promise<{ id: number; read_at: string }>;
  markAllRead(): Promise<{ read_at: string; count: number }>;
}

/**
 * The words and places of the author's chat. They belong to the site (its configuration), so
 * this package has none of its own: the app passes them in.
 */
export interface ChatListenerTexts {
  /** Toast for a new message from an administrator. */
  newAdminMessage: string;
  /** Toast when an administrator deleted the chat. */
  chatDeleted: string;
  /** Where the author goes {@link CHAT_REDIRECT_DELAY_MS} after an administrator deleted the chat. */
  redirectPath: string;
}

/** What the author's chat listeners need from the app. */
export interface AuthorChatDeps {
  /** The socket, made with `createChatSocket` (or a fake with on/off/connect/disconnect). */
  socket: ChatSocket;
  api: ChatEndpoints;
  /** Toast texts and the redirect path, from the site's configuration. */
  texts: ChatListenerTexts;
  /** Shows a toast. */
  toast(message: string, severity: 'info' | 'warn'): void;
  /** Plays the site's notification sound; may reject (autoplay rules), which is ignored. */
  playSound(): Promise<unknown> | undefined;
  /** Client-side navigation. */
  navigate(path: string): void;
  /** Opens the error modal. */
  onError(error: unknown): void;
}

/** The state the author's chat listeners read. */
export interface ChatRootState {
  chat: ChatState;
  connection: ConnectionState;
}

const newestIdOf = (messages: ChatMessage[]) =>
  messages.reduce((newest, message) => Math.max(newest, message.id), 0);

/** The author's side of the connection: catch up after each (re)connect, then follow events. */
function authorHandlers(deps: AuthorChatDeps, store: StoreAccess<ChatRootState>): RoleHandlers {
  const { api } = deps;
  const { dispatch, getState } = store;
  const now = () => new Date().toISOString();

  function markRead(id: number) {
    api.markRead({ body: { id } }).then(
      (result) => dispatch(messageRead({ id, readAt: result.read_at })),
      (error: unknown) => deps.onError(error),
    );
  }

  async function catchUp() {
    const held = selectMessages(getState());
    if (held.length === 0) {
      const page = await api.messages({ query: { limit: CHAT_PAGE_SIZE } });
      dispatch(
        firstPageLoaded({
          messages: page.data,
          hasMore: page.meta.hasMore,
          unreadCount: page.meta.unreadCount,
        }),
      );
    } else {
      // Newer pages until none are left: ids dedupe the overlap and whatever live events brought.
      let after = catchUpCursor(held);
      for (;;) {
        const page = await api.messages({ query: { after, limit: CHAT_PAGE_MAX } });
        dispatch(messagesCaughtUp({ messages: page.data, unreadCount: page.meta.unreadCount }));
        const newest = newestIdOf(page.data);
        if (!page.meta.hasMore || newest <= after) break;
        after = newest;
      }
    }
    const { onChatScreen, unReadCount } = getState().chat;
    if (onChatScreen && unReadCount > 0) {
      await api.markAllRead();
      dispatch(unreadCountSet(0));
    }
  }

  return {
    onConnect() {
      catchUp().catch((error: unknown) => {
        // The next reconnect catches up again; the screen shows the failed state meanwhile.
        dispatch(historyFailed());
        console.warn('Chat catch-up failed', error);
      });
    },
    events: {
      new_message(payload) {
        const message = parsePayload('new_message', payload);
        if (!message) return;
        const known = getState().chat.data.entities[message.id] !== undefined;
        dispatch(messageReceived(message));
        if (known || message.sender !== 'admin') return;
        deps.toast(deps.texts.newAdminMessage, 'info');
        deps.playSound()?.catch(() => {
          // Browsers refuse sound before the first user gesture; the toast still tells.
        });
        if (getState().chat.onChatScreen) markRead(message.id);
        else dispatch(unreadCountIncremented());
      },
      read_message(payload) {
        const id = parsePayload('read_message', payload);
        if (id !== undefined) dispatch(messageRead({ id, readAt: now() }));
      },
      read_all_messages() {
        // The user read everything in another tab: the administrators' messages, not their own.
        dispatch(allMessagesRead({ reader: 'user', readAt: now() }));
      },
      read_all_by_admin(payload) {
        const read = parsePayload('read_all_by_admin', payload);
        if (read) dispatch(allMessagesRead({ reader: 'admin', readAt: read.readAt }));
      },
      online_admin(payload) {
        const online = parsePayload('online_admin', payload);
        if (online !== undefined) dispatch(adminPresenceChanged(online));
      },
      deleted_message(payload) {
        const id = parsePayload('deleted_message', payload);
        if (id !== undefined) dispatch(messageDeleted(id));
      },
      deleted_chat() {
        dispatch(chatDeleted());
      },
      ...typingEvents(dispatch),
    },
  };
}

/**
 * Registers the author's chat on a listener middleware: on `realtimeStarted` the socket connects
 * and catches up after every (re)connect, and the chat's rules follow the events (toast and sound
 * for an administrator's message, counted off the chat screen, marked read on it; a deleted chat
 * toasts and redirects after {@link CHAT_REDIRECT_DELAY_MS}). Returns the teardown.
 * @example
 * const stop = addAuthorChatListeners(listener.startListening, { socket, api, texts, toast, … });
 * store.dispatch(realtimeStarted());
 */
export function addAuthorChatListeners(
  startListening: ListenerMiddlewareInstance['startListening'],
  deps: AuthorChatDeps,
): () => void {
  const listen = startListening.withTypes<ChatRootState>();
  // Each listener's teardown also cancels its effect in flight (a pending redirect, say).
  const stop = cancellingTeardown;
  const { api } = deps;
  const teardowns = [
    addSocketSession<ChatRootState>(startListening, deps.socket, (store) =>
      authorHandlers(deps, store),
    ),

    stop(
      listen({
        actionCreator: chatDeleted,
        effect: async (_action, listenerApi) => {
          listenerApi.cancelActiveListeners();
          deps.toast(deps.texts.chatDeleted, 'warn');
          await listenerApi.delay(CHAT_REDIRECT_DELAY_MS);
          deps.navigate(deps.texts.redirectPath);
        },
      }),
    ),

    stop(
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
    ),

    stop(
      listen({
        actionCreator: olderPageRequested,
        effect: async (_action, listenerApi) => {
          const oldest = selectOldestId(listenerApi.getState());
          try {
            const page = await api.messages({
              query:
                oldest === null
                  ? { limit: CHAT_PAGE_SIZE }
                  : { before: oldest, limit: CHAT_PAGE_SIZE },
            });
            listenerApi.dispatch(
              olderPageLoaded({ messages: page.data, hasMore: page.meta.hasMore }),
            );
          } catch (error) {
            listenerApi.dispatch(historyFailed());
            deps.onError(error);
          }
        },
      }),
    ),

    // The message stays in the list as failed, with a retry that reuses its client id; a
    // refusal the reader can act on ("too fast") is said in the composer too.
    addSendListener<ChatRootState, ChatState['outgoing'][number]>(startListening, {
      requested: messageSendRequested,
      retried: messageSendRetried,
      entry: (state, clientId) =>
        state.chat.outgoing.find((candidate) => candidate.client_id === clientId),
      send: (entry) => api.send({ body: sendBody(entry) }),
      sent: (message) => [messageSent(message)],
      failed: (clientId, notice) =>
        notice ? messageSendRefused({ clientId, notice }) : messageSendFailed(clientId),
    }),
  ];
  return allTeardowns(teardowns);
}
