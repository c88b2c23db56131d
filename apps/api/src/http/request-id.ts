import type { IncomingMessage } from 'node:http';
import { requestIdFrom } from '@quire/utils/node';

// One rule for both servers (`@quire/utils/node`): the web server forwards the id it gave a
// request, and the API accepts it by the same rule.
export { REQUEST_ID_HEADER } from '@quire/utils/node';

/**
 * The id of an incoming request: the caller's `X-Request-Id` when it is a plain token (so one
 * visitor's page view can be followed from the web server's log into the API's), else a new UUID.
 * Fastify's `genReqId`.
 */
export function requestIdOf(request: IncomingMessage): string {
  return requestIdFrom(request.headers);
}
