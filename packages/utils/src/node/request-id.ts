import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The header that carries a request's id: accepted from the caller and echoed in the answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

// Ids from the web server, a load balancer or a tracing proxy are short tokens (UUIDs, hex,
// base64url). Anything else — long, spaced, control characters — would let a client forge or
// bloat log lines, so it is replaced by a fresh id instead.
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of an incoming request: the caller's `X-Request-Id` when it is a plain token (so one
 * visitor's page view can be followed from the web server's log into the API's), else a new UUID.
 */
export function requestIdFrom(headers: IncomingHttpHeaders): string {
  const given = headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}
