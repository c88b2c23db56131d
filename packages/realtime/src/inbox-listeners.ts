import type { ChatMessage, SendChatMessageBody } from '@quire/contracts';
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import {
  type AdminInboxState,
  type InboxOutgoingMessage,
  inboxConversationDeleted,
  inboxConversationRead,
  inboxMessageDeleted,
  inboxMessageRead,
  inboxMessageReceived,
  inboxSendFailed,
  inboxSendRequested,
  inboxSendRetried,
  inboxSendSucceeded,
  userPresenceChanged,
} from './admin-inbox-slice';
import type { ChatSocket } from './chat-socket';
import type { ConnectionState } from './connection-slice';
import { addSendListener, sendBody } from './send-listener';
import {
  addSocketSession,
  parsePayload,
  type RoleHandlers,
  type StoreAccess,
} from './socket-session';
import { typingEvents } from './typing-listeners';

/** The REST call the inbox listeners make (structurally `QuireApi['adminChat']`). */
export interface InboxEndpoints {
  send(userId: number, body: SendChatMessageBody): Promise<ChatMessage>;
}

/** What the inbox's send listener needs. */
export interface InboxListenerDeps {
  api: InboxEndpoints;
}

/** What the administrators' side of the connection needs. */
export interface AdminChatDeps {
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

/**
 * Registers the administrators' side of the connection: on `realtimeStarted` the socket connects
 * and its events feed the inbox (messages, reads, deletions, presence, typing). The inbox's
 * screens load the list and the open thread again after each reconnect. Returns the teardown.
 */
export function addAdminChatListeners(
  startListening: ListenerMiddlewareInstance['startListening'],
  deps: AdminChatDeps,
): () => void {
  return addSocketSession<InboxRootState>(startListening, deps.socket, adminHandlers);
}

/**
 * Sends the administrators' replies: a requested or retried reply goes out under its client id
 * (so a retry stores one message), lands in the thread, or stays as failed with Retry — with the
 * server's words in the composer when it refused the pace. Returns the teardown.
 */
export function addInboxListeners(
  startListening: ListenerMiddlewareInstance['startListening'],
  deps: InboxListenerDeps,
): () => void {
  return addSendListener<InboxRootState, InboxOutgoingMessage>(startListening, {
    requested: inboxSendRequested,
    retried: inboxSendRetried,
    entry: (state, clientId) =>
      state.adminInbox.outgoing.find((candidate) => candidate.client_id === clientId),
    send: (entry) => deps.api.send(entry.user_id, sendBody(entry)),
    sent: (message) => [inboxMessageReceived(message), inboxSendSucceeded()],
    failed: (clientId, notice) => inboxSendFailed({ clientId, notice }),
  });
}
