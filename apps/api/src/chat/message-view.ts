import type { ChatAttachment, ChatMessage, ChatSender } from '@quire/contracts';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { chatMessages, files, users } from '../db/schema';

/** The author of a message, joined to read their display name. */
export const messageSenders = alias(users, 'message_sender');

/** A file sent with a message, as stored. */
export interface AttachmentRow {
  id: number;
  name: string;
  size: number;
  mimeType: string;
}

/**
 * A message's files in attachment order, as one JSON column of the message's own row: reading a
 * page of messages stays one query, however many files they carry.
 */
const attachmentsColumn = sql<AttachmentRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${files.id}, 'name', ${files.originalName},
    'size', ${files.size}, 'mimeType', ${files.mimeType}
  ) order by ${files.id})
  from ${files} where ${files.chatMessageId} = ${chatMessages.id}
), '[]'::json)`;

/** Columns a message is built from; select them with a left join on `messageSenders`. */
export const messageColumns = {
  id: chatMessages.id,
  userId: chatMessages.userId,
  sender: chatMessages.sender,
  senderId: chatMessages.senderId,
  senderName: messageSenders.name,
  body: chatMessages.body,
  clientId: chatMessages.clientId,
  createdAt: chatMessages.createdAt,
  readAt: chatMessages.readAt,
  attachments: attachmentsColumn,
};

/** Join condition for `messageSenders`. */
export const senderJoin = eq(messageSenders.id, chatMessages.senderId);

/** A row selected with `messageColumns`. */
export interface MessageRow {
  id: number;
  userId: number;
  sender: ChatSender;
  senderId: number | null;
  senderName: string | null;
  body: string;
  clientId: string;
  createdAt: Date;
  readAt: Date | null;
  attachments: AttachmentRow[];
}

/** Name shown when the author's account was deleted. */
function fallbackName(sender: ChatSender): string {
  return sender === 'admin' ? 'Administrator' : 'Former user';
}

/** Where a chat attachment is downloaded (both parties of the conversation, with their session). */
export function chatAttachmentUrl(backendUrl: string, fileId: number): string {
  return `${backendUrl}/api/chat/attachments/${fileId}`;
}

/** An attachment row in the contracts' shape, with its download address. */
export function toChatAttachment(backendUrl: string, row: AttachmentRow): ChatAttachment {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    mime_type: row.mimeType,
    url: chatAttachmentUrl(backendUrl, row.id),
  };
}

/**
 * A message row in the contracts' snake_case shape (dates as ISO strings, attachments with
 * their addresses under `backendUrl`).
 */
export function toChatMessage(backendUrl: string, row: MessageRow): ChatMessage {
  return {
    id: row.id,
    user_id: row.userId,
    sender: row.sender,
    sender_id: row.senderId,
    sender_name: row.senderName ?? fallbackName(row.sender),
    body: row.body,
    client_id: row.clientId,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt ? row.readAt.toISOString() : null,
    attachments: row.attachments.map((attachment) => toChatAttachment(backendUrl, attachment)),
  };
}

/** The other side of a conversation: whose unread messages a reader on `side` counts. */
export function otherSide(side: ChatSender): ChatSender {
  return side === 'user' ? 'admin' : 'user';
}
