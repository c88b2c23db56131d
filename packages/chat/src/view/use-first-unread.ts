import type { ChatMessage } from '@quire/contracts';
import { useEffect, useState } from 'react';

/**
 * Where the "New messages" divider goes: the oldest message from the other side that was unread
 * when the conversation first showed, or the first one that arrives while the tab is hidden.
 * Fixed once set, so reading the messages (which marks them read) does not move it.
 * @param messages The held messages, newest first.
 * @param fromOtherSide Whether a message was written by the other side.
 */
export function useFirstUnread(
  messages: readonly ChatMessage[],
  fromOtherSide: (message: ChatMessage) => boolean,
): number | null {
  const [firstUnread, setFirstUnread] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  const newest = messages[0];

  useEffect(() => {
    if (checked || messages.length === 0) return;
    setChecked(true);
    const unread = messages.filter((message) => fromOtherSide(message) && !message.read_at);
    setFirstUnread(unread.at(-1)?.id ?? null);
  }, [checked, messages, fromOtherSide]);

  useEffect(() => {
    if (!checked || firstUnread !== null || !newest) return;
    if (typeof document !== 'undefined' && document.hidden && fromOtherSide(newest)) {
      setFirstUnread(newest.id);
    }
  }, [checked, firstUnread, newest, fromOtherSide]);

  return firstUnread;
}
