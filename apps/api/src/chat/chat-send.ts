import type { ChatMessage, ChatSender, SendChatMessageBody } from '@quire/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isForeignKeyViolation } from '../db/pg-errors';
import { chatMessages, files } from '../db/schema';
import { notFound, validationError } from '../http/errors';
import {
  type AttachmentRow,
  messageColumns,
  messageSenders,
  senderJoin,
  toChatMessage,
} from './message-view';
import { sendBatcherOf } from './send-batch';

/** The result of a send: the stored message and whether this call created it. */
export interface SentMessage {
  message: ChatMessage;
  created: boolean;
}

/** The author of a send, as the session knows them. */
export interface ChatAuthor {
  id: number;
  name: string;
}

/** Said when an id of `attachment_ids` is not a `chat` file of the sender's waiting to be sent. */
export const ATTACHMENT_NOT_FOUND =
  'A file to send was not found or was already sent; attach it again.';

/**
 * Stores a message in `userId`'s conversation, idempotent by client id: a retry with the same
 * client id on the same side returns the stored message (`created: false`) instead of a copy.
 * `attachment_ids` must be `chat` files the author uploaded and has not sent yet (400
 * otherwise, and nothing is stored); they join the message in one transaction. A text-only send
 * shares one INSERT with the sends arriving at the same moment (see `ChatSendBatcher`) and
 * resolves once that has committed; with attachments it is its own transaction of up to 4
 * queries. A conversation owner that does not exist is a 404.
 */
export async function sendChatMessage(
  db: Database,
  backendUrl: string,
  userId: number,
  sender: ChatSender,
  author: ChatAuthor,
  body: SendChatMessageBody,
): Promise<SentMessage> {
  const attachmentIds = body.attachment_ids ?? [];
  if (attachmentIds.length === 0) {
    // Text only: committed together with the other sends of this moment (group commit).
    const { row, created } = await sendBatcherOf(db).store({
      userId,
      sender,
      author,
      body: body.body,
      clientId: body.client_id,
    });
    return { message: toChatMessage(backendUrl, row), created };
  }
  const insert = async (tx: Transaction) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({ userId, sender, senderId: author.id, body: body.body, clientId: body.client_id })
      .onConflictDoNothing({
        target: [chatMessages.userId, chatMessages.sender, chatMessages.clientId],
      })
      .returning();
    if (!row) return undefined;
    const attachments = await attach(tx, row.id, author.id, attachmentIds);
    return { ...row, senderName: author.name, attachments };
  };
  // Files join their message in the same transaction.
  const created = await db.transaction(insert).catch((error: unknown) => {
    throw isForeignKeyViolation(error) ? notFound('User') : error;
  });
  if (created) return { message: toChatMessage(backendUrl, created), created: true };
  const [existing] = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(messageSenders, senderJoin)
    .where(
      and(
        eq(chatMessages.userId, userId),
        eq(chatMessages.sender, sender),
        eq(chatMessages.clientId, body.client_id),
      ),
    )
    .limit(1);
  // Deleted between the conflict and this read: report it gone rather than resurrect it.
  if (!existing) throw notFound('Message');
  return { message: toChatMessage(backendUrl, existing), created: false };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Joins the author's unsent `chat` files to a message; any other id rolls the send back. */
async function attach(
  tx: Transaction,
  messageId: number,
  ownerId: number,
  ids: readonly number[],
): Promise<AttachmentRow[]> {
  const rows = await tx
    .update(files)
    .set({ chatMessageId: messageId })
    .where(
      and(
        inArray(files.id, [...ids]),
        eq(files.ownerId, ownerId),
        eq(files.purpose, 'chat'),
        isNull(files.chatMessageId),
      ),
    )
    .returning({
      id: files.id,
      name: files.originalName,
      size: files.size,
      mimeType: files.mimeType,
    });
  if (rows.length !== ids.length) {
    throw validationError({ attachment_ids: [ATTACHMENT_NOT_FOUND] }, ATTACHMENT_NOT_FOUND);
  }
  return rows.sort((a, b) => a.id - b.id);
}
