import type {
  ChatAttachment as StoredAttachment,
  ChatMessage as StoredMessage,
} from '@quire/contracts';
import type { OutgoingMessage } from '@quire/realtime';
import type { ChatAttachment as ViewAttachment, ChatMessage as ViewMessage } from '@quire/ui';

/** A stored attachment as the chat views show it: shown in place, downloaded with `download=1`. */
export function toViewAttachment(attachment: StoredAttachment): ViewAttachment {
  return {
    id: attachment.id,
    name: attachment.name,
    size: attachment.size,
    mimeType: attachment.mime_type,
    url: attachment.url,
    downloadUrl: `${attachment.url}${attachment.url.includes('?') ? '&' : '?'}download=1`,
  };
}

/** A view attachment back in the stored shape (what the composer's upload gave, to send). */
export function toStoredAttachment(attachment: ViewAttachment): StoredAttachment {
  return {
    id: Number(attachment.id),
    name: attachment.name,
    size: attachment.size,
    mime_type: attachment.mimeType,
    url: attachment.url,
  };
}

/**
 * The chat list's messages from the store: the server's messages plus the sends not confirmed
 * yet (their id is the client id, so a retry can find them). `self` is whoever's side `selfSender`
 * names: the user in the panel, the administrators in the inbox.
 */
export function toViewMessages(
  messages: readonly StoredMessage[],
  outgoing: readonly OutgoingMessage[] = [],
  selfSender: StoredMessage['sender'] = 'user',
): ViewMessage[] {
  const sent = messages.map(
    (message): ViewMessage => ({
      id: message.id,
      author: message.sender === selfSender ? 'self' : 'admin',
      body: message.body,
      createdAt: message.created_at,
      status: message.read_at ? 'read' : 'sent',
      attachments: message.attachments.map(toViewAttachment),
    }),
  );
  const pending = outgoing.map(
    (entry): ViewMessage => ({
      id: entry.client_id,
      author: 'self',
      body: entry.body,
      createdAt: entry.created_at,
      status: entry.status === 'failed' ? 'failed' : 'sending',
      attachments: entry.attachments.map(toViewAttachment),
    }),
  );
  return [...sent, ...pending];
}

/**
 * The page title with the unread count in front: "(3) Chat — Quire" on the Quire site.
 * @param label the screen's name (the site's `texts.chat.chatDocumentTitle`)
 */
export function chatTitle(
  unread: number,
  site: { name: string; titleSeparator: string },
  label = 'Chat',
): string {
  const title = `${label}${site.titleSeparator}${site.name}`;
  return unread > 0 ? `(${unread}) ${title}` : title;
}
