import { z } from 'zod';
import { pageQuerySchema } from './common';
import {
  type DiscussionMessageEvent,
  type DiscussionPresenceEvent,
  type DiscussionPresenceSignal,
  type DiscussionReadEvent,
  type DiscussionTypingEvent,
  type DiscussionTypingSignal,
  discussionMessageEventSchema,
  discussionPresenceEventSchema,
  discussionReadEventSchema,
  discussionTypingEventSchema,
} from './discussion';
import { type Notification, notificationSchema } from './notification';
import { hasNoControlCharacters, idSchema } from './params';
import { isStorableText } from './text-rules';

/** Longest chat message body, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** Default and largest page of chat history. */
export const CHAT_PAGE_SIZE = 30;
export const CHAT_PAGE_MAX = 100;
/** Most files one chat message may carry. */
export const CHAT_ATTACHMENTS_MAX = 5;

/** Who wrote a message: the conversation's user, or an administrator answering them. */
export const chatSenderSchema = z.enum(['user', 'admin']);
export type ChatSender = z.infer<typeof chatSenderSchema>;

/**
 * A file sent with a chat message (an image or a PDF uploaded as a `chat` file). `url` downloads
 * it — only for the conversation's user and the administrators, with the session; add
 * `?download=1` to get it as an attachment rather than shown in place.
 */
export const chatAttachmentSchema = z.object({
  id: z.number().int().positive(),
  /** The uploader's name for the file (cleaned): the image's alt text, the chip's label. */
  name: z.string(),
  size: z.number().int().min(0),
  mime_type: z.string(),
  url: z.string(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/**
 * A chat message. Its field names are snake_case (`user_id`, `read_at`), unlike the camelCase
 * of the other contracts: this object is the chat's wire format, carried unchanged by the REST
 * answers and the socket events (`new_message(message)`), so renaming a field is a protocol
 * change for every chat client.
 */
export const chatMessageSchema = z.object({
  id: z.number().int().positive(),
  /** The user whose conversation this is (one conversation per user). */
  user_id: z.number().int().positive(),
  sender: chatSenderSchema,
  /** The account that wrote it (the user, or the administrator who replied). */
  sender_id: z.number().int().positive().nullable(),
  sender_name: z.string(),
  body: z.string(),
  /** The id the sending client generated; a retried send with the same id stores one message. */
  client_id: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  /** When the other party read it; null while unread. */
  read_at: z.iso.datetime({ offset: true }).nullable(),
  /** Files sent with it, in the order they were attached (an older node's payload: none). */
  attachments: z.array(chatAttachmentSchema).default([]),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * `POST user/messages` and an administrator's reply: the text, a client-generated id and the
 * ids of `chat` files uploaded before (`POST files`). The text may be empty when files are sent.
 */
export const sendChatMessageBodySchema = z
  .object({
    body: z
      .string({ error: 'Write a message.' })
      .trim()
      .max(CHAT_MESSAGE_MAX_LENGTH, {
        error: `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
      })
      .refine(isStorableText, {
        error: 'The message contains invalid characters.',
      }),
    client_id: z
      .string({ error: 'client_id is required.' })
      .min(8, { error: 'client_id must be 8–64 characters.' })
      .max(64, { error: 'client_id must be 8–64 characters.' })
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'client_id may hold letters, digits, - and _ only.' })
      .refine(hasNoControlCharacters),
    attachment_ids: z
      .array(
        z
          .number({ error: 'attachment_ids must be file ids.' })
          .int({ error: 'attachment_ids must be file ids.' })
          .positive({ error: 'attachment_ids must be file ids.' })
          .max(2_147_483_647, { error: 'attachment_ids must be file ids.' }),
        { error: 'attachment_ids must be a list of file ids.' },
      )
      .max(CHAT_ATTACHMENTS_MAX, {
        error: `A message can carry at most ${CHAT_ATTACHMENTS_MAX} files.`,
      })
      .refine((ids) => new Set(ids).size === ids.length, {
        error: 'Each file can be attached once.',
      })
      .optional(),
  })
  .refine((message) => message.body !== '' || (message.attachment_ids?.length ?? 0) > 0, {
    error: 'Write a message.',
    path: ['body'],
  });
export type SendChatMessageBody = z.infer<typeof sendChatMessageBodySchema>;

/**
 * History cursors: `before` = older than this id (scrolling up), `after` = newer than this id
 * (catching up after a reconnect). Pages are newest first.
 */
export const chatHistoryQuerySchema = z.object({
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  after: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_SIZE),
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuerySchema>;

/** A page of history, newest first; `hasMore` says whether older (or newer, for `after`) exist. */
export const chatHistorySchema = z.object({
  data: z.array(chatMessageSchema),
  meta: z.object({ hasMore: z.boolean(), unreadCount: z.number().int().min(0) }),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** `POST user/messages/read`: the id of the message to mark read. */
export const markChatMessageReadBodySchema = z.object({
  id: z
    .number({ error: 'id must be a message id.' })
    .int({ error: 'id must be a message id.' })
    .positive({ error: 'id must be a message id.' })
    .max(2_147_483_647, { error: 'id must be a message id.' }),
});
export type MarkChatMessageReadBody = z.infer<typeof markChatMessageReadBodySchema>;

/** Answer to marking one message read. */
export const chatMessageReadSchema = z.object({
  id: z.number().int().positive(),
  read_at: z.iso.datetime({ offset: true }),
});

/** Answer to marking every unread message read. */
export const chatAllReadSchema = z.object({
  read_at: z.iso.datetime({ offset: true }),
  count: z.number().int().min(0),
});

/** One conversation in the administrators' inbox. */
export const chatConversationSchema = z.object({
  user: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    email: z.string(),
    avatarUrl: z.string().nullable(),
  }),
  lastMessage: chatMessageSchema.nullable(),
  /** Messages from the user the administrators have not read yet. */
  unreadCount: z.number().int().min(0),
  online: z.boolean(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** The inbox's query: a page, words to find in the user's name or email, only unread ones. */
export const chatConversationsQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100, { error: 'q must be at most 100 characters.' })
    .optional()
    .transform((value) => value || undefined),
  unread: z
    .enum(['true', 'false'], { error: 'unread must be true or false.' })
    .optional()
    .transform((value) => value === 'true'),
});

/** `admin/conversations/:userId…`: the user whose conversation it is. */
export const chatConversationParamsSchema = z.object({ userId: idSchema });

/** `admin/messages/:id`: one chat message. */
export const chatMessageParamsSchema = z.object({ id: idSchema });

/** A short-lived ticket that authenticates a socket when cookies cannot be sent. */
export const realtimeTicketSchema = z.object({
  ticket: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});

/**
 * `read_all_by_admin`: whose conversation an administrator read in full, and when. One event,
 * not a `read_message` per message: a long unread run would otherwise flood every socket.
 */
export const chatReadAllByAdminEventSchema = z.object({
  userId: z.number().int().positive(),
  readAt: z.iso.datetime({ offset: true }),
});
export type ChatReadAllByAdminEvent = z.infer<typeof chatReadAllByAdminEventSchema>;

/** Events the server emits, with their payloads. */
export interface ServerToClientEvents {
  new_message: (message: ChatMessage) => void;
  read_message: (messageId: number) => void;
  /**
   * The user read every message from the administrators: to the user's tabs without arguments,
   * to administrators with the conversation's user id.
   */
  read_all_messages: (userId?: number) => void;
  /**
   * An administrator read every message of the user's conversation: to that user's tabs and to
   * every administrator. Its own event because `read_all_messages` already means the user read.
   */
  read_all_by_admin: (read: ChatReadAllByAdminEvent) => void;
  online_admin: (status: boolean) => void;
  deleted_message: (messageId: number) => void;
  /** To the user without arguments; to administrators with the deleted conversation's user id. */
  deleted_chat: (userId?: number) => void;
  /** To administrators only: a user came online or left. */
  user_presence: (presence: { userId: number; online: boolean }) => void;
  /** To the notified user's sockets: a notification just created for them. */
  new_notification: (notification: Notification) => void;
  /** The other side of a conversation started or stopped typing. */
  typing: (state: ChatTypingEvent) => void;
  /**
   * To administrators' sockets every 2 s: a client answers by calling `ack` at once; a socket
   * that does not within 2.5 s is closed, so its presence ends.
   */
  liveness_probe: (ack: () => void) => void;
  /** A new message in a submission's discussion the socket's user may read (see `discussion.ts`). */
  discussion_message: (event: DiscussionMessageEvent) => void;
  /** The other side of a discussion read it up to a message. */
  discussion_read: (event: DiscussionReadEvent) => void;
  /** Someone of the discussion started or stopped typing. */
  discussion_typing: (event: DiscussionTypingEvent) => void;
  /** Who of a discussion's readers has it open now (each reader's own view of them). */
  discussion_presence: (event: DiscussionPresenceEvent) => void;
}

/**
 * What a client says while composing: `typing` true while keys are pressed, false after a pause
 * or a send. Administrators name the conversation (`userId`); a user's own is implied.
 */
export const chatTypingSignalSchema = z.object({
  typing: z.boolean(),
  userId: z.number().int().positive().optional(),
});
export type ChatTypingSignal = z.infer<typeof chatTypingSignalSchema>;

/** Who is typing in which conversation, as the server relays it to the other side. */
export const chatTypingEventSchema = z.object({
  userId: z.number().int().positive(),
  sender: chatSenderSchema,
  typing: z.boolean(),
});
export type ChatTypingEvent = z.infer<typeof chatTypingEventSchema>;

/** Events clients emit. Sending is a REST call (idempotent by client id); typing is a signal. */
export interface ClientToServerEvents {
  typing: (signal: ChatTypingSignal) => void;
  /** Typing in a submission's discussion: relayed only to its other readers. */
  discussion_typing: (signal: DiscussionTypingSignal) => void;
  /** Opening or leaving a submission's discussion thread (its readers see who is here). */
  discussion_presence: (signal: DiscussionPresenceSignal) => void;
}

/** Runtime validators for inbound socket payloads (types are not validation). */
export const serverEventPayloadSchemas = {
  new_message: chatMessageSchema,
  read_message: z.number().int().positive(),
  read_all_messages: z.number().int().positive().optional(),
  read_all_by_admin: chatReadAllByAdminEventSchema,
  online_admin: z.boolean(),
  deleted_message: z.number().int().positive(),
  user_presence: z.object({ userId: z.number().int().positive(), online: z.boolean() }),
  new_notification: notificationSchema,
  typing: chatTypingEventSchema,
  discussion_message: discussionMessageEventSchema,
  discussion_read: discussionReadEventSchema,
  discussion_typing: discussionTypingEventSchema,
  discussion_presence: discussionPresenceEventSchema,
} as const;
