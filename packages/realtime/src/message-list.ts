import type { ChatMessage } from '@quire/contracts';
import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';

/** Held messages by id, newest first (both the author's chat and the inbox's open thread). */
export type MessageList = EntityState<ChatMessage, number>;

/**
 * The one way messages are held. Ids grow with time, so newest first is id descending: a live
 * message lands at the front, an older page at the end, and a catch-up page racing a live event
 * still ends up in order. Adding an id already held changes nothing.
 */
export const messageListAdapter = createEntityAdapter<ChatMessage, number>({
  selectId: (message) => message.id,
  sortComparer: (a, b) => b.id - a.id,
});

/** An empty list. */
export const emptyMessageList = (): MessageList => messageListAdapter.getInitialState();

const { selectAll } = messageListAdapter.getSelectors();

/** The held messages, newest first (the same array while the list is unchanged). */
export const listedMessages = (list: MessageList): ChatMessage[] => selectAll(list);

/** Sets `read_at` on one held message; unknown ids are ignored. */
export function markListedRead(list: MessageList, id: number, readAt: string): void {
  const message = list.entities[id];
  if (message) message.read_at = readAt;
}

/**
 * Sets `read_at` on every unread held message `reader` can read: the other side's. A reader's own
 * messages are read only when the other side says so; earlier read times are kept.
 */
export function markListedReadBy(
  list: MessageList,
  reader: ChatMessage['sender'],
  readAt: string,
): void {
  for (const message of Object.values(list.entities)) {
    if (message && message.sender !== reader) message.read_at ??= readAt;
  }
}

/** The newest held message written by `sender`, or undefined. */
export function newestListedFrom(
  list: MessageList,
  sender: ChatMessage['sender'],
): ChatMessage | undefined {
  for (const id of list.ids) {
    const message = list.entities[id];
    if (message?.sender === sender) return message;
  }
  return undefined;
}
