import {
  CHAT_PAGE_MAX,
  CHAT_PAGE_SIZE,
  type ChatConversation,
  type ChatHistory,
  type ChatMessage,
  type PageMeta,
  type SendChatMessageBody,
} from '@quire/contracts';
import { createAction, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import {
  type AdminInboxState,
  conversationsFailed,
  conversationsLoaded,
  conversationsRequested,
  type InboxOutgoingMessage,
  inboxConversationDeleted,
  inboxConversationRead,
  inboxMessageDeleted,
  inboxMessageRead,
  inboxMessageReceived,
  inboxOpened,
  inboxQueryChanged,
  inboxSendFailed,
  inboxSendRequested,
  inboxSendRetried,
  inboxSendSucceeded,
  moreConversationsRequested,
  olderThreadPageRequested,
  selectThread,
  threadCaughtUp,
  threadLoadFailed,
  threadOpened,
  threadPageFailed,
  threadPageLoaded,
  userPresenceChanged,
} from './admin-inbox-slice';
import { catchUpCursor } from './catch-up';
import type { ChatSocket } from './chat-socket';
import { type ConnectionState, socketConnected } from './connection-slice';
import { parsePayload } from './parse-payload';
import { addSendListener, sendBody } from './send-listener';
import { addSocketSession, type RoleHandlers, type StoreAccess } from './socket-session';
import { allTeardowns, cancellingTeardown } from './teardown';
import { typingEvents } from './typing-listeners';

/** One conversation, as the inbox's calls name it. */
interface ConversationParams {
  params: { userId: number };
}

/**
 * The REST calls the inbox listeners make: structurally `QuireApi['adminChat']`, the calls
 * declared in `@quire/contracts` (`adminChatEndpoints`).
 */
export interface InboxEndpoints {
  conversations(input: {
    query: { page: number; perPage: number; q?: string; unread?: boolean };
  }): Promise<{ data: ChatConversation[]; meta?: PageMeta }>;
  messages(
    input: ConversationParams & { query?: { before?: number; after?: number; limit?: number } },
  ): Promise<ChatHistory>;
  send(input: ConversationParams & { body: SendChatMessageBody }): Promise<ChatMessage>;
  /** Must be sent without the global loader (declared as a background call). */
  markRead(input: ConversationParams & { body: { id: number } }): Promise<unknown>;
  markAllRead(input: ConversationParams): Promise<unknown>;
  deleteMessage(input: { params: { id: number } }): Promise<unknown>;
  deleteConversation(input: ConversationParams): Promise<unknown>;
}

/** What the inbox's listeners need: the API, and the app's error modal and navigation. */
export interface InboxListenerDeps {
  api: InboxEndpoints;
  /** Opens the error modal. */
  onError(error: unknown): void;
  /** Client-side navigation. */
  navigate(path: string): void;
  /** Where an administrator lands after deleting the open conversation (the inbox's list). */
  inboxPath: string;
}

/** What the administrators' side of the connection needs. */
export interface AdminChatDeps extends InboxListenerDeps {
  /** The socket, made with `createChatSocket` (or a fake with on/off/connect/disconnect). */
  socket: ChatSocket;
}

/** The state the inbox listeners read. */
export interface InboxRootState {
  adminInbox: AdminInboxState;
  connection: ConnectionState;
}

/** The administrators' side of the connection: every event feeds the inbox. */
function adminHandlers(store: StoreAccess<InboxRootState>): RoleHandlers {
  const { dispatch } = store;
  const now = () => new Date().toISOString();
  return {
    events: {
      new_message(payload) {
        const message = parsePayload('new_message', payload);
        if (message) dispatch(inboxMessageReceived(message));
      },
      read_message(payload) {
        const id = parsePayload('read_message', payload);
        if (id !== undefined) dispatch(inboxMessageRead({ id, readAt: now() }));
      },
      read_all_messages(payload) {
        // Administrators hear whose conversation it was: that user read the administrators'.
        const userId = parsePayload('read_all_messages', payload);
        if (userId !== undefined) {
          dispatch(inboxConversationRead({ userId, reader: 'user', readAt: now() }));
        }
      },
      read_all_by_admin(payload) {
        // Another administrator (or this one, in another tab) read the user's messages.
        const read = parsePayload('read_all_by_admin', payload);
        if (read) dispatch(inboxConversationRead({ ...read, reader: 'admin' }));
      },
      deleted_message(payload) {
        const id = parsePayload('deleted_message', payload);
        if (id !== undefined) dispatch(inboxMessageDeleted(id));
      },
      deleted_chat(payload) {
        // Administrators may hear which conversation went (the authors' event has no payload).
        if (typeof payload === 'number') dispatch(inboxConversationDeleted(payload));
      },
      user_presence(payload) {
        const presence = parsePayload('user_presence', payload);
        if (presence) dispatch(userPresenceChanged(presence));
      },
      ...typingEvents(dispatch),
    },
  };
}

/** Conversations the inbox asks for at once (the API's page maximum). */
export const INBOX_PAGE_SIZE = 100;
/** Pause after the last key before a search asks the API, in ms. */
export const INBOX_SEARCH_DELAY_MS = 250;

/** An administrator asked to delete one message (from its actions menu). */
export const inboxMessageDeleteRequested = createAction<number>(
  'adminInbox/messageDeleteRequested',
);
/** An administrator confirmed deleting a user's whole conversation. */
export const inboxConversationDeleteRequested = createAction<number>(
  'adminInbox/conversationDeleteRequested',
);

const conversationsQuery = (state: InboxRootState, page: number) => {
  const { words, unreadOnly } = state.adminInbox.query;
  return {
    page,
    perPage: INBOX_PAGE_SIZE,
    q: words.trim() || undefined,
    unread: unreadOnly || undefined,
  };
};

/** Whether another page exists after the one answered (older APIs answer without `meta`). */
const hasMorePages = (meta: PageMeta | undefined) =>
  meta !== undefined && meta.page < meta.lastPage;

/**
 * Registers the administrators' side of the connection: on `realtimeStarted` the socket connects
 * and its events feed the inbox (messages, reads, deletions, presence, typing), and the inbox's
 * own listeners load what its screens show ({@link addInboxListeners}). Returns the teardown.
 * @example
 * const stop = addAdminChatListeners(listener.startListening, { socket, api, onError, navigate, inboxPath });
 */
export function addAdminChatListeners(
  startListening: ListenerMiddlewareInstance['startListening'],
  deps: AdminChatDeps,
): () => void {
  const teardowns = [
    addSocketSession<InboxRootState>(startListening, deps.socket, adminHandlers),
    addInboxListeners(startListening, deps),
  ];
  return allTeardowns(teardowns);
}

/**
 * The inbox's data, loaded by listeners rather than by its screens: the conversation list (on
 * opening, on each search or filter change after a pause, page after page, again after every
 * reconnect and when a conversation it lacks speaks), the open thread (its newest page, older
 * pages on request, a catch-up after a reconnect; read as it shows), deletions, and the
 * optimistic replies (sent under their client id, so a retry stores one message; kept as failed
 * with Retry, with the server's words in the composer when it refused the pace). Needs no
 * socket, so stories run it over an in-memory API. Returns the teardown.
 */
export function addInboxListeners(
  startListening: ListenerMiddlewareInstance['startListening'],
  deps: InboxListenerDeps,
): () => void {
  const listen = startListening.withTypes<InboxRootState>();
  const stop = cancellingTeardown;
  const { api } = deps;
  const inbox = (state: InboxRootState) => state.adminInbox;
  /** A page of the list the state's query describes, as the action that shows it. */
  const loadConversations = async (state: InboxRootState, page: number) => {
    const list = await api.conversations({ query: conversationsQuery(state, page) });
    return conversationsLoaded({
      conversations: list.data,
      page,
      hasMore: hasMorePages(list.meta),
    });
  };

  const teardowns = [
    // The first page, latest request wins: a newer query cancels the one in flight.
    stop(
      listen({
        predicate: (action, state, previous) =>
          inbox(state).inboxOpen &&
          (inboxOpened.match(action) ||
            inboxQueryChanged.match(action) ||
            socketConnected.match(action) ||
            inbox(state).unlistedArrivals !== inbox(previous).unlistedArrivals),
        effect: async (action, listenerApi) => {
          listenerApi.cancelActiveListeners();
          const typing = inboxQueryChanged.match(action) && action.payload.words.trim() !== '';
          if (typing) await listenerApi.delay(INBOX_SEARCH_DELAY_MS);
          listenerApi.dispatch(conversationsRequested());
          try {
            listenerApi.dispatch(
              await listenerApi.pause(loadConversations(listenerApi.getState(), 1)),
            );
          } catch (error) {
            if (listenerApi.signal.aborted) return;
            listenerApi.dispatch(conversationsFailed());
            deps.onError(error);
          }
        },
      }),
    ),

    stop(
      listen({
        actionCreator: moreConversationsRequested,
        effect: async (_action, listenerApi) => {
          const state = listenerApi.getState();
          if (!inbox(state).listLoadingMore) return;
          try {
            listenerApi.dispatch(await loadConversations(state, inbox(state).listPage + 1));
          } catch (error) {
            listenerApi.dispatch(conversationsFailed());
            deps.onError(error);
          }
        },
      }),
    ),

    // The newest page of the thread opened; what the user wrote is read by opening it.
    stop(
      listen({
        actionCreator: threadOpened,
        effect: async (action, listenerApi) => {
          listenerApi.cancelActiveListeners();
          const userId = action.payload;
          try {
            const page = await listenerApi.pause(
              api.messages({ params: { userId }, query: { limit: CHAT_PAGE_SIZE } }),
            );
            listenerApi.dispatch(
              threadPageLoaded({ messages: page.data, hasMore: page.meta.hasMore }),
            );
            if (page.meta.unreadCount > 0) await api.markAllRead({ params: { userId } });
          } catch (error) {
            if (listenerApi.signal.aborted) return;
            if (inbox(listenerApi.getState()).threadStatus === 'loading') {
              listenerApi.dispatch(threadLoadFailed());
            }
            deps.onError(error);
          }
        },
      }),
    ),

    // After a reconnect, what the open thread missed: newer pages from a little before its newest.
    stop(
      listen({
        predicate: (action, state) =>
          socketConnected.match(action) &&
          inbox(state).openUserId !== null &&
          state.connection.connects > 1,
        effect: async (_action, listenerApi) => {
          const userId = inbox(listenerApi.getState()).openUserId;
          if (userId === null) return;
          let after = catchUpCursor(selectThread(listenerApi.getState()));
          try {
            for (;;) {
              const page = await api.messages({
                params: { userId },
                query: { after, limit: CHAT_PAGE_MAX },
              });
              if (inbox(listenerApi.getState()).openUserId !== userId) return;
              listenerApi.dispatch(threadCaughtUp(page.data));
              const newest = page.data.reduce((top, message) => Math.max(top, message.id), 0);
              if (!page.meta.hasMore || newest <= after) break;
              after = newest;
            }
          } catch (error) {
            // The next reconnect catches up again.
            console.warn('Inbox catch-up failed', error);
          }
        },
      }),
    ),

    stop(
      listen({
        actionCreator: olderThreadPageRequested,
        effect: async (_action, listenerApi) => {
          const state = listenerApi.getState();
          const { openUserId, threadLoadingOlder } = inbox(state);
          if (openUserId === null || !threadLoadingOlder) return;
          const oldest = selectThread(state).at(-1)?.id;
          try {
            const page = await api.messages({
              params: { userId: openUserId },
              query: { before: oldest, limit: CHAT_PAGE_SIZE },
            });
            if (inbox(listenerApi.getState()).openUserId !== openUserId) return;
            listenerApi.dispatch(
              threadPageLoaded({ messages: page.data, hasMore: page.meta.hasMore, older: true }),
            );
          } catch (error) {
            listenerApi.dispatch(threadPageFailed());
            deps.onError(error);
          }
        },
      }),
    ),

    // A user's message that arrives while their thread is open is read at once.
    stop(
      listen({
        predicate: (action, state) =>
          inboxMessageReceived.match(action) &&
          action.payload.sender === 'user' &&
          action.payload.read_at === null &&
          inbox(state).openUserId === action.payload.user_id,
        effect: async (action) => {
          if (!inboxMessageReceived.match(action)) return;
          const { user_id: userId, id } = action.payload;
          await api.markRead({ params: { userId }, body: { id } }).catch(deps.onError);
        },
      }),
    ),

    stop(
      listen({
        actionCreator: inboxMessageDeleteRequested,
        effect: async (action, listenerApi) => {
          try {
            await api.deleteMessage({ params: { id: action.payload } });
            listenerApi.dispatch(inboxMessageDeleted(action.payload));
          } catch (error) {
            deps.onError(error);
          }
        },
      }),
    ),

    stop(
      listen({
        actionCreator: inboxConversationDeleteRequested,
        effect: async (action, listenerApi) => {
          try {
            await api.deleteConversation({ params: { userId: action.payload } });
            listenerApi.dispatch(inboxConversationDeleted(action.payload));
            deps.navigate(deps.inboxPath);
          } catch (error) {
            deps.onError(error);
          }
        },
      }),
    ),

    addSendListener<InboxRootState, InboxOutgoingMessage>(startListening, {
      requested: inboxSendRequested,
      retried: inboxSendRetried,
      entry: (state, clientId) =>
        state.adminInbox.outgoing.find((candidate) => candidate.client_id === clientId),
      send: (entry) => api.send({ params: { userId: entry.user_id }, body: sendBody(entry) }),
      sent: (message) => [inboxMessageReceived(message), inboxSendSucceeded()],
      failed: (clientId, notice) => inboxSendFailed({ clientId, notice }),
    }),
  ];
  return allTeardowns(teardowns);
}
