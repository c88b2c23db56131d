import { uiDate } from '../ui-date';
import type { UiDateFormat } from '../ui-dates';
import type { ChatMessage } from './chat-message';

/** One row of the message list: a day separator, the "New messages" divider or a message. */
export type ChatRow =
  | { kind: 'day'; key: string; label: string; dateTime: string }
  | { kind: 'unread'; key: string }
  | { kind: 'message'; key: string; message: ChatMessage; position: number };

function timeOf(message: ChatMessage): number {
  const { createdAt } = message;
  if (createdAt instanceof Date) return createdAt.getTime();
  if (typeof createdAt === 'number') return createdAt;
  const parsed = typeof createdAt === 'string' ? Date.parse(createdAt) : Number.NaN;
  return Number.isNaN(parsed) ? Number.POSITIVE_INFINITY : parsed;
}

/**
 * Which of two messages sent at the same time comes first: the server's ids count up in the
 * order it stored them (sends stored together in one batch share their time to the
 * microsecond), and a stored message comes before one still being sent (a temporary, non-numeric
 * id); two of those keep their given order.
 */
function byIdAtEqualTime(a: ChatMessage, b: ChatMessage): number {
  const aStored = typeof a.id === 'number';
  const bStored = typeof b.id === 'number';
  if (aStored && bStored) return (a.id as number) - (b.id as number);
  if (aStored !== bStored) return aStored ? -1 : 1;
  return 0;
}

/**
 * Messages oldest first; at equal times, by the server's id (the order it stored them), stored
 * before still sending, else in the given order (the sort is stable).
 */
export function sortChatMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages
    .map((message) => ({ message, time: timeOf(message) }))
    .sort((a, b) => a.time - b.time || byIdAtEqualTime(a.message, b.message))
    .map(({ message }) => message);
}

/**
 * The rows of the message list: messages oldest first, each day opened by a separator
 * labelled with the day in `format` (the site's zone and pattern; `DD-MM-YYYY` without), and a
 * "New messages" divider before `firstUnreadId`. `position` is the message's 1-based place in
 * the list.
 */
export function buildChatRows(
  messages: readonly ChatMessage[],
  firstUnreadId?: ChatMessage['id'] | null,
  format: UiDateFormat = {},
): ChatRow[] {
  const rows: ChatRow[] = [];
  let day = '';
  sortChatMessages(messages).forEach((message, index) => {
    const date = uiDate(message.createdAt, format);
    const label = date?.text ?? '';
    if (label !== day) {
      day = label;
      rows.push({ kind: 'day', key: `day:${label}`, label, dateTime: date?.dateTime ?? '' });
    }
    if (firstUnreadId != null && message.id === firstUnreadId) {
      rows.push({ kind: 'unread', key: 'unread' });
    }
    rows.push({ kind: 'message', key: `message:${message.id}`, message, position: index + 1 });
  });
  return rows;
}
