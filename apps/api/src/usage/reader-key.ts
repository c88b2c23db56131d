import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Who is reading, for the 30-second repeat rule: the signed-in session, else the address and
 * browser (IP and user agent) as the COUNTER code of practice allows. Hashed, so the marks
 * table never holds an address; the marks themselves are pruned after a minute.
 */
export function readerKey(request: FastifyRequest): string {
  const identity = request.user
    ? `session:${request.user.sessionId}`
    : `client:${request.ip}\n${request.headers['user-agent'] ?? ''}`;
  return createHash('sha256').update(identity).digest('base64url').slice(0, 22);
}
