import type { ChatMessage as StoredMessage } from '@quire/contracts';
import type { OutgoingMessage } from '@quire/realtime';
import type { ChatMessage as ViewMessage } from '@quire/ui';

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
    }),
  );
  const pending = outgoing.map(
    (entry): ViewMessage => ({
      id: entry.client_id,
      author: 'self',
      body: entry.body,
      createdAt: entry.created_at,
      status: entry.status === 'failed' ? 'failed' : 'sending',
    }),
  );
  return [...sent, ...pending];
}

/** The page title with the unread count in front: "(3) Chat — Quire". */
export function chatTitle(unread: number): string {
  return unread > 0 ? `(${unread}) Chat — Quire` : 'Chat — Quire';
}
