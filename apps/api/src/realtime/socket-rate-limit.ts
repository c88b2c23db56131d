import type { RealtimeSocket } from './realtime-types';

/** Inbound events a socket may send per window before it is disconnected. */
export const SOCKET_EVENTS_PER_WINDOW = 20;
const WINDOW_MS = 10_000;

/**
 * Clients have no events to emit (sending is a REST call), so inbound events are dropped; a
 * socket that keeps emitting anyway is flooding and gets disconnected.
 */
export function limitInboundEvents(socket: RealtimeSocket, limit = SOCKET_EVENTS_PER_WINDOW): void {
  let windowStart = Date.now();
  let count = 0;
  socket.use((_packet, _next) => {
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
    // Not passing the event on: nothing listens, and unknown events must not reach handlers.
  });
}
