import type { ChatSender } from '@quire/contracts';
import type { AttemptCounters } from '../auth/attempt-counters';
import { tooManyRequests } from '../auth/rate-limit';

/** Sends allowed per person within one window. */
export const CHAT_SENDS_PER_WINDOW = 30;
/** The window of the send limit. */
export const CHAT_SEND_WINDOW_MS = 10_000;

/** The message of a 429 from a chat send, with the wait in whole seconds. */
export function chatTooFastMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return `You are sending messages too fast. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and send again.`;
}

/**
 * Counts one chat send by `senderId` on `side` in the shared counters (Redis when the API runs
 * on several nodes, so N nodes still allow one rate, else this node's memory), and throws a 429
 * with `Retry-After` past `CHAT_SENDS_PER_WINDOW` in `CHAT_SEND_WINDOW_MS`. Users and
 * administrators are counted apart: an administrator answering many people is one sender.
 */
export async function takeChatSend(
  counters: AttemptCounters,
  side: ChatSender,
  senderId: number,
  limit = CHAT_SENDS_PER_WINDOW,
  windowMs = CHAT_SEND_WINDOW_MS,
): Promise<void> {
  const { count, ttlMs } = await counters.add(`chat-send:${side}:${senderId}`, windowMs);
  if (count > limit) throw tooManyRequests(ttlMs, chatTooFastMessage(ttlMs));
}
