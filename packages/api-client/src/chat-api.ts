import type {
  ChatAttachment,
  ChatConversation,
  ChatHistory,
  ChatHistoryQuery,
  ChatMessage,
  PageMeta,
  SendChatMessageBody,
} from '@quire/contracts';
import { contractSchemas as schemas } from './contract-schemas';
import { callEndpoint, type EndpointContext, segment } from './endpoint-call';
import { createFilesApi } from './files-api';

/** History cursors of a chat page (`before` older, `after` newer; pages are newest first). */
export type ChatPageQuery = Partial<ChatHistoryQuery>;

/** Answer to marking one message read. */
export interface ChatMessageReadResult {
  id: number;
  read_at: string;
}

/** Answer to marking every unread message read. */
export interface ChatAllReadResult {
  read_at: string;
  count: number;
}

/** A short-lived ticket that authenticates a socket when cookies cannot be sent. */
export interface RealtimeTicket {
  ticket: string;
  expiresAt: string;
}

/** The signed-in user's chat with the administrators. */
export interface ChatApi {
  /** `GET user/messages`: a page of history, newest first. */
  messages(query?: ChatPageQuery): Promise<ChatHistory>;
  /**
   * `POST files` with purpose `chat`: uploads an image or PDF to send, answered as the message
   * will carry it (its `url` is `chat/attachments/{id}`); pass its `id` in the message's
   * `attachment_ids`. Refusals are the upload's (413 too large, 415 wrong type).
   */
  attach(file: Blob, fileName?: string): Promise<ChatAttachment>;
  /**
   * `POST user/messages`: sends a message (with `attachment_ids`); a retry with the same
   * `client_id` stores one row.
   */
  send(body: SendChatMessageBody): Promise<ChatMessage>;
  /** `POST user/messages/read` `{id}`, sent without the global loader. */
  markRead(id: number): Promise<ChatMessageReadResult>;
  /** `POST user/messages/read-all`. */
  markAllRead(): Promise<ChatAllReadResult>;
  /** `GET user/messages/unread-count`. */
  unreadCount(): Promise<{ count: number }>;
  /** `GET realtime/ticket`: a ticket for the socket's `auth: { ticket }`. */
  ticket(): Promise<RealtimeTicket>;
}

/** What the inbox list asks for: a page, a search, only unread conversations. */
export interface AdminConversationsQuery {
  page?: number;
  perPage?: number;
  q?: string;
  unread?: boolean;
}

/** The administrators' chat inbox. */
export interface AdminChatApi {
  /**
   * `GET admin/conversations`: conversations by latest activity with their last message and
   * unread count; `q` finds a name or email, `unread: true` keeps those with unread messages.
   */
  conversations(
    query?: AdminConversationsQuery,
  ): Promise<{ data: ChatConversation[]; meta: PageMeta }>;
  /** `GET admin/conversations/{userId}/messages`: a page of one conversation, newest first. */
  messages(userId: number, query?: ChatPageQuery): Promise<ChatHistory>;
  /** `POST files` with purpose `chat`: an image or PDF to send with a reply (see `ChatApi`). */
  attach(file: Blob, fileName?: string): Promise<ChatAttachment>;
  /**
   * `POST admin/conversations/{userId}/messages`: a reply (with `attachment_ids`; idempotent by
   * `client_id`).
   */
  send(userId: number, body: SendChatMessageBody): Promise<ChatMessage>;
  /** `POST admin/conversations/{userId}/read` `{id}`, without the global loader. */
  markRead(userId: number, id: number): Promise<ChatMessageReadResult>;
  /** `POST admin/conversations/{userId}/read-all`. */
  markAllRead(userId: number): Promise<ChatAllReadResult>;
  /** `DELETE admin/messages/{id}`. */
  deleteMessage(id: number): Promise<void>;
  /** `DELETE admin/conversations/{userId}`: the whole chat. */
  deleteConversation(userId: number): Promise<void>;
}

/** Uploads a `chat` file and describes it as a message's attachment. */
function chatAttacher(context: EndpointContext) {
  const files = createFilesApi(context);
  return async (file: Blob, fileName?: string): Promise<ChatAttachment> => {
    const uploaded = await files.upload('chat', file, fileName);
    return {
      id: uploaded.id,
      name: uploaded.originalName,
      size: uploaded.size,
      mime_type: uploaded.mimeType,
      url: new URL(`chat/attachments/${segment(uploaded.id)}`, context.http.apiUrl).href,
    };
  };
}

// Marking read happens in the background as messages arrive: never behind the overlay.
const silent = { withoutLoader: true };

/** Builds the {@link ChatApi}. */
export function createChatApi(context: EndpointContext): ChatApi {
  return {
    attach: chatAttacher(context),
    messages: (query) =>
      callEndpoint(context, schemas?.chatHistory, {
        method: 'get',
        url: 'user/messages',
        params: query,
      }),
    send: (body) =>
      callEndpoint(context, schemas?.chatMessage, {
        method: 'post',
        url: 'user/messages',
        data: body,
      }),
    markRead: (id) =>
      callEndpoint(context, schemas?.chatMessageRead, {
        method: 'post',
        url: 'user/messages/read',
        data: { id },
        quire: silent,
      }),
    markAllRead: () =>
      callEndpoint(context, schemas?.chatAllRead, {
        method: 'post',
        url: 'user/messages/read-all',
        quire: silent,
      }),
    unreadCount: () =>
      callEndpoint(context, undefined, { method: 'get', url: 'user/messages/unread-count' }),
    ticket: () =>
      callEndpoint(context, schemas?.realtimeTicket, {
        method: 'get',
        url: 'realtime/ticket',
        quire: silent,
      }),
  };
}

/** Builds the {@link AdminChatApi}. */
export function createAdminChatApi(context: EndpointContext): AdminChatApi {
  const conversation = (userId: number) => `admin/conversations/${segment(userId)}`;
  return {
    attach: chatAttacher(context),
    conversations: (query) =>
      callEndpoint(context, schemas?.chatConversations, {
        method: 'get',
        url: 'admin/conversations',
        params: query && {
          ...query,
          unread: query.unread === undefined ? undefined : String(query.unread),
        },
      }),
    messages: (userId, query) =>
      callEndpoint(context, schemas?.chatHistory, {
        method: 'get',
        url: `${conversation(userId)}/messages`,
        params: query,
      }),
    send: (userId, body) =>
      callEndpoint(context, schemas?.chatMessage, {
        method: 'post',
        url: `${conversation(userId)}/messages`,
        data: body,
      }),
    markRead: (userId, id) =>
      callEndpoint(context, schemas?.chatMessageRead, {
        method: 'post',
        url: `${conversation(userId)}/read`,
        data: { id },
        quire: silent,
      }),
    markAllRead: (userId) =>
      callEndpoint(context, schemas?.chatAllRead, {
        method: 'post',
        url: `${conversation(userId)}/read-all`,
        quire: silent,
      }),
    deleteMessage: async (id) => {
      await callEndpoint(context, undefined, {
        method: 'delete',
        url: `admin/messages/${segment(id)}`,
      });
    },
    deleteConversation: async (userId) => {
      await callEndpoint(context, undefined, { method: 'delete', url: conversation(userId) });
    },
  };
}
