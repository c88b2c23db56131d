/** What the limit needs of a socket (an account's or a review link's). */
interface LimitedSocket {
  use(middleware: (packet: unknown[], next: (error?: Error) => void) => void): unknown;
  disconnect(close?: boolean): unknown;
}

/** Inbound events a socket may send per window before it is disconnected. */
export const SOCKET_EVENTS_PER_WINDOW = 20;
const WINDOW_MS = 10_000;

/** The only events a client may emit (sending itself is a REST call). */
const ACCEPTED_EVENTS = new Set(['typing', 'discussion_typing', 'discussion_presence']);

/**
 * Counts every inbound event and disconnects a socket that floods; only the accepted events
 * (typing signals, which clients throttle well under the limit, and opening or leaving a
 * discussion thread) reach their handlers.
 */
export function limitInboundEvents(socket: LimitedSocket, limit = SOCKET_EVENTS_PER_WINDOW): void {
  let windowStart = Date.now();
  let count = 0;
  socket.use((packet, next) => {
    const now = Date.now();
    if (now - windowStart >= WINDOW_MS) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    if (count > limit) {
      socket.disconnect(true);
      return;
    }
    // Unknown events are not passed on: they must never reach a handler.
    if (ACCEPTED_EVENTS.has(String(packet[0]))) next();
  });
}
