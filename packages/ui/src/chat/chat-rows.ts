import { formatDate } from '@quire/utils';
import type { ChatMessage } from './chat-message';

/** One row of the message list: a day separator, the "New messages" divider or a message. */
export type ChatRow =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'unread'; key: string }
  | { kind: 'message'; key: string; message: ChatMessage; position: number };

function timeOf(message: ChatMessage): number {
  const { createdAt } = message;
  if (createdAt instanceof Date) return createdAt.getTime();
  if (typeof createdAt === 'number') return createdAt;
  const parsed = typeof createdAt === 'string' ? Date.parse(createdAt) : Number.NaN;
  return Number.isNaN(parsed) ? Number.POSITIVE_INFINITY : parsed;
}

/** Messages oldest first; equal times keep their given order (the sort is stable). */
export function sortChatMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages
    .map((message) => ({ message, time: timeOf(message) }))
    .sort((a, b) => a.time - b.time)
    .map(({ message }) => message);
}

/**
 * The rows of the message list: messages oldest first, each day opened by a separator
 * labelled with `formatDate`, and a "New messages" divider before `firstUnreadId`.
 * `position` is the message's 1-based place in the list.
 */
export function buildChatRows(
  messages: readonly ChatMessage[],
  firstUnreadId?: ChatMessage['id'] | null,
): ChatRow[] {
  const rows: ChatRow[] = [];
  let day = '';
  sortChatMessages(messages).forEach((message, index) => {
    const label = formatDate(message.createdAt);
    if (label !== day) {
      day = label;
      rows.push({ kind: 'day', key: `day:${label}`, label });
    }
    if (firstUnreadId != null && message.id === firstUnreadId) {
      rows.push({ kind: 'unread', key: 'unread' });
    }
    rows.push({ kind: 'message', key: `message:${message.id}`, message, position: index + 1 });
  });
  return rows;
}
