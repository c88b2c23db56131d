import type { DateInput } from '@quire/utils';

/** Who wrote a chat message: the signed-in user or the administrator. */
export type ChatAuthor = 'self' | 'admin';

/** Delivery state of the user's own message. */
export type ChatMessageStatus = 'sending' | 'sent' | 'read' | 'failed';

/** A chat message as the chat views show it. */
export interface ChatMessage {
  /** Stable id (the server's, or a temporary one while sending). */
  id: string | number;
  /** Who wrote it. */
  author: ChatAuthor;
  /** Plain text; line breaks are kept. */
  body: string;
  /** When it was written. */
  createdAt: DateInput;
  /** For the user's own messages: sending, sent, read or failed. */
  status?: ChatMessageStatus;
}

/** Text shown under the user's own messages for each delivery state. */
export const CHAT_STATUS_TEXT: Readonly<Record<ChatMessageStatus, string>> = {
  sending: 'Sending…',
  sent: 'Sent',
  read: 'Read',
  failed: 'Failed',
};
