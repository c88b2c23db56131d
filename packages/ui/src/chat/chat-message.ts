import type { DateInput } from '@quire/utils';
import { CHAT_UI_TEXTS } from './chat-texts';

/** Who wrote a chat message: the signed-in user or the administrator. */
export type ChatAuthor = 'self' | 'admin';

/** Delivery state of the user's own message. */
export type ChatMessageStatus = 'sending' | 'sent' | 'read' | 'failed';

/** A file sent with a chat message: an image (shown as a preview) or a document (a chip). */
export interface ChatAttachment {
  /** Stable id (the server's file id). */
  id: string | number;
  /** The file's name: the image's alt text, the chip's label. */
  name: string;
  /** Size in bytes. */
  size: number;
  /** Its MIME type: `image/*` shows a preview, anything else a file chip. */
  mimeType: string;
  /** Where it is shown in place (previews load from here). */
  url: string;
  /** Where it is downloaded; `url` when not given. */
  downloadUrl?: string;
}

/** A chat message as the chat views show it. */
export interface ChatMessage {
  /** Stable id (the server's, or a temporary one while sending). */
  id: string | number;
  /** Who wrote it. */
  author: ChatAuthor;
  /**
   * The writer's name when a conversation has more than two people (a submission's discussion):
   * shown above the text and read out with it instead of the list's label for the side.
   */
  authorName?: string;
  /** Plain text; line breaks are kept. */
  body: string;
  /** When it was written. */
  createdAt: DateInput;
  /** For the user's own messages: sending, sent, read or failed. */
  status?: ChatMessageStatus;
  /** Files sent with it; the body may be empty when there are some. */
  attachments?: readonly ChatAttachment[];
}

/** Text shown under the user's own messages for each delivery state, by default. */
export const CHAT_STATUS_TEXT: Readonly<Record<ChatMessageStatus, string>> = {
  sending: CHAT_UI_TEXTS.sending,
  sent: CHAT_UI_TEXTS.sent,
  read: CHAT_UI_TEXTS.read,
  failed: CHAT_UI_TEXTS.failed,
};
