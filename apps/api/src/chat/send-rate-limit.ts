import { HttpError } from '../http/errors';

/** Sends allowed per user within one window. */
export const CHAT_SENDS_PER_WINDOW = 30;
/** The window of the send limit. */
export const CHAT_SEND_WINDOW_MS = 10_000;

/** The message of a 429 from a chat send. */
export const CHAT_TOO_FAST_MESSAGE = 'You are sending messages too fast. Please wait a moment.';

/**
 * A per-user fixed-window limit on chat sends, kept in this node's memory: it guards the node
 * against a flooding client, and a user's sends normally land on one node (sticky sessions).
 */
export class SendRateLimiter {
  private readonly windows = new Map<number, { start: number; count: number }>();

  constructor(
    private readonly limit = CHAT_SENDS_PER_WINDOW,
    private readonly windowMs = CHAT_SEND_WINDOW_MS,
  ) {}

  /** Counts one send by `userId`, or throws a 429 with `Retry-After` when over the limit. */
  take(userId: number, now = Date.now()): void {
    const current = this.windows.get(userId);
    if (!current || now - current.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.prune(now);
      this.windows.set(userId, { start: now, count: 1 });
      return;
    }
    current.count += 1;
    if (current.count > this.limit) {
      const seconds = Math.max(1, Math.ceil((current.start + this.windowMs - now) / 1000));
      throw new HttpError(429, CHAT_TOO_FAST_MESSAGE, undefined, {
        'retry-after': String(seconds),
      });
    }
  }

  private prune(now: number): void {
    for (const [userId, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(userId);
    }
  }
}
