import type { ChatMessage, ChatSender } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { chatMessages, users } from '../db/schema';

/** The author of a message, joined to read their display name. */
export const messageSenders = alias(users, 'message_sender');

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
}

/** Name shown when the author's account was deleted. */
function fallbackName(sender: ChatSender): string {
  return sender === 'admin' ? 'Administrator' : 'Former user';
}

/** A message row in the contracts' snake_case shape (dates as ISO strings). */
export function toChatMessage(row: MessageRow): ChatMessage {
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
  };
}

/** The other side of a conversation: whose unread messages a reader on `side` counts. */
export function otherSide(side: ChatSender): ChatSender {
  return side === 'user' ? 'admin' : 'user';
}
