import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * The most bytes of a refused request's body the server reads and drops after answering, so the
 * client can finish sending and then read the answer; past it the connection is closed.
 */
export const UNREAD_BODY_DRAIN_BYTES = 64 * 1024 * 1024;

/**
 * A request refused before its body was read (too large: 413, a type the route does not take:
 * 415, malformed or unknown fields: 400) is answered without it. Answered at once, the connection
 * closed behind the answer while the client was still sending: a client that writes its whole
 * body before reading saw a broken pipe instead of the answer. So the rest of the body is read
 * and dropped first — up to `UNREAD_BODY_DRAIN_BYTES`, past which the connection is closed
 * without an answer (a client sending endlessly gets nothing for it) — and then the answer goes.
 */
export function registerUnreadBodyDrain(app: FastifyInstance): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    const raw = request.raw;
    // `readableEnded` too: a body read to its end (and `inject`'s requests, which have no
    // `complete`) leaves nothing to drain.
    const unread = !raw.complete && !raw.readableEnded && !raw.destroyed;
    if (unread && raw.method !== 'GET' && raw.method !== 'HEAD') await drain(raw);
    return payload;
  });
}

/** Reads and drops what is left of `raw`; resolves at its end (or when the client goes away). */
function drain(raw: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      raw.off('data', count);
      raw.off('end', done);
      raw.off('close', done);
      raw.off('error', done);
      resolve();
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > UNREAD_BODY_DRAIN_BYTES) {
        raw.socket?.destroy();
        done();
      }
    };
    // A multipart parser the route stopped reading from would hold the stream back.
    raw.unpipe();
    raw.on('data', count);
    raw.on('end', done);
    raw.on('close', done);
    raw.on('error', done);
    raw.resume();
  });
}
